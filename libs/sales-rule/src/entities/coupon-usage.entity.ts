import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CustomerEntity } from '@mercato/customer';
import { SalesRuleCoupon } from './coupon.entity';

/** `salesrule_coupon_usage`: how many orders of a customer used a coupon (usage per customer). */
@Entity('salesrule_coupon_usage')
export class SalesRuleCouponUsage {
  @PrimaryColumn({ type: 'int' }) coupon_id: number;
  @PrimaryColumn({ type: 'int' }) customer_id: number;
  @ManyToOne(() => SalesRuleCoupon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coupon_id' })
  coupon?: SalesRuleCoupon;
  @ManyToOne(() => CustomerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: CustomerEntity;
  @Column({ type: 'int', default: 0 }) times_used: number;
}
