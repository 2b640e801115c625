import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `magento_bulk`: one accepted async or bulk request. */
@Entity('magento_bulk')
@Index('magento_bulk_idempotency', { synchronize: false })
export class Bulk {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'varchar', length: 39, unique: true }) uuid: string;
  @Column({ type: 'int', nullable: true }) user_id: number | null;
  @Column({ type: 'int', nullable: true }) user_type: number | null;
  @Column({ type: 'varchar', length: 255 }) description: string;
  @Column({ type: 'int', default: 0 }) operation_count: number;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) start_time: Date;
  /** The client's Idempotency-Key and the hash of what it sent with it. */
  @Column({ type: 'varchar', length: 255, nullable: true }) idempotency_key: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) request_hash: string | null;
}
