import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { SalesOrder } from './order.entity';

/** `sales_order_status_history`: comments and status changes of an order. */
@Entity('sales_order_status_history')
export class SalesOrderStatusHistory {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_order_status_history_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  order?: SalesOrder;
  @Column({ type: 'text', nullable: true }) comment: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) status: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) entity_name: string | null;
  @Column({ type: 'int', nullable: true }) is_customer_notified: number | null;
  @Column({ type: 'smallint', default: 0 }) is_visible_on_front: number;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}

/** `sales_order_status`: the order statuses and their labels (Magento's install data). */
@Entity('sales_order_status')
export class SalesOrderStatus {
  @PrimaryColumn({ type: 'varchar', length: 32 }) status: string;
  @Column({ type: 'varchar', length: 128 }) label: string;
}

/** `sales_order_status_state`: which statuses an order state may carry, and its default. */
@Entity('sales_order_status_state')
export class SalesOrderStatusState {
  @PrimaryColumn({ type: 'varchar', length: 32 }) status: string;
  @PrimaryColumn({ type: 'varchar', length: 32 }) state: string;
  @Column({ type: 'boolean', default: false }) is_default: boolean;
  @Column({ type: 'boolean', default: true }) visible_on_front: boolean;
  @ManyToOne(() => SalesOrderStatus, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'status' })
  statusRow?: SalesOrderStatus;
}

/**
 * `sales_sequence_order`: Magento keeps one `sequence_order_<store>` table per store with a
 * profile (prefix, start); one row per store with its last value serves the same purpose, and
 * `UPDATE … RETURNING` hands out numbers without gaps under concurrency.
 */
@Entity('sales_sequence_order')
export class SalesSequenceOrder {
  @PrimaryColumn({ type: 'smallint' }) store_id: number;
  @Column({ type: 'varchar', length: 32, default: '' }) prefix: string;
  @Column({ type: 'bigint', default: 0 }) last_value: string;
}
