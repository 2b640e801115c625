import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Amount, Qty } from '../../entities/columns';
import { SalesOrder } from '../../entities/order.entity';

/** `sales_creditmemo`: a refund document of an order (Magento_Sales db_schema, the columns the web API reads). */
@Entity('sales_creditmemo')
@Index('sales_creditmemo_increment_id_store_id', ['increment_id', 'store_id'], { unique: true })
export class SalesCreditmemo {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'varchar', length: 50 }) increment_id: string;
  @Index('sales_creditmemo_order_id') @Column({ type: 'int' }) order_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: SalesOrder;
  @Column({ type: 'int', nullable: true }) invoice_id: number | null;
  @Column({ type: 'smallint', nullable: true }) store_id: number | null;
  /** 1 open, 2 refunded, 3 canceled. */
  @Index('sales_creditmemo_state') @Column({ type: 'int', nullable: true }) state: number | null;
  @Column({ type: 'int', nullable: true }) creditmemo_status: number | null;
  @Column({ type: 'int', nullable: true }) customer_id: number | null;
  @Column({ type: 'int', nullable: true }) billing_address_id: number | null;
  @Column({ type: 'int', nullable: true }) shipping_address_id: number | null;
  @Column({ type: 'smallint', nullable: true }) email_sent: number | null;
  @Column({ type: 'smallint', nullable: true }) send_email: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) transaction_id: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) base_currency_code: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) order_currency_code: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) global_currency_code: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) store_currency_code: string | null;
  @Amount() base_to_global_rate: string | null;
  @Amount() base_to_order_rate: string | null;
  @Amount() store_to_base_rate: string | null;
  @Amount() store_to_order_rate: string | null;
  @Amount() grand_total: string | null;
  @Amount() base_grand_total: string | null;
  @Amount() subtotal: string | null;
  @Amount() base_subtotal: string | null;
  @Amount() subtotal_incl_tax: string | null;
  @Amount() base_subtotal_incl_tax: string | null;
  @Amount() shipping_amount: string | null;
  @Amount() base_shipping_amount: string | null;
  @Amount() shipping_incl_tax: string | null;
  @Amount() base_shipping_incl_tax: string | null;
  @Amount() shipping_tax_amount: string | null;
  @Amount() base_shipping_tax_amount: string | null;
  @Amount() tax_amount: string | null;
  @Amount() base_tax_amount: string | null;
  @Amount() discount_tax_compensation_amount: string | null;
  @Amount() base_discount_tax_compensation_amount: string | null;
  @Amount() shipping_discount_tax_compensation_amount: string | null;
  @Amount() base_shipping_discount_tax_compensation_amnt: string | null;
  @Amount() discount_amount: string | null;
  @Amount() base_discount_amount: string | null;
  @Amount() adjustment: string | null;
  @Amount() base_adjustment: string | null;
  @Amount() adjustment_positive: string | null;
  @Amount() base_adjustment_positive: string | null;
  @Amount() adjustment_negative: string | null;
  @Amount() base_adjustment_negative: string | null;
  @Column({ type: 'text', nullable: true }) customer_note: string | null;
  @Column({ type: 'smallint', nullable: true }) customer_note_notify: number | null;
  @Index('sales_creditmemo_created_at') @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}

/** `sales_creditmemo_item`: a refunded quantity of one order item. */
@Entity('sales_creditmemo_item')
export class SalesCreditmemoItem {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_creditmemo_item_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesCreditmemo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  creditmemo?: SalesCreditmemo;
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
  @Amount() base_cost: string | null;
}

/** `sales_creditmemo_comment`: comments of a credit memo. */
@Entity('sales_creditmemo_comment')
export class SalesCreditmemoComment {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_creditmemo_comment_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesCreditmemo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  creditmemo?: SalesCreditmemo;
  @Column({ type: 'int', nullable: true }) is_customer_notified: number | null;
  @Column({ type: 'smallint', default: 0 }) is_visible_on_front: number;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}

/** `sales_sequence_creditmemo`: credit memo increment ids per store (Magento's `sequence_creditmemo_<store>`). */
@Entity('sales_sequence_creditmemo')
export class SalesSequenceCreditmemo {
  @PrimaryColumn({ type: 'smallint' }) store_id: number;
  @Column({ type: 'varchar', length: 32, default: '' }) prefix: string;
  @Column({ type: 'bigint', default: 0 }) last_value: string;
}
