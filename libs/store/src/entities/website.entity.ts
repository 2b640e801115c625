import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('store_website')
export class Website {
  @PrimaryGeneratedColumn({ type: 'int' }) website_id: number;
  @Column({ type: 'varchar', length: 32, unique: true }) code: string;
  @Column({ type: 'varchar', length: 64 }) name: string;
  @Column({ type: 'int', default: 0 }) sort_order: number;
  @Column({ type: 'int', default: 0 }) default_group_id: number;
  @Column({ type: 'boolean', default: false }) is_default: boolean;
}
