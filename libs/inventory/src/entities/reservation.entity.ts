import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `inventory_reservation`: the append-only ledger of quantities held or released per (stock, SKU)
 * by sales events (order placed −qty, shipped/cancelled/refunded compensations).
 */
@Entity('inventory_reservation')
@Index('inventory_reservation_stock_sku_qty', ['stock_id', 'sku', 'quantity'])
export class Reservation {
  @PrimaryGeneratedColumn({ type: 'int' }) reservation_id: number;
  @Column({ type: 'int' }) stock_id: number;
  @Column({ type: 'varchar', length: 64 }) sku: string;
  @Column({ type: 'numeric', precision: 12, scale: 4 }) quantity: string;
  /** JSON: {event_type, object_type, object_id, object_increment_id}. */
  @Column({ type: 'varchar', length: 255, nullable: true }) metadata: string | null;
}
