import { Column, ColumnType, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Category } from '../entities/category.entity';

/**
 * The typed attribute value tables of Magento's category EAV, one row per (category, attribute,
 * store). Store 0 holds the default; a store view's row overrides it. `name` and `is_active` keep
 * their store-0 value in catalog_category_entity (older code reads them there); only their
 * store-view overrides live here.
 */
function categoryValueTable(table: string, type: ColumnType) {
  @Entity(table)
  @Unique(`${table}_entity_attribute_store`, ['entity_id', 'attribute_id', 'store_id'])
  @Index(`${table}_attribute_store`, ['attribute_id', 'store_id'])
  class CategoryValue {
    @PrimaryGeneratedColumn({ type: 'int' }) value_id: number;
    @Column({ type: 'int' }) attribute_id: number;
    @Column({ type: 'int', default: 0 }) store_id: number;
    @Column({ type: 'int' }) entity_id: number;
    @ManyToOne(() => Category, { onDelete: 'CASCADE' })
    @JoinColumn({ name: 'entity_id' })
    category?: Category;
    @Column({ type, nullable: true }) value: unknown;
  }
  return CategoryValue;
}

export const CategoryVarchar = categoryValueTable('catalog_category_entity_varchar', 'varchar');
export const CategoryInt = categoryValueTable('catalog_category_entity_int', 'int');
export const CategoryText = categoryValueTable('catalog_category_entity_text', 'text');

export const CATEGORY_VALUE_ENTITIES = [CategoryVarchar, CategoryInt, CategoryText];
