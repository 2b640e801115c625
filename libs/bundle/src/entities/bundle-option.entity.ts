import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '@mercato/catalog';

/** `catalog_product_bundle_option`: one option (a choice the buyer makes) of a bundle product. */
@Entity('catalog_product_bundle_option')
@Index('catalog_product_bundle_option_parent', ['parent_id'])
export class BundleOption {
  @PrimaryGeneratedColumn({ type: 'int' }) option_id: number;
  @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  parent?: Product;
  @Column({ type: 'boolean', default: false }) required: boolean;
  @Column({ type: 'int', default: 0 }) position: number;
  /** select, radio, checkbox or multi (Magento stores whatever non-empty type it is given). */
  @Column({ type: 'varchar', length: 255, nullable: true }) type: string | null;
}
