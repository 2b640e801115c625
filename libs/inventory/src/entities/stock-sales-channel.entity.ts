import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { InventoryStock } from './stock.entity';

/** Sales channels of a stock: (type `website`, code `base`) → stock; a channel belongs to one stock. */
@Entity('inventory_stock_sales_channel')
export class StockSalesChannel {
  @PrimaryColumn({ type: 'varchar', length: 64 }) type: string;
  @PrimaryColumn({ type: 'varchar', length: 64 }) code: string;
  @Column({ type: 'int' }) stock_id: number;
  @ManyToOne(() => InventoryStock, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'stock_id' })
  stock?: InventoryStock;
}
