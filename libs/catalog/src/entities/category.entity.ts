import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `catalog_category_entity`; 1 is the root, 2 the default category. */
@Entity('catalog_category_entity')
export class Category {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'int', default: 0 }) parent_id: number;
  @Column({ type: 'varchar', length: 255 }) path: string;
  @Column({ type: 'int', default: 0 }) position: number;
  @Column({ type: 'int', default: 0 }) level: number;
  @Column({ type: 'int', default: 0 }) children_count: number;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
