import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SalesOrder } from './order.entity';

/**
 * `sales_order_address`: the order's billing and shipping addresses, copied from the cart (street
 * lines newline-joined as in Magento). Magento keeps no region_code column but answers one; it is
 * stored here so the answer does not depend on the directory at read time.
 */
@Entity('sales_order_address')
export class SalesOrderAddress {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Index('sales_order_address_parent_id') @Column({ type: 'int' }) parent_id: number;
  @ManyToOne(() => SalesOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  order?: SalesOrder;
  @Column({ type: 'varchar', length: 255 }) address_type: string;
  @Column({ type: 'int', nullable: true }) customer_address_id: number | null;
  @Column({ type: 'int', nullable: true }) quote_address_id: number | null;
  @Column({ type: 'int', nullable: true }) region_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) region: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) region_code: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) postcode: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) lastname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) firstname: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) middlename: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) prefix: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) suffix: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) street: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) telephone: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) fax: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) country_id: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) company: string | null;
  @Column({ type: 'text', nullable: true }) vat_id: string | null;
}
