import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from '@mercato/catalog';
import { BundleOption } from './bundle-option.entity';

/**
 * `catalog_product_bundle_selection`: a child product offered by a bundle option (Magento's
 * "selection", LinkInterface on the web API), with its quantity and, for fixed-price bundles, its
 * price. Deleting the bundle, the option or the child product deletes the selection. A child is
 * offered once per option; the check is deferred to commit so a save may swap children between
 * two selections of one option.
 */
@Entity('catalog_product_bundle_selection')
@Unique('catalog_product_bundle_selection_option_product', ['option_id', 'product_id'], { deferrable: 'INITIALLY DEFERRED' })
@Index('catalog_product_bundle_selection_parent', ['parent_product_id'])
@Index('catalog_product_bundle_selection_product', ['product_id'])
export class BundleSelection {
  @PrimaryGeneratedColumn({ type: 'int' }) selection_id: number;
  @Column({ type: 'int' }) option_id: number;
  @ManyToOne(() => BundleOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_id' })
  option?: BundleOption;
  @Column({ type: 'int' }) parent_product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_product_id' })
  parent?: Product;
  @Column({ type: 'int' }) product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'int', default: 0 }) position: number;
  @Column({ type: 'boolean', default: false }) is_default: boolean;
  /** 0 fixed amount, 1 percent of the bundle price (LinkInterface PRICE_TYPE_*). */
  @Column({ type: 'smallint', default: 0 }) selection_price_type: number;
  @Column({ type: 'numeric', precision: 20, scale: 6, default: 0 }) selection_price_value: string;
  @Column({ type: 'numeric', precision: 12, scale: 4, nullable: true }) selection_qty: string | null;
  @Column({ type: 'smallint', default: 0 }) selection_can_change_qty: number;
}
