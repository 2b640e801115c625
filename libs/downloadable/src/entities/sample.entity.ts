import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '@mercato/catalog';

/** `downloadable_sample`: a sample of a downloadable product, a URL or a file under `.../files/samples`. */
@Entity('downloadable_sample')
@Index('downloadable_sample_product_sort', ['product_id', 'sort_order'])
export class DownloadableSample {
  @PrimaryGeneratedColumn({ type: 'int' }) sample_id: number;
  @Column({ type: 'int' }) product_id: number;
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
  @Column({ type: 'text', nullable: true }) sample_url: string | null;
  @Column({ type: 'text', nullable: true }) sample_file: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) sample_type: string | null;
  @Column({ type: 'int', default: 0 }) sort_order: number;
}
