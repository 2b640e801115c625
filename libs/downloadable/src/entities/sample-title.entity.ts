import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Store } from '@mercato/store';
import { DownloadableSample } from './sample.entity';

/** `downloadable_sample_title`: a sample's title per store view (store 0: the default title). */
@Entity('downloadable_sample_title')
@Unique('downloadable_sample_title_sample_store', ['sample_id', 'store_id'])
export class DownloadableSampleTitle {
  @PrimaryGeneratedColumn({ type: 'int' }) title_id: number;
  @Column({ type: 'int' }) sample_id: number;
  @ManyToOne(() => DownloadableSample, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sample_id' })
  sample?: DownloadableSample;
  @Column({ type: 'int', default: 0 }) store_id: number;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  @Column({ type: 'text' }) title: string;
}
