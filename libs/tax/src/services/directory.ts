import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

export interface RegionRow {
  region_id: number;
  country_id: string;
  code: string | null;
}

/**
 * The countries and regions a tax rate may name, read from Magento_Directory's tables
 * (`directory_country`, `directory_country_region`, seeded with Magento's ids by the directory
 * library).
 */
@Injectable()
export class TaxDirectory {
  constructor(private readonly ds: Database) {}

  /**
   * Magento's Country::loadByCode: a two-letter code is looked up as ISO 3166-1 alpha-2, a
   * three-letter one as alpha-3 (case-insensitively, as MySQL compares); answers the country id.
   */
  async countryId(code: string): Promise<string | null> {
    const column = code.length === 2 ? 'iso2_code' : 'iso3_code';
    const [row] = await this.ds.query(`SELECT country_id FROM directory_country WHERE upper(${column}) = upper($1)`, [code]);
    return row ? row.country_id : null;
  }

  async region(regionId: number): Promise<RegionRow | null> {
    const [row] = await this.ds.query(`SELECT region_id, country_id, code FROM directory_country_region WHERE region_id = $1`, [regionId]);
    return row ?? null;
  }
}
