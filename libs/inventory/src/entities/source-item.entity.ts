import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { InventorySource } from './source.entity';

/** `inventory_source_item`: quantity and status of a SKU at a source (the SKU need not exist). */
@Entity('inventory_source_item')
@Unique('inventory_source_item_source_sku', ['source_code', 'sku'])
export class SourceItem {
  @PrimaryGeneratedColumn({ type: 'int' }) source_item_id: number;
  @Column({ type: 'varchar', length: 255 }) source_code: string;
  @ManyToOne(() => InventorySource, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_code' })
  source?: InventorySource;
  @Index('inventory_source_item_sku')
  @Column({ type: 'varchar', length: 64 }) sku: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) quantity: string;
  /** 1 in stock, 0 out of stock. */
  @Column({ type: 'smallint', default: 0 }) status: number;
}
