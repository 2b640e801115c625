import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A customer account (Magento customer_entity), minimal for now: what sign-in and bearer tokens
 * need. `confirmation` holds the e-mail confirmation key while the address is unconfirmed.
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
  /** scrypt hash with its salt and parameters (the integration module's PasswordHasher). */
  @Column({ type: 'varchar', length: 255, nullable: true }) password_hash: string | null;
  /** Non-null while the e-mail address is not confirmed. */
  @Column({ type: 'varchar', length: 64, nullable: true }) confirmation: string | null;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
}
