import { Column, Entity, PrimaryColumn } from 'typeorm';

/** `inventory_source`: a physical place stock is kept (Magento InventoryApi SourceInterface). */
@Entity('inventory_source')
export class InventorySource {
  @PrimaryColumn({ type: 'varchar', length: 255 }) source_code: string;
  @Column({ type: 'varchar', length: 255, unique: true }) name: string;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'numeric', precision: 8, scale: 6, nullable: true }) latitude: string | null;
  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true }) longitude: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) country_id: string | null;
  @Column({ type: 'int', nullable: true }) region_id: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) region: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) city: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) street: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) postcode: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) contact_name: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) fax: string | null;
  @Column({ type: 'boolean', default: true }) use_default_carrier_config: boolean;
}
