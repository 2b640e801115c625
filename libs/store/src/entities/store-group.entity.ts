import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Website } from './website.entity';

@Entity('store_group')
export class StoreGroup {
  @PrimaryGeneratedColumn({ type: 'int' }) group_id: number;
  @Column({ type: 'int' }) website_id: number;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
  @Column({ type: 'varchar', length: 32, unique: true }) code: string;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'int', default: 0 }) root_category_id: number;
  @Column({ type: 'int', default: 0 }) default_store_id: number;
}
