import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** Failed token requests per (user name, user type): the lockout counter (Magento RequestThrottler). */
@Entity('oauth_token_request_log')
@Unique('oauth_token_request_log_user', ['user_name', 'user_type'])
export class TokenRequestLog {
  @PrimaryGeneratedColumn({ type: 'int' }) log_id: number;
  @Column({ type: 'varchar', length: 255 }) user_name: string;
  @Column({ type: 'smallint' }) user_type: number;
  @Column({ type: 'int', default: 0 }) failures_count: number;
  @Column({ type: 'timestamp' }) lock_expires_at: Date;
}
