import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Product } from './product.entity';

@Entity('catalog_product_website')
export class ProductWebsite {
  @PrimaryColumn({ type: 'int' }) product_id: number;
  @PrimaryColumn({ type: 'int' }) website_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
}
