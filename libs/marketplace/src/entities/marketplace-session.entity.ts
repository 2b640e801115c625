import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MarketplaceAccount } from './marketplace-account.entity';

/** `marketplace_session`: issued session tokens (`ust`), by sha256; many may be live at once. */
@Entity('marketplace_session')
@Index('marketplace_session_account_expiry', ['user_id', 'expires_at'])
export class MarketplaceSession {
  /** sha256 (hex) of the `ust`. */
  @PrimaryColumn({ type: 'varchar', length: 64 }) token_hash: string;
  @Column({ type: 'int' }) user_id: number;
  @ManyToOne(() => MarketplaceAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  account?: MarketplaceAccount;
  /**
   * The application that asked for the token. No foreign key on purpose: deleting an application
   * leaves its tokens working until they expire, as Adobe documents.
   */
  @Column({ type: 'varchar', length: 10 }) application_id: string;
  /** The environment the token was issued in; it is honoured only there. */
  @Column({ type: 'varchar', length: 16 }) environment: string;
  @Column({ type: 'timestamp' }) expires_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}
