import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('customer_group')
@Index('customer_group_code_ci', { synchronize: false })
export class CustomerGroup {
  @PrimaryGeneratedColumn({ type: 'int' }) customer_group_id: number;
  @Column({ type: 'varchar', length: 32 }) customer_group_code: string;
  @Column({ type: 'int', default: 3 }) tax_class_id: number;
}
