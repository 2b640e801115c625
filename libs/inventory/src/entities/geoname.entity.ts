import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * `inventory_geoname`: postcode/city → latitude/longitude, loaded by the geocoding import command,
 * so distance-based source selection needs no outside service (Magento's "offline" provider).
 */
@Entity('inventory_geoname')
@Index('inventory_geoname_country_postcode', ['country_code', 'postcode'])
@Index('inventory_geoname_country_city', ['country_code', 'city'])
export class Geoname {
  @PrimaryGeneratedColumn({ type: 'int' }) entity_id: number;
  @Column({ type: 'varchar', length: 2 }) country_code: string;
  @Column({ type: 'varchar', length: 20 }) postcode: string;
  @Column({ type: 'varchar', length: 180 }) city: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) region: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) province: string | null;
  @Column({ type: 'numeric', precision: 10, scale: 4 }) latitude: string;
  @Column({ type: 'numeric', precision: 10, scale: 4 }) longitude: string;
}
