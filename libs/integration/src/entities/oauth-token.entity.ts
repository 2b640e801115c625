import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OauthConsumer } from './oauth-consumer.entity';

/** Where an integration's one token row stands in the handshake. */
export enum OauthTokenType {
  Verifier = 'verifier',
  Request = 'request',
  Access = 'access',
}

/**
 * `oauth_token`: an integration's token chain. As in Magento, a consumer has exactly one row, which
 * moves verifier → request → access; re-authorizing deletes it and starts again.
 */
@Entity('oauth_token')
export class OauthToken {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'int' }) consumer_id: number;
  @OneToOne(() => OauthConsumer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consumer_id' })
  consumer?: OauthConsumer;
  @Column({ type: 'varchar', length: 16 }) type: OauthTokenType;
  @Column({ type: 'varchar', length: 32, unique: true }) token: string;
  /** AES-256-GCM under the instance key (SecretBox): signatures need the plain value. */
  @Column({ type: 'varchar', length: 255 }) secret: string;
  @Column({ type: 'varchar', length: 32 }) verifier: string;
  @Column({ type: 'varchar', length: 255, default: 'oob' }) callback_url: string;
  @Column({ type: 'boolean', default: false }) revoked: boolean;
  @Column({ type: 'boolean', default: false }) authorized: boolean;
  @Column({ type: 'smallint', nullable: true }) user_type: number | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}
