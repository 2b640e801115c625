import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Bulk } from './bulk.entity';

/** Operation status codes (spec §2.4a). */
export enum OperationStatus {
  Complete = 1,
  RetriablyFailed = 2,
  NotRetriablyFailed = 3,
  Open = 4,
  Rejected = 5,
}

/**
 * `magento_operation`: one request body of a bulk. Besides Magento's columns it keeps what the
 * consumer needs to run it as the caller asked: the route, the store and how the URL named it.
 */
@Entity('magento_operation')
@Unique('magento_operation_bulk_key', ['bulk_uuid', 'operation_key'])
@Index('magento_operation_bulk_status', ['bulk_uuid', 'status'])
@Index('magento_operation_open', { synchronize: false })
export class Operation {
  @PrimaryGeneratedColumn({ type: 'int' }) id: number;
  @Column({ type: 'varchar', length: 39 }) bulk_uuid: string;
  @ManyToOne(() => Bulk, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bulk_uuid', referencedColumnName: 'uuid' })
  bulk?: Bulk;
  @Column({ type: 'int' }) operation_key: number;
  @Column({ type: 'varchar', length: 255 }) topic_name: string;
  @Column({ type: 'text', nullable: true }) serialized_data: string | null;
  @Column({ type: 'text', nullable: true }) result_serialized_data: string | null;
  /**
   * The secret arguments (fields declared `secret`) sealed with the instance key (AES-256-GCM), kept
   * while `serialized_data` is, which holds `******` in their place: the consumer needs the values,
   * the status routes must never show them.
   */
  @Column({ type: 'text', nullable: true }) sealed_arguments: string | null;
  @Column({ type: 'smallint', default: OperationStatus.Open }) status: number;
  @Column({ type: 'int', nullable: true }) error_code: number | null;
  @Column({ type: 'text', nullable: true }) result_message: string | null;
  @Column({ type: 'timestamp', nullable: true }) started_at: Date | null;
  @Column({ type: 'timestamp', nullable: true }) finished_at: Date | null;
  /** `METHOD /V1/path` of the declared route that accepted it. */
  @Column({ type: 'varchar', length: 255 }) route: string;
  @Column({ type: 'int', default: 0 }) store_id: number;
  /** default | store | all: how the URL named the store. */
  @Column({ type: 'varchar', length: 8, default: 'default' }) scope_kind: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  /** Not run before this time (back-off after a transient failure). */
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) available_at: Date;
  /** Last time it was handed to the queue, for the sweeper. */
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) queued_at: Date;
}
