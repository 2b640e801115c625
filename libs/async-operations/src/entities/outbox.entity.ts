import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Operations accepted but not yet confirmed by RabbitMQ. Written in the accepting transaction;
 * the relay publishes them with publisher confirms and deletes them, so nothing accepted is lost
 * whatever fails in between.
 */
@Entity('queue_outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'int' }) operation_id: number;
  @Column({ type: 'varchar', length: 255 }) topic: string;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}
