import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

export type BackendType = 'static' | 'varchar' | 'int' | 'decimal' | 'datetime' | 'text';

/** Attribute scope, Magento's `is_global`: 0 store view, 1 global, 2 website. */
export enum AttributeScope {
  Store = 0,
  Global = 1,
  Website = 2,
}

@Entity('eav_attribute')
@Unique('eav_attribute_entity_type_code', ['entity_type_id', 'attribute_code'])
export class EavAttribute {
  @PrimaryGeneratedColumn({ type: 'int' }) attribute_id: number;
  @Column({ type: 'int' }) entity_type_id: number;
  @Column({ type: 'varchar', length: 255 }) attribute_code: string;
  @Column({ type: 'varchar', length: 8 }) backend_type: BackendType;
  @Column({ type: 'varchar', length: 50, default: 'text' }) frontend_input: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) frontend_label: string | null;
  @Column({ type: 'boolean', default: false }) is_required: boolean;
  @Column({ type: 'boolean', default: true }) is_user_defined: boolean;
  @Column({ type: 'text', nullable: true }) default_value: string | null;
  @Column({ type: 'smallint', default: 1 }) is_global: number;
  /** Price attributes follow catalog/price/scope instead of is_global. */
  @Column({ type: 'boolean', default: false }) is_price_scoped: boolean;
}
