import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Amount, Qty } from './columns';
import { SalesOrder } from './order.entity';

/** `sales_order_item`: an ordered line, with its prices and the quantities later documents move. */
@Entity('sales_order_item')
export class SalesOrderItem {
  @PrimaryGeneratedColumn({ type: 'int' }) item_id: number;
  @Index('sales_order_item_order_id') @Column({ type: 'int' }) order_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: SalesOrder;
  @Column({ type: 'int', nullable: true }) parent_item_id: number | null;
  @Column({ type: 'int', nullable: true }) quote_item_id: number | null;
  @Column({ type: 'smallint', nullable: true }) store_id: number | null;
  @Column({ type: 'int', nullable: true }) product_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) product_type: string | null;
  @Column({ type: 'jsonb', nullable: true }) product_options: unknown;
  @Column({ type: 'varchar', length: 255, nullable: true }) sku: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  @Qty(true) weight: string | null;
  @Qty() row_weight: string;
  @Column({ type: 'boolean', default: false }) is_virtual: boolean;
  @Qty() qty_ordered: string;
  @Qty() qty_invoiced: string;
  @Qty() qty_shipped: string;
  @Qty() qty_refunded: string;
  @Qty() qty_canceled: string;
  @Qty(true) qty_backordered: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) price: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_price: string;
  @Amount() original_price: string | null;
  @Amount() base_original_price: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) row_total: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_row_total: string;
  @Amount() price_incl_tax: string | null;
  @Amount() base_price_incl_tax: string | null;
  @Amount() row_total_incl_tax: string | null;
  @Amount() base_row_total_incl_tax: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) tax_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_tax_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) discount_tax_compensation_amount: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) base_discount_tax_compensation_amount: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) discount_tax_compensation_invoiced: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) base_discount_tax_compensation_invoiced: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) discount_tax_compensation_refunded: string | null;
  @Column({ type: 'numeric', precision: 20, scale: 4, nullable: true }) base_discount_tax_compensation_refunded: string | null;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) tax_percent: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) discount_amount: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) base_discount_amount: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) discount_percent: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) amount_refunded: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) row_invoiced: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) tax_invoiced: string;
  @Column({ type: 'numeric', precision: 20, scale: 4, default: 0 }) discount_invoiced: string;
  /** Order management (migration 1763800000090): the tax of the canceled quantity. */
  @Amount() tax_canceled: string | null;
  @Column({ type: 'text', nullable: true }) applied_rule_ids: string | null;
  @Column({ type: 'boolean', default: false }) free_shipping: boolean;
  @Column({ type: 'int', nullable: true }) gift_message_id: number | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
