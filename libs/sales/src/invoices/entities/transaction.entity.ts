import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SalesOrder } from '../../entities/order.entity';
import { SalesOrderPayment } from '../../entities/order-payment.entity';

/**
 * `sales_payment_transaction`: what a payment gateway did (authorization, capture, refund, void).
 * Offline methods (checkmo, banktransfer…) create none, as in Magento.
 */
@Entity('sales_payment_transaction')
@Index('sales_payment_transaction_order_payment_txn', ['order_id', 'payment_id', 'txn_id'], { unique: true })
export class SalesPaymentTransaction {
  @PrimaryGeneratedColumn({ type: 'int' }) transaction_id: number;
  @Index('sales_payment_transaction_parent_id') @Column({ type: 'int', nullable: true }) parent_id: number | null;
  @Column({ type: 'int' }) order_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: SalesOrder;
  @Index('sales_payment_transaction_payment_id') @Column({ type: 'int' }) payment_id: number;
  @ManyToOne(() => SalesOrderPayment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment?: SalesOrderPayment;
  @Column({ type: 'varchar', length: 100, nullable: true }) txn_id: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) parent_txn_id: string | null;
  @Column({ type: 'varchar', length: 15, nullable: true }) txn_type: string | null;
  @Column({ type: 'boolean', default: false }) is_closed: boolean;
  @Column({ type: 'jsonb', nullable: true }) additional_information: unknown;
  @Column({ type: 'timestamp', nullable: true }) created_at: Date | null;
}
