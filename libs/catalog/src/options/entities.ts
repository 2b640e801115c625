import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../entities/product.entity';

/**
 * Magento's custom option tables. An option (`catalog_product_option`) belongs to a product; its
 * title is per store (store 0 the default, a store view's row overrides it) and so is its price in
 * Magento's schema (only store 0 is written here, see option-writer.ts). Select-type
 * options carry values (`catalog_product_option_type_value`) with their own titles and prices.
 * Every row goes with its product (ON DELETE CASCADE down the chain).
 */
@Entity('catalog_product_option')
@Index('catalog_product_option_product_id', ['product_id'])
export class ProductOption {
  @PrimaryGeneratedColumn({ type: 'int' }) option_id: number;
  @Column({ type: 'int' }) product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'varchar', length: 50 }) type: string;
  @Column({ type: 'boolean', default: true }) is_require: boolean;
  @Column({ type: 'varchar', nullable: true }) sku: string | null;
  @Column({ type: 'int', nullable: true }) max_characters: number | null;
  @Column({ type: 'varchar', nullable: true }) file_extension: string | null;
  @Column({ type: 'int', nullable: true }) image_size_x: number | null;
  @Column({ type: 'int', nullable: true }) image_size_y: number | null;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}

@Entity('catalog_product_option_title')
export class ProductOptionTitle {
  @PrimaryColumn({ type: 'int' }) option_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => ProductOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_id' })
  option?: ProductOption;
  @Column({ type: 'varchar' }) title: string;
}

@Entity('catalog_product_option_price')
export class ProductOptionPrice {
  @PrimaryColumn({ type: 'int' }) option_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => ProductOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_id' })
  option?: ProductOption;
  @Column({ type: 'numeric', precision: 20, scale: 6, default: 0 }) price: string;
  @Column({ type: 'varchar', length: 7, default: 'fixed' }) price_type: string;
}

@Entity('catalog_product_option_type_value')
@Index('catalog_product_option_type_value_option_id', ['option_id'])
export class ProductOptionValue {
  @PrimaryGeneratedColumn({ type: 'int' }) option_type_id: number;
  @Column({ type: 'int' }) option_id: number;
  @ManyToOne(() => ProductOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_id' })
  option?: ProductOption;
  @Column({ type: 'varchar', nullable: true }) sku: string | null;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}

@Entity('catalog_product_option_type_title')
export class ProductOptionValueTitle {
  @PrimaryColumn({ type: 'int' }) option_type_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => ProductOptionValue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_type_id' })
  value?: ProductOptionValue;
  @Column({ type: 'varchar' }) title: string;
}

@Entity('catalog_product_option_type_price')
export class ProductOptionValuePrice {
  @PrimaryColumn({ type: 'int' }) option_type_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => ProductOptionValue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_type_id' })
  value?: ProductOptionValue;
  @Column({ type: 'numeric', precision: 20, scale: 6, default: 0 }) price: string;
  @Column({ type: 'varchar', length: 7, default: 'fixed' }) price_type: string;
}

export const customOptionEntities = [
  ProductOption,
  ProductOptionTitle,
  ProductOptionPrice,
  ProductOptionValue,
  ProductOptionValueTitle,
  ProductOptionValuePrice,
];

/** The tables an option is read from: each announces its writes (product caches hold options). */
export const CUSTOM_OPTION_TABLES = [
  'catalog_product_option',
  'catalog_product_option_title',
  'catalog_product_option_price',
  'catalog_product_option_type_value',
  'catalog_product_option_type_title',
  'catalog_product_option_type_price',
];
