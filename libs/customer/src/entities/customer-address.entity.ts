import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CustomerEntity } from './customer.entity';

/**
 * A customer's address (Magento customer_address_entity). `street` keeps the lines joined by a
 * newline, as Magento does. `region_code` is kept beside `region` and `region_id` so an address
 * answers the region it was given.
 */
@Entity('customer_address_entity')
export class CustomerAddressEntity {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('customer_address_entity_parent_id')
  @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => CustomerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  customer?: CustomerEntity;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) created_at: Date;
  @Column({ type: 'timestamp', default: () => 'CURRENT_TIMESTAMP' }) updated_at: Date;
  @Column({ type: 'varchar', length: 255, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) company: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) country_id: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) fax: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) firstname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) lastname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) middlename: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) postcode: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) prefix: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) region: string | null;
  @Column({ type: 'int', nullable: true }) region_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) region_code: string | null;
  @Column({ type: 'text', nullable: true }) street: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) suffix: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) telephone: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) vat_id: string | null;
}
