import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CustomerGroup } from '@mercato/customer';
import { SalesRule } from './rule.entity';

/** `salesrule_customer_group`: the customer groups a rule applies to. */
@Entity('salesrule_customer_group')
export class SalesRuleCustomerGroup {
  @PrimaryColumn({ type: 'int' }) rule_id: number;
  @PrimaryColumn({ type: 'int' }) customer_group_id: number;
  @ManyToOne(() => SalesRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: SalesRule;
  @ManyToOne(() => CustomerGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_group_id' })
  group?: CustomerGroup;
}
