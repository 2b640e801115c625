import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '@mercato/store';
import { Product } from '../entities/product.entity';

/**
 * `catalog_product_entity_media_gallery`: one image of a product's gallery; `value` is the file
 * path under media/catalog/product (`/a/b/abc.jpg`). Magento links images to products through
 * a separate value_to_entity table so that one file can be shared; here a row belongs to one
 * product and goes with it.
 */
@Entity('catalog_product_entity_media_gallery')
@Index('catalog_product_entity_media_gallery_entity', ['entity_id'])
@Index('catalog_product_entity_media_gallery_file', ['value'])
export class MediaGalleryEntry {
  @PrimaryGeneratedColumn({ type: 'int' }) value_id: number;
  @Column({ type: 'int' }) entity_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entity_id' })
  product?: Product;
  @Column({ type: 'varchar', length: 255 }) value: string;
  @Column({ type: 'varchar', length: 32, default: 'image' }) media_type: string;
}

/**
 * `catalog_product_entity_media_gallery_value`: an image's label, position and visibility per
 * store (store 0 is the default). A store view's null falls back to the default.
 */
@Entity('catalog_product_entity_media_gallery_value')
export class MediaGalleryValue {
  @PrimaryColumn({ type: 'int' }) value_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => MediaGalleryEntry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'value_id' })
  entry?: MediaGalleryEntry;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  @Column({ type: 'varchar', length: 255, nullable: true }) label: string | null;
  @Column({ type: 'int', nullable: true }) position: number | null;
  @Column({ type: 'boolean', nullable: true }) disabled: boolean | null;
}

export const mediaEntities = [MediaGalleryEntry, MediaGalleryValue];
