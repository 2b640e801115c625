import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '@mercato/catalog';

/**
 * `downloadable_link`: one link of a downloadable product, a URL or a file (a path relative to
 * `<DATA_DIR>/downloadable/files/links`), with an optional sample of its own (URL or a file under
 * `.../link_samples`). Its title and price have their own scoped tables.
 */
@Entity('downloadable_link')
@Index('downloadable_link_product_sort', ['product_id', 'sort_order'])
export class DownloadableLink {
  @PrimaryGeneratedColumn({ type: 'int' }) link_id: number;
  @Column({ type: 'int' }) product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  /** 0 is unlimited. */
  @Column({ type: 'int', nullable: true }) number_of_downloads: number | null;
  /** 0 no, 1 yes, 2 use the configured default. */
  @Column({ type: 'smallint', default: 0 }) is_shareable: number;
  @Column({ type: 'text', nullable: true }) link_url: string | null;
  @Column({ type: 'text', nullable: true }) link_file: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) link_type: string | null;
  @Column({ type: 'text', nullable: true }) sample_url: string | null;
  @Column({ type: 'text', nullable: true }) sample_file: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) sample_type: string | null;
}
