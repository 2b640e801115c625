import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Store } from '@mercato/store';
import { DownloadableLink } from './link.entity';

/** `downloadable_link_title`: a link's title per store view (store 0: the default title). */
@Entity('downloadable_link_title')
@Unique('downloadable_link_title_link_store', ['link_id', 'store_id'])
export class DownloadableLinkTitle {
  @PrimaryGeneratedColumn({ type: 'int' }) title_id: number;
  @Column({ type: 'int' }) link_id: number;
  @ManyToOne(() => DownloadableLink, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id' })
  link?: DownloadableLink;
  @Column({ type: 'int', default: 0 }) store_id: number;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  @Column({ type: 'text' }) title: string;
}
