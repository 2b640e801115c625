import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { InventorySource } from './source.entity';

/** `inventory_source_carrier_link`: shipping carriers a source uses instead of the global configuration. */
@Entity('inventory_source_carrier_link')
export class SourceCarrierLink {
  @PrimaryGeneratedColumn({ type: 'int' }) link_id: number;
  @Index('inventory_source_carrier_link_source')
  @Column({ type: 'varchar', length: 255 }) source_code: string;
  @ManyToOne(() => InventorySource, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_code' })
  source?: InventorySource;
  @Column({ type: 'varchar', length: 255 }) carrier_code: string;
  @Column({ type: 'int', nullable: true }) position: number | null;
}
