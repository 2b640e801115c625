import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { InventorySource } from './source.entity';

/** `inventory_low_stock_notification_configuration`: the notify quantity per source item (null: the configured default). */
@Entity('inventory_low_stock_notification_configuration')
export class LowStockNotification {
  @PrimaryColumn({ type: 'varchar', length: 255 }) source_code: string;
  @ManyToOne(() => InventorySource, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_code' })
  source?: InventorySource;
  @PrimaryColumn({ type: 'varchar', length: 64 }) sku: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) notify_stock_qty: string | null;
}
