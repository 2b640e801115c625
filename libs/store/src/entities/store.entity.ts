import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoreGroup } from './store-group.entity';
import { Website } from './website.entity';

/** A store view (Magento `store`). Store 0 is the admin store. */
@Entity('store')
export class Store {
  @PrimaryGeneratedColumn({ type: 'int' }) store_id: number;
  @Column({ type: 'varchar', length: 32, unique: true }) code: string;
  @Column({ type: 'int' }) website_id: number;
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website?: Website;
  @Column({ type: 'int' }) group_id: number;
  @ManyToOne(() => StoreGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: StoreGroup;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
}
