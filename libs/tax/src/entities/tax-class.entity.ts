import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer or product tax class. Names are unique per type, ignoring case (MySQL collation). */
@Entity('tax_class')
@Index('tax_class_type_name_ci', { synchronize: false })
export class TaxClass {
  @PrimaryGeneratedColumn({ type: 'int' }) class_id: number;
  @Column({ type: 'varchar', length: 255 }) class_name: string;
  /** CUSTOMER or PRODUCT */
  @Column({ type: 'varchar', length: 8, default: 'CUSTOMER' }) class_type: string;
}
