import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Quote } from './quote.entity';

/** `quote_address`: the cart's billing and shipping addresses, the chosen shipping method and the address totals. */
@Entity('quote_address')
@Index('quote_address_quote_type', ['quote_id', 'address_type'], { unique: true })
export class QuoteAddress {
  @PrimaryGeneratedColumn({ type: 'int' }) address_id: number;
  @Column({ type: 'int' }) quote_id: number;
  @ManyToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
  /** `billing` or `shipping`. */
  @Column({ type: 'varchar', length: 10 }) address_type: string;
  @Column({ type: 'int', nullable: true }) customer_id: number | null;
  @Column({ type: 'int', nullable: true }) customer_address_id: number | null;
  @Column({ type: 'boolean', default: false }) save_in_address_book: boolean;
  @Column({ type: 'boolean', default: false }) same_as_billing: boolean;
  @Column({ type: 'varchar', length: 255, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) prefix: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) firstname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) middlename: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) lastname: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) suffix: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) company: string | null;
  @Column({ type: 'text', array: true, nullable: true }) street: string[] | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) region: string | null;
  @Column({ type: 'int', nullable: true }) region_id: number | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) region_code: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) postcode: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) country_id: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) telephone: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) fax: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) vat_id: string | null;
  @Column({ type: 'varchar', length: 120, nullable: true }) shipping_method: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) shipping_description: string | null;
  @Column({ type: 'boolean', default: false }) free_shipping: boolean;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) weight: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) subtotal: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_subtotal: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) subtotal_with_discount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) tax_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_tax_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) shipping_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_shipping_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) shipping_tax_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) subtotal_incl_tax: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) shipping_incl_tax: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) discount_tax_compensation_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) shipping_discount_tax_compensation_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) shipping_discount_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) discount_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_discount_amount: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) discount_description: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) grand_total: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_grand_total: string;
  @Column({ type: 'jsonb', nullable: true }) applied_taxes: unknown;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
