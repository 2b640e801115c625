import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('inventory_source')
export class InventorySource {
  @PrimaryColumn({ type: 'varchar', length: 255 }) source_code: string;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'boolean', default: true }) enabled: boolean;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) country_id: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) postcode: string | null;
}
