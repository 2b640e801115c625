import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Product } from './product.entity';

/**
 * `catalog_product_entity_tier_price`. `fixed` is stored as value = price, percentage_value NULL;
 * `discount` as value = 0, percentage_value = the percent. all_groups rows have group 0.
 */
@Entity('catalog_product_entity_tier_price')
@Index('tier_price_website_specific', { synchronize: false })
@Unique('tier_price_unique', ['entity_id', 'all_groups', 'customer_group_id', 'qty', 'website_id'])
export class TierPrice {
  @PrimaryGeneratedColumn({ type: 'int' }) value_id: number;
  @Column({ type: 'int' }) entity_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entity_id' })
  product?: Product;
  @Column({ type: 'boolean', default: true }) all_groups: boolean;
  @Column({ type: 'int', default: 0 }) customer_group_id: number;
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 1 }) qty: string;
  @Column({ type: 'numeric', precision: 20, scale: 6, default: 0 }) value: string;
  @Column({ type: 'int', default: 0 }) website_id: number;
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true }) percentage_value: string | null;
}
