import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '@mercato/store';

/** `cms_block`: a CMS (static) block; title and identifier are required, as in Magento's schema. */
@Entity('cms_block')
@Index('cms_block_identifier', ['identifier'])
export class CmsBlock {
  @PrimaryGeneratedColumn({ type: 'int' }) block_id: number;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'varchar', length: 255 }) identifier: string;
  @Column({ type: 'text', nullable: true }) content: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) creation_time: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) update_time: Date;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
}

/** `cms_block_store`: the store views a block is shown in (store 0: all store views). */
@Entity('cms_block_store')
@Index('cms_block_store_store_id', ['store_id'])
export class CmsBlockStore {
  @PrimaryColumn({ type: 'int' }) block_id: number;
  @PrimaryColumn({ type: 'int' }) store_id: number;
  @ManyToOne(() => CmsBlock, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'block_id' })
  block?: CmsBlock;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
}
