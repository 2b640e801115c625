import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('admin_user')
export class AdminUser {
  @PrimaryGeneratedColumn({ type: 'int' }) user_id: number;
  @Column({ type: 'varchar', length: 32, nullable: true }) firstname: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) lastname: string | null;
  @Column({ type: 'varchar', length: 128, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 40, unique: true }) username: string;
  /** scrypt hash with its salt and parameters, see PasswordHasher. */
  @Column({ type: 'varchar', length: 255 }) password: string;
  @Column({ type: 'boolean', default: true }) is_active: boolean;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) modified: Date;
}
