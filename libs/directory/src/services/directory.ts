import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

export interface CountryRow {
  country_id: string;
  iso2_code: string;
  iso3_code: string;
}

export interface RegionRow {
  region_id: number;
  country_id: string;
  code: string;
  /** The en_US name (Magento's directory_country_region_name), else the default name. */
  name: string;
  default_name: string;
}

/**
 * Countries and regions as Magento_Directory knows them, for other domains (addresses, tax rates,
 * sources): is a country known, which region is this id or code. The tables change only with a
 * migration, so they are read once per process.
 */
@Injectable()
export class Directory {
  private loaded: Promise<{
    countries: Map<string, CountryRow>;
    regions: Map<number, RegionRow>;
    byCountry: Map<string, RegionRow[]>;
  }> | null = null;

  constructor(private readonly ds: Database) {}

  /** Every country, in code order. */
  async countries(): Promise<CountryRow[]> {
    return [...(await this.data()).countries.values()];
  }

  async country(countryId: string): Promise<CountryRow | undefined> {
    return (await this.data()).countries.get(countryId);
  }

  /**
   * Magento's Country::loadByCode: a two-letter code is looked up as ISO 3166-1 alpha-2, a
   * three-letter one as alpha-3, case-insensitively as MySQL compares.
   */
  async countryByCode(code: string): Promise<CountryRow | undefined> {
    const column = code.length === 2 ? 'iso2_code' : 'iso3_code';
    const wanted = code.toUpperCase();
    return (await this.countries()).find((c) => c[column]?.toUpperCase() === wanted);
  }

  async countryExists(countryId: string): Promise<boolean> {
    return (await this.data()).countries.has(countryId);
  }

  async regionById(regionId: number): Promise<RegionRow | undefined> {
    return (await this.data()).regions.get(regionId);
  }

  /** A country's region by code, compared case-insensitively as Magento's collation does. */
  async regionByCode(countryId: string, code: string): Promise<RegionRow | undefined> {
    const wanted = code.toLowerCase();
    return (await this.regionsOf(countryId)).find((r) => r.code.toLowerCase() === wanted);
  }

  /** A country's regions sorted by name (Magento's region collection order); [] when it has none. */
  async regionsOf(countryId: string): Promise<RegionRow[]> {
    return (await this.data()).byCountry.get(countryId) ?? [];
  }

  /** Every region sorted by name, then default name (the order of Magento's region collection). */
  async allRegions(): Promise<RegionRow[]> {
    return [...(await this.data()).regions.values()].sort(byName);
  }

  /** Countries whose addresses need a region: those Magento ships regions for. */
  async countriesWithRegions(): Promise<string[]> {
    return [...(await this.data()).byCountry.keys()];
  }

  private data() {
    this.loaded ??= this.ds
      .outsideTransaction(async () => {
        const [countries, regions]: [CountryRow[], RegionRow[]] = await Promise.all([
          this.ds.query(`SELECT country_id, iso2_code, iso3_code FROM directory_country ORDER BY country_id`),
          this.ds.query(
            `SELECT r.region_id, r.country_id, r.code, COALESCE(n.name, r.default_name) AS name, r.default_name
           FROM directory_country_region r LEFT JOIN directory_country_region_name n ON n.region_id = r.region_id AND n.locale = 'en_US'
           ORDER BY r.region_id`,
          ),
        ]);
        const byCountry = new Map<string, RegionRow[]>();
        for (const r of [...regions].sort(byName)) {
          const list = byCountry.get(r.country_id) ?? [];
          list.push(r);
          byCountry.set(r.country_id, list);
        }
        return {
          countries: new Map(countries.map((c) => [c.country_id, c])),
          regions: new Map(regions.map((r) => [r.region_id, r])),
          byCountry,
        };
      })
      .catch((e) => {
        this.loaded = null;
        throw e;
      });
    return this.loaded;
  }
}

/** MySQL's utf8 general collation compares accent- and case-insensitively; ICU's base strength does too. */
const collator = new Intl.Collator('en', { sensitivity: 'base' });
function byName(a: RegionRow, b: RegionRow): number {
  return collator.compare(a.name, b.name) || collator.compare(a.default_name, b.default_name) || a.region_id - b.region_id;
}
