import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A country Magento knows (directory_country); names come from CLDR, not from the table. */
@Entity('directory_country')
export class DirectoryCountry {
  @PrimaryColumn({ type: 'varchar', length: 2 }) country_id: string;
  @Column({ type: 'varchar', length: 2, nullable: true }) iso2_code: string | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) iso3_code: string | null;
}

/** A state, province or other subdivision (directory_country_region); ids are Magento's. */
@Entity('directory_country_region')
@Index('directory_country_region_country_id', ['country_id'])
export class DirectoryCountryRegion {
  @PrimaryGeneratedColumn({ type: 'int' }) region_id: number;
  @Column({ type: 'varchar', length: 4, default: '0' }) country_id: string;
  @Column({ type: 'varchar', length: 32, nullable: true }) code: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) default_name: string | null;
}

/** A region's name in one locale (directory_country_region_name). */
@Entity('directory_country_region_name')
export class DirectoryCountryRegionName {
  @PrimaryColumn({ type: 'varchar', length: 16 }) locale: string;
  @PrimaryColumn({ type: 'int' }) region_id: number;
  @Column({ type: 'varchar', length: 255, nullable: true }) name: string | null;
}

/** Exchange rates between currencies (directory_currency_rate). */
@Entity('directory_currency_rate')
export class DirectoryCurrencyRate {
  @PrimaryColumn({ type: 'varchar', length: 3 }) currency_from: string;
  @PrimaryColumn({ type: 'varchar', length: 3 }) currency_to: string;
  @Column({ type: 'numeric', precision: 24, scale: 12, default: 0 }) rate: string;
}
