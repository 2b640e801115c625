import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MarketplaceAccount } from './marketplace-account.entity';

/** `marketplace_application`: an application ID and (hashed) secret of one account, for one environment. */
@Entity('marketplace_application')
@Index('marketplace_application_account', ['user_id', 'environment'])
export class MarketplaceApplication {
  /** 10 uppercase alphanumerics, e.g. `AQ17NZ49WC`. */
  @PrimaryColumn({ type: 'varchar', length: 10 }) application_id: string;
  @Column({ type: 'int' }) user_id: number;
  @ManyToOne(() => MarketplaceAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  account?: MarketplaceAccount;
  @Column({ type: 'varchar', length: 255 }) name: string;
  /** `sandbox` or `production`. */
  @Column({ type: 'varchar', length: 16 }) environment: string;
  /** sha256 (hex) of the secret; the secret itself is answered once, on registration. */
  @Column({ type: 'varchar', length: 64 }) secret_hash: string;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
}
