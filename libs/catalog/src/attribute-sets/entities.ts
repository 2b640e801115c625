import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EavAttribute, EavAttributeSet } from '@mercato/eav';

/** A group (tab) of an attribute set; `default_id` 1 marks where new attributes land. */
@Entity('eav_attribute_group')
@Unique('eav_attribute_group_set_name', ['attribute_set_id', 'attribute_group_name'])
@Unique('eav_attribute_group_set_code', ['attribute_set_id', 'attribute_group_code'])
export class EavAttributeGroup {
  @PrimaryGeneratedColumn({ type: 'int' }) attribute_group_id: number;
  @Column({ type: 'int' }) attribute_set_id: number;
  @Column({ type: 'varchar', length: 255 }) attribute_group_name: string;
  @Column({ type: 'smallint', default: 0 }) sort_order: number;
  @Column({ type: 'smallint', default: 0 }) default_id: number;
  @Column({ type: 'varchar', length: 255 }) attribute_group_code: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) tab_group_code: string | null;
  // Groups go with their set (Magento's FK on eav_attribute_group.attribute_set_id).
  @ManyToOne(() => EavAttributeSet, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_set_id' })
  set?: EavAttributeSet;
}

/** An attribute's membership of a set, in one of the set's groups. */
@Entity('eav_entity_attribute')
@Unique('eav_entity_attribute_set_attribute', ['attribute_set_id', 'attribute_id'])
@Unique('eav_entity_attribute_group_attribute', ['attribute_group_id', 'attribute_id'])
@Index('eav_entity_attribute_attribute_id', ['attribute_id'])
export class EavEntityAttribute {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_attribute_id: number;
  @Column({ type: 'int' }) entity_type_id: number;
  @Column({ type: 'int' }) attribute_set_id: number;
  @Column({ type: 'int' }) attribute_group_id: number;
  @Column({ type: 'int' }) attribute_id: number;
  @Column({ type: 'smallint', default: 0 }) sort_order: number;
  // Memberships go with their set, group or attribute.
  @ManyToOne(() => EavAttributeSet, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_set_id' })
  set?: EavAttributeSet;
  @ManyToOne(() => EavAttributeGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_group_id' })
  group?: EavAttributeGroup;
  @ManyToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
}

export const attributeSetsEntities = [EavAttributeGroup, EavEntityAttribute];
