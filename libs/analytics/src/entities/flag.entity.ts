import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * Magento's `flag` table: small named state documents kept by modules (FlagManager), here the
 * analytics export's file info (`analytics_file_info`). One row per code, so codes are unique
 * (Magento leaves that to its FlagManager; a constraint lets a save be one upsert).
 */
@Entity('flag')
@Unique('flag_flag_code', ['flag_code'])
@Index('flag_last_update', ['last_update'])
export class Flag {
  @PrimaryGeneratedColumn({ type: 'int' }) flag_id: number;
  @Column({ type: 'varchar', length: 255 }) flag_code: string;
  @Column({ type: 'smallint', default: 0 }) state: number;
  /** JSON, as Magento serialises flag data. */
  @Column({ type: 'text', nullable: true }) flag_data: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) last_update: Date;
}
