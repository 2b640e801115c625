import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `shipping_tablerate` (Magento_OfflineShipping): one price per website, destination and condition
 * threshold. Wildcards are stored as Magento stores them: country `'0'`, region 0, zip `'*'`.
 */
@Entity('shipping_tablerate')
@Index('shipping_tablerate_unique', ['website_id', 'dest_country_id', 'dest_region_id', 'dest_zip', 'condition_name', 'condition_value'], { unique: true })
export class ShippingTablerate {
  @PrimaryGeneratedColumn({ type: 'int' }) pk: number;
  @Column({ type: 'int', default: 0 }) website_id: number;
  @Column({ type: 'varchar', length: 4, default: '0' }) dest_country_id: string;
  @Column({ type: 'int', default: 0 }) dest_region_id: number;
  @Column({ type: 'varchar', length: 10, default: '*' }) dest_zip: string;
  /** package_weight, package_value_with_discount or package_qty */
  @Column({ type: 'varchar', length: 30 }) condition_name: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) condition_value: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) price: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0 }) cost: string;
}
