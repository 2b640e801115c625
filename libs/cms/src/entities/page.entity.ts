import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '@mercato/store';

/** `cms_page`: a CMS page (Magento_Cms), columns as Magento's db_schema declares them. */
@Entity('cms_page')
@Index('cms_page_identifier', ['identifier'])
export class CmsPage {
  @PrimaryGeneratedColumn({ type: 'int' }) page_id: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) title: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) page_layout: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) meta_title: string | null;
  @Column({ type: 'text', nullable: true }) meta_keywords: string | null;
  @Column({ type: 'text', nullable: true }) meta_description: string | null;
  /** The URL key, unique per store view among pages (Magento enforces it through URL rewrites). */
  @Column({ type: 'varchar', length: 100, nullable: true }) identifier: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) content_heading: string | null;
  @Column({ type: 'text', nullable: true }) content: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) creation_time: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) update_time: Date;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'smallint', default: 0 }) sort_order: number;
  @Column({ type: 'text', nullable: true }) layout_update_xml: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) custom_theme: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) custom_root_template: string | null;
  @Column({ type: 'text', nullable: true }) custom_layout_update_xml: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) layout_update_selected: string | null;
  @Column({ type: 'date', nullable: true }) custom_theme_from: string | null;
  @Column({ type: 'date', nullable: true }) custom_theme_to: string | null;
}

/** `cms_page_store`: the store views a page is shown in (store 0: all store views). */
@Entity('cms_page_store')
@Index('cms_page_store_store_id', ['store_id'])
export class CmsPageStore {
  @PrimaryColumn({ type: 'int' }) page_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => CmsPage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'page_id' })
  page?: CmsPage;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
}
