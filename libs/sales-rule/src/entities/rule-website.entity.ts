import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Website } from '@mercato/store';
import { SalesRule } from './rule.entity';

/** `salesrule_website`: the websites a rule applies in. */
@Entity('salesrule_website')
export class SalesRuleWebsite {
  @PrimaryColumn({ type: 'int' }) rule_id: number;
  @PrimaryColumn({ type: 'int' }) website_id: number;
  @ManyToOne(() => SalesRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: SalesRule;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}
