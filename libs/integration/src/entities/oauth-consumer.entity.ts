import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `oauth_consumer`: an integration's OAuth consumer key and (encrypted) secret. */
@Entity('oauth_consumer')
export class OauthConsumer {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'varchar', length: 32, unique: true }) key: string;
  /** AES-256-GCM under the instance key; the plain secret is needed to verify signatures. */
  @Column({ type: 'varchar', length: 255 }) secret: string;
  @Column({ type: 'text', nullable: true }) callback_url: string | null;
  @Column({ type: 'text', nullable: true }) rejected_callback_url: string | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
