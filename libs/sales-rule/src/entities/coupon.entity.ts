import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { SalesRule } from './rule.entity';

/**
 * `salesrule_coupon`: a coupon code of a rule. Codes are unique case-insensitively (a functional
 * index the migration creates), as under Magento's collation. `is_primary` is true for the one
 * coupon of a "specific coupon" rule and NULL otherwise, so (rule_id, is_primary) keeps one primary
 * per rule. `type`: 0 manual, 1 generated.
 */
@Entity('salesrule_coupon')
@Unique('salesrule_coupon_rule_id_is_primary', ['rule_id', 'is_primary'])
@Index('salesrule_coupon_code_ci', { synchronize: false })
export class SalesRuleCoupon {
  @PrimaryGeneratedColumn({ type: 'int' }) coupon_id: number;
  @Column({ type: 'int' }) rule_id: number;
  @ManyToOne(() => SalesRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: SalesRule;
  @Column({ type: 'varchar', length: 255 }) code: string;
  @Column({ type: 'int', nullable: true }) usage_limit: number | null;
  @Column({ type: 'int', nullable: true }) usage_per_customer: number | null;
  @Column({ type: 'int', default: 0 }) times_used: number;
  @Column({ type: 'timestamp', nullable: true }) expiration_date: Date | null;
  @Column({ type: 'boolean', nullable: true }) is_primary: boolean | null;
  @Column({ type: 'timestamp', nullable: true }) created_at: Date | null;
  @Column({ type: 'smallint', nullable: true, default: 0 }) type: number | null;
}
