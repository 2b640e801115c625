import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Amount } from './columns';
import { SalesOrder } from './order.entity';

/** `sales_order_payment`: the order's payment (method, what the customer entered, amounts). */
@Entity('sales_order_payment')
export class SalesOrderPayment {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_order_payment_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  order?: SalesOrder;
  @Column({ type: 'varchar', length: 128, nullable: true }) method: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) po_number: string | null;
  @Column({ type: 'jsonb', nullable: true }) additional_information: unknown;
  @Amount() amount_ordered: string | null;
  @Amount() base_amount_ordered: string | null;
  @Amount() amount_paid: string | null;
  @Amount() base_amount_paid: string | null;
  @Amount() amount_refunded: string | null;
  @Amount() base_amount_refunded: string | null;
  @Amount() amount_canceled: string | null;
  @Amount() base_amount_canceled: string | null;
  @Amount() shipping_amount: string | null;
  @Amount() base_shipping_amount: string | null;
  @Amount() shipping_captured: string | null;
  @Amount() base_shipping_captured: string | null;
}
