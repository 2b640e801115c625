import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Store } from '@mercato/store';
import { BundleOption } from './bundle-option.entity';

/** `catalog_product_bundle_option_value`: an option's title per store (store 0 is the default). */
@Entity('catalog_product_bundle_option_value')
@Unique('catalog_product_bundle_option_value_option_store', ['option_id', 'store_id'])
export class BundleOptionValue {
  @PrimaryGeneratedColumn({ type: 'int' }) value_id: number;
  @Column({ type: 'int' }) option_id: number;
  @ManyToOne(() => BundleOption, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_id' })
  option?: BundleOption;
  @Column({ type: 'int' }) store_id: number;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  @Column({ type: 'varchar', length: 255, nullable: true }) title: string | null;
}
