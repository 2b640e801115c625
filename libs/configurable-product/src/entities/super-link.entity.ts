import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from '@mercato/catalog';

/** `catalog_product_super_link`: a child (simple or virtual variation) of a configurable product. */
@Entity('catalog_product_super_link')
@Unique('catalog_product_super_link_parent_product', ['parent_id', 'product_id'])
@Index('catalog_product_super_link_product_id', ['product_id'])
export class SuperLink {
  @PrimaryGeneratedColumn({ type: 'int' }) link_id: number;
  @Column({ type: 'int' }) product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  child?: Product;
  @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  parent?: Product;
}
