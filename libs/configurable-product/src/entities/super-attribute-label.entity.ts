import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Store } from '@mercato/store';
import { SuperAttribute } from './super-attribute.entity';

/** `catalog_product_super_attribute_label`: an option's label per store (store 0 is the default). */
@Entity('catalog_product_super_attribute_label')
@Unique('catalog_product_super_attribute_label_option_store', ['product_super_attribute_id', 'store_id'])
export class SuperAttributeLabel {
  @PrimaryGeneratedColumn({ type: 'int' }) value_id: number;
  @Column({ type: 'int' }) product_super_attribute_id: number;
  @ManyToOne(() => SuperAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_super_attribute_id' })
  option?: SuperAttribute;
  @Column({ type: 'int', default: 0 }) store_id: number;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  /** Use the attribute's own (store) label instead of `value`. */
  @Column({ type: 'boolean', default: false }) use_default: boolean;
  @Column({ type: 'varchar', length: 255, nullable: true }) value: string | null;
}
