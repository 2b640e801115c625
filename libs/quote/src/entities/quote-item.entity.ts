import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Quote } from './quote.entity';

/** `quote_item`: a cart line (children of configurable/bundle lines point at their parent). */
@Entity('quote_item')
export class QuoteItem {
  @PrimaryGeneratedColumn({ type: 'int' }) item_id: number;
  @Index('quote_item_quote')
  @Column({ type: 'int' }) quote_id: number;
  @ManyToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;
  @Column({ type: 'int', nullable: true }) parent_item_id: number | null;
  @Column({ type: 'int', nullable: true }) product_id: number | null;
  @Column({ type: 'smallint', nullable: true }) store_id: number | null;
  @Column({ type: 'varchar', length: 255 }) sku: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  @Column({ type: 'varchar', length: 32 }) product_type: string;
  @Column({ type: 'boolean', default: false }) is_virtual: boolean;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) qty: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) weight: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) row_weight: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) price: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_price: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) row_total: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_row_total: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) price_incl_tax: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) row_total_incl_tax: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) custom_price: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) original_custom_price: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) discount_tax_compensation_amount: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) discount_percent: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) discount_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_discount_amount: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) tax_percent: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) tax_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_tax_amount: string;
  @Column({ type: 'int', nullable: true }) tax_class_id: number | null;
  @Column({ type: 'boolean', default: false }) free_shipping: boolean;
  @Column({ type: 'text', nullable: true }) applied_rule_ids: string | null;
  /** The buy request: configurable/bundle/custom options as given, JSON. */
  @Column({ type: 'jsonb', nullable: true }) product_options: unknown;
  @Column({ type: 'int', nullable: true }) gift_message_id: number | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
