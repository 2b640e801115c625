import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from '@mercato/catalog';

/**
 * `cataloginventory_stock_item`: the legacy single-stock view of a product (CatalogInventory), with
 * its per-product settings (use_config_* flags select the configured defaults). Mirrors the
 * `default` source.
 */
@Entity('cataloginventory_stock_item')
@Unique('cataloginventory_stock_item_product_stock', ['product_id', 'stock_id'])
export class StockItem {
  @PrimaryGeneratedColumn({ type: 'int' }) item_id: number;
  @Column({ type: 'int' }) product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'int', default: 1 }) stock_id: number;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) qty: string | null;
  @Column({ type: 'boolean', default: false }) is_in_stock: boolean;
  @Column({ type: 'boolean', default: false }) is_qty_decimal: boolean;
  @Column({ type: 'boolean', default: true }) show_default_notification_message: boolean;
  @Column({ type: 'boolean', default: true }) use_config_min_qty: boolean;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) min_qty: string;
  @Column({ type: 'boolean', default: true }) use_config_min_sale_qty: boolean;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 1 }) min_sale_qty: string;
  @Column({ type: 'boolean', default: true }) use_config_max_sale_qty: boolean;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 10000 }) max_sale_qty: string;
  @Column({ type: 'boolean', default: true }) use_config_backorders: boolean;
  @Column({ type: 'smallint', default: 0 }) backorders: number;
  @Column({ type: 'boolean', default: true }) use_config_notify_stock_qty: boolean;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 1 }) notify_stock_qty: string;
  @Column({ type: 'boolean', default: true }) use_config_qty_increments: boolean;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 1 }) qty_increments: string;
  @Column({ type: 'boolean', default: true }) use_config_enable_qty_inc: boolean;
  @Column({ type: 'boolean', default: false }) enable_qty_increments: boolean;
  @Column({ type: 'boolean', default: true }) use_config_manage_stock: boolean;
  @Column({ type: 'boolean', default: true }) manage_stock: boolean;
  @Column({ type: 'timestamp', nullable: true }) low_stock_date: Date | null;
  @Column({ type: 'boolean', default: false }) is_decimal_divided: boolean;
  @Column({ type: 'smallint', default: 0 }) stock_status_changed_auto: number;
  @Column({ type: 'smallint', default: 0 }) website_id: number;
}
