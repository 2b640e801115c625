import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AdminUser } from '@mercato/integration';

/**
 * `admin_ui_session`: a signed-in administrator's session of the admin pages under /admin. The
 * browser holds only a random id; the row is found by its sha256, so a database dump yields no
 * usable cookie, and the admin token it stands for is kept sealed (SecretBox).
 */
@Entity('admin_ui_session')
export class AdminUiSession {
  /** sha256 (hex) of the cookie value. */
  @PrimaryColumn({ type: 'varchar', length: 64 }) session_hash: string;
  @Column({ type: 'int' }) user_id: number;
  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AdminUser;
  /** The admin token issued at sign-in (AdminTokenService), sealed; each request resolves it again. */
  @Column({ type: 'text' }) sealed_token: string;
  /** Synchronizer token every POST must carry (Magento's `form_key`). */
  @Column({ type: 'varchar', length: 64 }) form_key: string;
  /** Messages for the next page shown (Magento's message manager). */
  @Column({ type: 'jsonb', nullable: true }) flash: unknown;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  /** Idle expiry counts from here (`admin/security/session_lifetime`). */
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) last_seen_at: Date;
  /** When the admin token expires: the session cannot outlive it. */
  @Column({ type: 'timestamp' }) expires_at: Date;
}
