import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A customer account (Magento customer_entity). `confirmation` holds the e-mail confirmation key
 * while the address is unconfirmed; `rp_token` the sha256 of the current password-reset link token.
 * E-mail addresses are unique per website, compared case-insensitively (index
 * `customer_entity_email_ci` on lower(email), website_id).
 * A trigger announces every change on channel `mercato_auth` as `3:<entity_id>`.
 */
@Entity('customer_entity')
@Unique('customer_entity_email_website_id', ['email', 'website_id'])
@Index('customer_entity_email_ci', { synchronize: false })
export class CustomerEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'smallint', default: 1 }) website_id: number;
  @Column({ type: 'smallint', nullable: true, default: 1 }) store_id: number | null;
  @Column({ type: 'int', default: 1 }) group_id: number;
  @Column({ type: 'varchar', length: 255 }) email: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) firstname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) lastname: string | null;
  /** scrypt hash with its salt and parameters (the platform's PasswordHasher). */
  @Column({ type: 'varchar', length: 255, nullable: true }) password_hash: string | null;
  /** Non-null while the e-mail address is not confirmed. */
  @Column({ type: 'varchar', length: 64, nullable: true }) confirmation: string | null;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
  /** Name of the store view the account was created in. */
  @Column({ type: 'varchar', length: 255, nullable: true }) created_in: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) prefix: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) middlename: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) suffix: string | null;
  @Column({ type: 'date', nullable: true }) dob: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) taxvat: string | null;
  @Column({ type: 'smallint', nullable: true }) gender: number | null;
  /** Address ids (customer_address_entity); cleared when that address is deleted. */
  @Column({ type: 'int', nullable: true }) default_billing: number | null;
  @Column({ type: 'int', nullable: true }) default_shipping: number | null;
  @Column({ type: 'smallint', default: 0 }) disable_auto_group_change: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) rp_token: string | null;
  @Column({ type: 'timestamp', nullable: true }) rp_token_created_at: Date | null;
}
