import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { EavAttribute } from '@mercato/eav';
import { Product } from '@mercato/catalog';

/**
 * `catalog_product_super_attribute`: a configurable option, i.e. one attribute a configurable
 * product varies by. Its values are not stored: as in Magento they are the values its children
 * carry for the attribute.
 */
@Entity('catalog_product_super_attribute')
@Unique('catalog_product_super_attribute_product_attribute', ['product_id', 'attribute_id'])
@Index('catalog_product_super_attribute_attribute_id', ['attribute_id'])
export class SuperAttribute {
  @PrimaryGeneratedColumn({ type: 'int' }) product_super_attribute_id: number;
  @Column({ type: 'int' }) product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'int' }) attribute_id: number;
  // An option goes with its attribute (Magento refuses to delete an attribute in use instead).
  @ManyToOne(() => EavAttribute, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute?: EavAttribute;
  @Column({ type: 'int', default: 0 }) position: number;
}
