import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('tax_class')
export class TaxClass {
  @PrimaryGeneratedColumn({ type: 'int' }) class_id: number;
  @Column({ type: 'varchar', length: 255 }) class_name: string;
  /** CUSTOMER or PRODUCT */
  @Column({ type: 'varchar', length: 8, default: 'CUSTOMER' }) class_type: string;
}
