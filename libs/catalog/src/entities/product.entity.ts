import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `catalog_product_entity`: the static part of a product. Other attributes live in the typed
 * value tables, per store. SKUs are unique case-insensitively (a functional index the migration
 * creates), matching Magento's collation.
 */
@Entity('catalog_product_entity')
@Index('catalog_product_entity_sku_ci', { synchronize: false })
export class Product {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'int', default: 4 }) attribute_set_id: number;
  @Column({ type: 'varchar', length: 32, default: 'simple' }) type_id: string;
  @Column({ type: 'varchar', length: 64 }) sku: string;
  @Column({ type: 'boolean', default: false }) has_options: boolean;
  @Column({ type: 'boolean', default: false }) required_options: boolean;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
