import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { EavAttribute } from '@mercato/eav';

/**
 * What Magento keeps about a customer or customer-address attribute beyond eav_attribute
 * (customer_eav_attribute). `source_model`, `frontend_class` and `note` live in eav_attribute in
 * Magento; here they sit beside the customer-only columns so the shared table stays as the
 * catalog needs it. `attribute_set_sort_order` is the attribute's place in the default attribute
 * set (Magento's eav_entity_attribute.sort_order), the order of the "all attributes" answers.
 */
@Entity('customer_eav_attribute')
export class CustomerEavAttribute {
  @PrimaryColumn({ type: 'int' }) attribute_id: number;
  @OneToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
  @Column({ type: 'boolean', default: true }) is_visible: boolean;
  @Column({ type: 'varchar', length: 255, nullable: true }) input_filter: string | null;
  @Column({ type: 'smallint', default: 1 }) multiline_count: number;
  /** JSON object of rule → value, in Magento's order (`{"max_text_length":255,"min_text_length":1}`). */
  @Column({ type: 'text', nullable: true }) validate_rules: string | null;
  @Column({ type: 'boolean', default: false }) is_system: boolean;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) data_model: string | null;
  @Column({ type: 'boolean', default: false }) is_used_in_grid: boolean;
  @Column({ type: 'boolean', default: false }) is_visible_in_grid: boolean;
  @Column({ type: 'boolean', default: false }) is_filterable_in_grid: boolean;
  @Column({ type: 'boolean', default: false }) is_searchable_in_grid: boolean;
  @Column({ type: 'varchar', length: 255, nullable: true }) source_model: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) frontend_class: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) note: string | null;
  @Column({ type: 'int', nullable: true }) attribute_set_sort_order: number | null;
}

/** The forms an attribute appears on (customer_form_attribute). */
@Entity('customer_form_attribute')
export class CustomerFormAttribute {
  @PrimaryColumn({ type: 'varchar', length: 32 }) form_code: string;
  @PrimaryColumn({ type: 'int' }) attribute_id: number;
  @ManyToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
}

/**
 * Options of customer attributes whose source is Magento's option table (gender). Magento keeps
 * them in eav_attribute_option(_value); their ids are the same as a fresh Magento install's.
 */
@Entity('customer_eav_attribute_option')
export class CustomerEavAttributeOption {
  @PrimaryGeneratedColumn({ type: 'int' }) option_id: number;
  @Column({ type: 'int' }) attribute_id: number;
  @ManyToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'varchar', length: 255 }) value: string;
}
