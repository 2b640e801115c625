import { Column, ColumnType, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from './product.entity';

/**
 * The typed attribute value tables of Magento's product EAV, one row per (product, attribute,
 * store). Store 0 holds the default value; a store view's row overrides it.
 */
function productValueTable(table: string, type: ColumnType, precision?: { precision: number; scale: number }) {
  @Entity(table)
  @Unique(`${table}_entity_attribute_store`, ['entity_id', 'attribute_id', 'store_id'])
  @Index(`${table}_attribute_store`, ['attribute_id', 'store_id'])
  class ProductValue {
    @PrimaryGeneratedColumn({ type: 'int' }) value_id: number;
    @Column({ type: 'int' }) attribute_id: number;
    @Column({ type: 'int', default: 0 }) store_id: number;
    @Column({ type: 'int' }) entity_id: number;
    @ManyToOne(() => Product, { onDelete: 'CASCADE' })
    @JoinColumn({ name: 'entity_id' })
    product?: Product;
    @Column({ type, nullable: true, ...(precision ?? {}) }) value: unknown;
  }
  return ProductValue;
}

export const ProductVarchar = productValueTable('catalog_product_entity_varchar', 'varchar');
export const ProductInt = productValueTable('catalog_product_entity_int', 'int');
export const ProductDecimal = productValueTable('catalog_product_entity_decimal', 'numeric', { precision: 20, scale: 6 });
export const ProductDatetime = productValueTable('catalog_product_entity_datetime', 'timestamp');
export const ProductText = productValueTable('catalog_product_entity_text', 'text');

export const PRODUCT_VALUE_ENTITIES = [ProductVarchar, ProductInt, ProductDecimal, ProductDatetime, ProductText];
