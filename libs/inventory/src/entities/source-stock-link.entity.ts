import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { InventorySource } from './source.entity';
import { InventoryStock } from './stock.entity';

@Entity('inventory_source_stock_link')
@Unique('inventory_source_stock_link_stock_source', ['stock_id', 'source_code'])
export class SourceStockLink {
  @PrimaryGeneratedColumn({ type: 'int' }) link_id: number;
  @Column({ type: 'int' }) stock_id: number;
  @ManyToOne(() => InventoryStock, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stock_id' })
  stock?: InventoryStock;
  @Column({ type: 'varchar', length: 255 }) source_code: string;
  @ManyToOne(() => InventorySource, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_code' })
  source?: InventorySource;
  @Column({ type: 'int', default: 1 }) priority: number;
}
