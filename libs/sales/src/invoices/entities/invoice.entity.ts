import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Amount, Qty } from '../../entities/columns';
import { SalesOrder } from '../../entities/order.entity';

/** `sales_invoice`: an invoice of an order (state 1 open, 2 paid, 3 canceled) and its totals. */
@Entity('sales_invoice')
@Index('sales_invoice_increment_id_store_id', ['increment_id', 'store_id'], { unique: true })
export class SalesInvoice {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_invoice_order_id') @Column({ type: 'int' }) order_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: SalesOrder;
  @Column({ type: 'varchar', length: 50, nullable: true }) increment_id: string | null;
  @Column({ type: 'smallint', nullable: true }) store_id: number | null;
  @Index('sales_invoice_state') @Column({ type: 'int', nullable: true }) state: number | null;
  @Column({ type: 'int', nullable: true }) billing_address_id: number | null;
  @Column({ type: 'int', nullable: true }) shipping_address_id: number | null;
  @Column({ type: 'boolean', nullable: true }) is_used_for_refund: boolean | null;
  @Column({ type: 'boolean', nullable: true }) can_void_flag: boolean | null;
  @Column({ type: 'boolean', nullable: true }) email_sent: boolean | null;
  @Column({ type: 'boolean', nullable: true }) send_email: boolean | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) transaction_id: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) base_currency_code: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) global_currency_code: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) order_currency_code: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) store_currency_code: string | null;
  @Amount() base_to_global_rate: string | null;
  @Amount() base_to_order_rate: string | null;
  @Amount() store_to_base_rate: string | null;
  @Amount() store_to_order_rate: string | null;
  @Qty(true) total_qty: string | null;
  @Amount() grand_total: string | null;
  @Amount() base_grand_total: string | null;
  @Amount() subtotal: string | null;
  @Amount() base_subtotal: string | null;
  @Amount() subtotal_incl_tax: string | null;
  @Amount() base_subtotal_incl_tax: string | null;
  @Amount() tax_amount: string | null;
  @Amount() base_tax_amount: string | null;
  @Amount() shipping_amount: string | null;
  @Amount() base_shipping_amount: string | null;
  @Amount() shipping_tax_amount: string | null;
  @Amount() base_shipping_tax_amount: string | null;
  @Amount() shipping_incl_tax: string | null;
  @Amount() base_shipping_incl_tax: string | null;
  @Amount() discount_tax_compensation_amount: string | null;
  @Amount() base_discount_tax_compensation_amount: string | null;
  @Amount() shipping_discount_tax_compensation_amount: string | null;
  @Amount() base_shipping_discount_tax_compensation_amnt: string | null;
  @Amount() discount_amount: string | null;
  @Amount() base_discount_amount: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) discount_description: string | null;
  @Amount() base_total_refunded: string | null;
  @Column({ type: 'text', nullable: true }) customer_note: string | null;
  @Column({ type: 'boolean', nullable: true }) customer_note_notify: boolean | null;
  @Index('sales_invoice_created_at') @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}

/** `sales_invoice_item`: an invoiced quantity of one order item, with its share of the amounts. */
@Entity('sales_invoice_item')
export class SalesInvoiceItem {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_invoice_item_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesInvoice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  invoice?: SalesInvoice;
  @Column({ type: 'int', nullable: true }) order_item_id: number | null;
  @Column({ type: 'int', nullable: true }) product_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) sku: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) additional_data: string | null;
  @Qty(true) qty: string | null;
  @Amount() price: string | null;
  @Amount() base_price: string | null;
  @Amount() price_incl_tax: string | null;
  @Amount() base_price_incl_tax: string | null;
  @Amount() base_cost: string | null;
  @Amount() row_total: string | null;
  @Amount() base_row_total: string | null;
  @Amount() row_total_incl_tax: string | null;
  @Amount() base_row_total_incl_tax: string | null;
  @Amount() tax_amount: string | null;
  @Amount() base_tax_amount: string | null;
  @Amount() discount_tax_compensation_amount: string | null;
  @Amount() base_discount_tax_compensation_amount: string | null;
  @Amount() discount_amount: string | null;
  @Amount() base_discount_amount: string | null;
}

/** `sales_invoice_comment`: the invoice's comment history. */
@Entity('sales_invoice_comment')
export class SalesInvoiceComment {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_invoice_comment_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesInvoice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  invoice?: SalesInvoice;
  @Column({ type: 'int', nullable: true }) is_customer_notified: number | null;
  @Column({ type: 'smallint', default: 0 }) is_visible_on_front: number;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}

/**
 * `sales_sequence_invoice`: invoice increment ids per store (Magento's `sequence_invoice_<store>`),
 * formatted like order numbers.
 */
@Entity('sales_sequence_invoice')
export class SalesSequenceInvoice {
  @PrimaryColumn({ type: 'smallint' }) store_id: number;
  @Column({ type: 'varchar', length: 32, default: '' }) prefix: string;
  @Column({ type: 'bigint', default: 0 }) last_value: string;
}
