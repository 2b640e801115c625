import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OauthConsumer } from './oauth-consumer.entity';

/** Integration status: 0 inactive, 1 active, 2 reset (needs re-activation). */
export enum IntegrationStatus {
  Inactive = 0,
  Active = 1,
  Recreated = 2,
}

/** `integration`: a third-party application and what it may access. */
@Entity('integration')
export class Integration {
  @PrimaryGeneratedColumn({ type: 'int' }) integration_id: number;
  @Column({ type: 'varchar', length: 255, unique: true }) name: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) email: string | null;
  /** The callback URL that receives the credentials on activation. */
  @Column({ type: 'varchar', length: 255, nullable: true }) endpoint: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) identity_link_url: string | null;
  @Column({ type: 'smallint', default: IntegrationStatus.Inactive }) status: number;
  @Column({ type: 'int' }) consumer_id: number;
  @OneToOne(() => OauthConsumer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consumer_id' })
  consumer?: OauthConsumer;
  /** 0 created by an administrator, 1 from configuration. */
  @Column({ type: 'smallint', default: 0 }) setup_type: number;
  @Column({ type: 'boolean', default: false }) all_resources: boolean;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) resources: string[];
  /** PEM public key: lets the integration sign calls with RSA-SHA1 (OAuth 1.0a §3.4.3). */
  @Column({ type: 'text', nullable: true }) public_key: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
