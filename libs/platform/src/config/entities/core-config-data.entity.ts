import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** Magento's scoped configuration values (`core_config_data`). */
@Entity('core_config_data')
@Unique('core_config_data_scope_path', ['scope', 'scope_id', 'path'])
export class CoreConfigData {
  @PrimaryGeneratedColumn({ type: 'int' }) config_id: number;
  @Column({ type: 'varchar', length: 8, default: 'default' }) scope: string;
  @Column({ type: 'int', default: 0 }) scope_id: number;
  @Column({ type: 'varchar', length: 255 }) path: string;
  @Column({ type: 'text', nullable: true }) value: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
