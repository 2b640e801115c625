import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('eav_attribute_set')
export class EavAttributeSet {
  @PrimaryGeneratedColumn({ type: 'int' }) attribute_set_id: number;
  /** 4 = catalog_product, as in Magento. */
  @Column({ type: 'int' }) entity_type_id: number;
  @Column({ type: 'varchar', length: 255 }) attribute_set_name: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}
