import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Website } from '@mercato/store';
import { DownloadableLink } from './link.entity';

/** `downloadable_link_price`: a link's price per website (website 0: the default price). */
@Entity('downloadable_link_price')
@Unique('downloadable_link_price_link_website', ['link_id', 'website_id'])
export class DownloadableLinkPrice {
  @PrimaryGeneratedColumn({ type: 'int' }) price_id: number;
  @Column({ type: 'int' }) link_id: number;
  @ManyToOne(() => DownloadableLink, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id' })
  link?: DownloadableLink;
  @Column({ type: 'int', default: 0 }) website_id: number;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
  @Column({ type: 'numeric', precision: 20, scale: 6, default: 0 }) price: string;
}
