import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CustomerEntity } from '@mercato/customer';
import { SalesRule } from './rule.entity';

/** `salesrule_customer`: how many orders of a customer a rule was applied to (uses per customer). */
@Entity('salesrule_customer')
@Unique('salesrule_customer_rule_id_customer_id', ['rule_id', 'customer_id'])
export class SalesRuleCustomer {
  @PrimaryGeneratedColumn({ type: 'int' }) rule_customer_id: number;
  @Column({ type: 'int' }) rule_id: number;
  @ManyToOne(() => SalesRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: SalesRule;
  @Column({ type: 'int' }) customer_id: number;
  @ManyToOne(() => CustomerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: CustomerEntity;
  @Column({ type: 'int', default: 0 }) times_used: number;
}
