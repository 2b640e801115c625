import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Store, Website } from '@mercato/store';

/** `magento_giftwrapping`: a wrapping's price, status and image file name (under media/wrapping). */
@Entity('magento_giftwrapping')
export class GiftWrapping {
  @PrimaryGeneratedColumn({ type: 'int' }) wrapping_id: number;
  /** 1 enabled, 0 disabled. */
  @Column({ type: 'smallint', default: 0 }) status: number;
  @Column({ type: 'numeric', precision: 12, scale: 4 }) base_price: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) image: string | null;
}

/** `magento_giftwrapping_store_attributes`: the design label per store view (store 0: the default). */
@Entity('magento_giftwrapping_store_attributes')
export class GiftWrappingStoreAttributes {
  @PrimaryColumn({ type: 'int' }) wrapping_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @Column({ type: 'varchar', length: 255 }) design: string;
  @ManyToOne(() => GiftWrapping, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'wrapping_id' })
  wrapping?: GiftWrapping;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
}

/** `magento_giftwrapping_website`: the websites a wrapping is offered on. */
@Entity('magento_giftwrapping_website')
export class GiftWrappingWebsite {
  @PrimaryColumn({ type: 'int' }) wrapping_id: number;
  @PrimaryColumn({ type: 'int' }) website_id: number;
  @ManyToOne(() => GiftWrapping, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'wrapping_id' })
  wrapping?: GiftWrapping;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
}
