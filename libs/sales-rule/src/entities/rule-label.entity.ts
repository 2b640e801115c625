import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Store } from '@mercato/store';
import { SalesRule } from './rule.entity';

/** `salesrule_label`: the rule's label per store view (store 0: all stores), shown as the discount's title. */
@Entity('salesrule_label')
export class SalesRuleLabel {
  @PrimaryColumn({ type: 'int' }) rule_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @Column({ type: 'varchar', length: 255 }) label: string;
  @ManyToOne(() => SalesRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: SalesRule;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
}
