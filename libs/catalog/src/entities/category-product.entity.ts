import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Category } from './category.entity';
import { Product } from './product.entity';

@Entity('catalog_category_product')
@Index('catalog_category_product_product', ['product_id'])
export class CategoryProduct {
  @PrimaryColumn({ type: 'int' }) category_id: number;
  @PrimaryColumn({ type: 'int' }) product_id: number;
  @Column({ type: 'int', default: 0 }) position: number;
  @ManyToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Category;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
}
