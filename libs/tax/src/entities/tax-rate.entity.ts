import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '@mercato/store';

/**
 * A tax rate: a percentage for a country, a region (0 = any) and a postcode — `*`, a pattern
 * ending in `*`, an exact code, or a numeric range (`zip_is_range`, then `tax_postcode` is
 * `from-to`). Codes are unique ignoring case.
 */
@Entity('tax_calculation_rate')
@Index('tax_calculation_rate_code_ci', { synchronize: false })
@Index('tax_calculation_rate_country_region_postcode', ['tax_country_id', 'tax_region_id', 'tax_postcode'])
export class TaxRate {
  @PrimaryGeneratedColumn({ type: 'int' }) tax_calculation_rate_id: number;
  @Column({ type: 'varchar', length: 2 }) tax_country_id: string;
  @Column({ type: 'int', default: 0 }) tax_region_id: number;
  @Column({ type: 'varchar', length: 21, nullable: true }) tax_postcode: string | null;
  @Column({ type: 'varchar', length: 255 }) code: string;
  @Column({ type: 'numeric', precision: 12, scale: 4 }) rate: string;
  @Column({ type: 'smallint', nullable: true }) zip_is_range: number | null;
  @Column({ type: 'int', nullable: true }) zip_from: number | null;
  @Column({ type: 'int', nullable: true }) zip_to: number | null;
}

/** A rate's title on one store view (shown in totals instead of the code). */
@Entity('tax_calculation_rate_title')
@Index('tax_calculation_rate_title_rate_store', ['tax_calculation_rate_id', 'store_id'])
export class TaxRateTitle {
  @PrimaryGeneratedColumn({ type: 'int' }) tax_calculation_rate_title_id: number;
  @Column({ type: 'int' }) tax_calculation_rate_id: number;
  @ManyToOne(() => TaxRate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tax_calculation_rate_id' })
  rate?: TaxRate;
  @Column({ type: 'int' }) store_id: number;
  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;
  @Column({ type: 'varchar', length: 255 }) value: string;
}
