import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `quote`: a shopping cart (guest or customer), its totals as last collected. */
@Entity('quote')
@Index('quote_customer_active', ['customer_id', 'store_id', 'is_active'])
export class Quote {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'smallint' }) store_id: number;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'boolean', default: false }) is_virtual: boolean;
  @Column({ type: 'int', nullable: true }) customer_id: number | null;
  @Column({ type: 'int', default: 0 }) customer_group_id: number;
  @Column({ type: 'boolean', default: true }) customer_is_guest: boolean;
  @Column({ type: 'varchar', length: 255, nullable: true }) customer_email: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) customer_firstname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) customer_lastname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) customer_middlename: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) customer_prefix: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) customer_suffix: string | null;
  @Column({ type: 'timestamp', nullable: true }) customer_dob: Date | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) customer_taxvat: string | null;
  @Column({ type: 'int', nullable: true }) customer_gender: number | null;
  @Column({ type: 'int', nullable: true }) customer_tax_class_id: number | null;
  @Column({ type: 'text', nullable: true }) customer_note: string | null;
  @Column({ type: 'boolean', default: true }) customer_note_notify: boolean;
  @Column({ type: 'varchar', length: 64, nullable: true }) checkout_method: string | null;
  @Column({ type: 'int', default: 0 }) items_count: number;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) items_qty: string;
  @Column({ type: 'varchar', length: 3, default: 'USD' }) base_currency_code: string;
  @Column({ type: 'varchar', length: 3, default: 'USD' }) quote_currency_code: string;
  @Column({ type: 'varchar', length: 3, default: 'USD' }) store_currency_code: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) subtotal: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_subtotal: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) subtotal_with_discount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_subtotal_with_discount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) grand_total: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_grand_total: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) coupon_code: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) applied_rule_ids: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) reserved_order_id: string | null;
  @Column({ type: 'int', nullable: true }) gift_message_id: number | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
