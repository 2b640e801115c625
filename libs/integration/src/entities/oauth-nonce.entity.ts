import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OauthConsumer } from './oauth-consumer.entity';

/**
 * `oauth_nonce`: nonces already used, per consumer, kept for the timestamp window so a replay is
 * refused. Unlike Magento (varchar 32, silently truncated), the whole nonce is stored.
 */
@Entity('oauth_nonce')
export class OauthNonce {
  @PrimaryColumn({ type: 'text' }) nonce: string;
  @PrimaryColumn({ type: 'int' }) consumer_id: number;
  @ManyToOne(() => OauthConsumer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'consumer_id' })
  consumer?: OauthConsumer;
  @Index('oauth_nonce_timestamp')
  @Column({ type: 'bigint' }) timestamp: string;
}
