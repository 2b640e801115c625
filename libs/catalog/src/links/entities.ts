import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from '../entities/product.entity';

/**
 * `catalog_product_link`: a related, cross-sell or up-sell link from a product to another.
 * `position` is a column here, where Magento keeps it in catalog_product_link_attribute_int: it
 * is the only attribute of the catalog link types, so a product's links read in one table scan
 * without a join per attribute. Links go with either product (FKs with ON DELETE CASCADE); the
 * index on the linked product keeps that cascade from scanning the table.
 */
@Entity('catalog_product_link')
@Unique('catalog_product_link_unique', ['product_id', 'linked_product_id', 'link_type_id'])
@Index('catalog_product_link_linked_product_id', ['linked_product_id'])
export class ProductLink {
  @PrimaryGeneratedColumn({ type: 'int' }) link_id: number;
  @Column({ type: 'int' }) product_id: number;
  @Column({ type: 'int' }) linked_product_id: number;
  @Column({ type: 'smallint' }) link_type_id: number;
  @Column({ type: 'int', default: 0 }) position: number;
  /** A grouped product's default quantity of the linked product (`associated` links only). */
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) qty: string | null;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'linked_product_id' })
  linkedProduct?: Product;
}

export const productLinkEntities = [ProductLink];
