import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { AdminUser } from '@mercato/integration';

/**
 * `marketplace_account`: an administrator's developer-marketplace account, made when that
 * administrator registers a first application. `mage_id` is `MAG` + 9 digits.
 */
@Entity('marketplace_account')
export class MarketplaceAccount {
  /** The administrator (admin_user.user_id) the account belongs to. */
  @PrimaryColumn({ type: 'int' }) user_id: number;
  @OneToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AdminUser;
  @Column({ type: 'varchar', length: 12, unique: true }) mage_id: string;
  /** When a session token was last issued for the account. */
  @Column({ type: 'timestamp', nullable: true }) last_logged_in: Date | null;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
