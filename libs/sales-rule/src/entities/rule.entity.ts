import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `salesrule`: a cart price rule (Magento_SalesRule). The condition and action trees are kept as
 * JSON in the shape Magento serialises them (`type`, `attribute`, `operator`, `value`,
 * `aggregator`, `conditions`). `coupon_type` is Magento's 1 no coupon / 2 specific / 3 auto;
 * `simple_free_shipping` OfflineShipping's 0 none / 1 matching items / 2 whole shipment.
 */
@Entity('salesrule')
@Index('salesrule_is_active_sort_order_to_date_from_date', ['is_active', 'sort_order', 'to_date', 'from_date'])
export class SalesRule {
  @PrimaryGeneratedColumn({ type: 'int' }) rule_id: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'date', nullable: true }) from_date: string | null;
  @Column({ type: 'date', nullable: true }) to_date: string | null;
  @Column({ type: 'int', default: 0 }) uses_per_customer: number;
  @Column({ type: 'boolean', default: false }) is_active: boolean;
  @Column({ type: 'jsonb', nullable: true }) conditions: unknown;
  @Column({ type: 'jsonb', nullable: true }) actions: unknown;
  @Column({ type: 'boolean', default: true }) stop_rules_processing: boolean;
  @Column({ type: 'boolean', default: true }) is_advanced: boolean;
  @Column({ type: 'int', array: true, nullable: true }) product_ids: number[] | null;
  /** Priority: rules apply in sort_order, then rule_id, order. */
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'varchar', length: 32, nullable: true }) simple_action: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 6, default: 0 }) discount_amount: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) discount_qty: string | null;
  @Column({ type: 'int', default: 0 }) discount_step: number;
  @Column({ type: 'boolean', default: false }) apply_to_shipping: boolean;
  @Column({ type: 'int', default: 0 }) times_used: number;
  @Column({ type: 'boolean', default: false }) is_rss: boolean;
  @Column({ type: 'smallint', default: 1 }) coupon_type: number;
  @Column({ type: 'boolean', default: false }) use_auto_generation: boolean;
  @Column({ type: 'int', default: 0 }) uses_per_coupon: number;
  @Column({ type: 'smallint', default: 0 }) simple_free_shipping: number;
}
