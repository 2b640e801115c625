import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('inventory_stock')
export class InventoryStock {
  @PrimaryGeneratedColumn({ type: 'int' }) stock_id: number;
  @Column({ type: 'varchar', length: 255 }) name: string;
}
