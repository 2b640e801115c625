import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EavAttribute } from '@mercato/eav';

/**
 * What Magento keeps about a catalog attribute beyond eav_attribute (catalog_eav_attribute).
 * `note`, models and `is_unique`, which Magento keeps in eav_attribute, sit here so the shared
 * eav table stays untouched.
 */
@Entity('catalog_eav_attribute')
export class CatalogEavAttribute {
  @PrimaryColumn({ type: 'int' }) attribute_id: number;
  @OneToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
  @Column({ type: 'varchar', length: 255, nullable: true }) note: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) backend_model: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) source_model: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) frontend_class: string | null;
  @Column({ type: 'boolean', default: false }) is_unique: boolean;
  @Column({ type: 'boolean', default: false }) is_wysiwyg_enabled: boolean;
  @Column({ type: 'boolean', default: false }) is_html_allowed_on_front: boolean;
  @Column({ type: 'boolean', default: false }) used_for_sort_by: boolean;
  /** 0 no, 1 filterable with results, 2 filterable without results (Magento's layered navigation). */
  @Column({ type: 'smallint', default: 0 }) is_filterable: number;
  @Column({ type: 'boolean', default: false }) is_filterable_in_search: boolean;
  @Column({ type: 'boolean', default: false }) is_used_in_grid: boolean;
  @Column({ type: 'boolean', default: false }) is_visible_in_grid: boolean;
  @Column({ type: 'boolean', default: false }) is_filterable_in_grid: boolean;
  @Column({ type: 'int', default: 0 }) position: number;
  /** Product types the attribute applies to, comma-separated; null for all. */
  @Column({ type: 'varchar', length: 255, nullable: true }) apply_to: string | null;
  @Column({ type: 'boolean', default: false }) is_searchable: boolean;
  @Column({ type: 'boolean', default: false }) is_visible_in_advanced_search: boolean;
  @Column({ type: 'boolean', default: false }) is_comparable: boolean;
  @Column({ type: 'boolean', default: false }) is_used_for_promo_rules: boolean;
  @Column({ type: 'boolean', default: false }) is_visible_on_front: boolean;
  @Column({ type: 'boolean', default: false }) used_in_product_listing: boolean;
  @Column({ type: 'boolean', default: true }) is_visible: boolean;
}

/** An option of a select/multiselect attribute (eav_attribute_option). */
@Entity('eav_attribute_option')
export class EavAttributeOption {
  @PrimaryGeneratedColumn({ type: 'int' }) option_id: number;
  @Column({ type: 'int' }) attribute_id: number;
  @ManyToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}

/** An option's label per store view; store 0 is the admin (default) label (eav_attribute_option_value). */
@Entity('eav_attribute_option_value')
export class EavAttributeOptionValue {
  @PrimaryGeneratedColumn({ type: 'int' }) value_id: number;
  @Column({ type: 'int' }) option_id: number;
  @ManyToOne(() => EavAttributeOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_id' })
  option?: EavAttributeOption;
  @Column({ type: 'int', default: 0 }) store_id: number;
  @Column({ type: 'varchar', length: 255 }) value: string;
}

/** An attribute's frontend label per store view (eav_attribute_label); store 0 is eav_attribute.frontend_label. */
@Entity('eav_attribute_label')
export class EavAttributeLabel {
  @PrimaryGeneratedColumn({ type: 'int' }) attribute_label_id: number;
  @Column({ type: 'int' }) attribute_id: number;
  @ManyToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
  @Column({ type: 'int', default: 0 }) store_id: number;
  @Column({ type: 'varchar', length: 255 }) value: string;
}

export const attributeEntities = [CatalogEavAttribute, EavAttributeOption, EavAttributeOptionValue, EavAttributeLabel];
