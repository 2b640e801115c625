import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  Database,
  echoCriteria,
  ErrorEntry,
  InputException,
  INVALID_FIELD_VALUE,
  LocalizedException,
  NoSuchEntityException,
  numberArray,
  RequestContext,
  REQUIRED_FIELD,
  runSearch,
  SearchCriteria,
  SearchResults,
  textArray,
} from '@mercato/platform';
import { Directory } from '@mercato/directory';
import { StoreScopes } from '@mercato/store';
import { TaxRateData, TaxRateTitleData } from '../dto/tax-rate.input';
import { TaxRateLookup } from '../calculation/rate-lookup';
import { isUniqueViolation } from './db-errors';
import { isBlank, isNumeric, phpGreaterThan } from './php-values';

interface RateRow {
  tax_calculation_rate_id: number;
  tax_country_id: string;
  tax_region_id: number;
  region_name: string | null;
  tax_postcode: string | null;
  zip_is_range: number | null;
  zip_from: number | null;
  zip_to: number | null;
  rate: string;
  code: string;
  titles: { store_id: string; value: string }[];
}

/** The rate as Magento's TaxRateInterface answers it: nullable fields that are null are left out. */
export interface TaxRateOutput {
  id: number;
  tax_country_id: string;
  tax_region_id: number;
  region_name?: string;
  tax_postcode?: string;
  zip_is_range?: number;
  zip_from?: number;
  zip_to?: number;
  rate: number;
  code: string;
  titles: { store_id: string; value: string }[];
}

const ALREADY_EXISTS = '%1 already exists.';
const IN_RULE = "The tax rate can't be removed because it exists in a tax rule.";

const COLUMNS = `r.tax_calculation_rate_id, r.tax_country_id, r.tax_region_id, region_table.code AS region_name, r.tax_postcode,
  r.zip_is_range, r.zip_from, r.zip_to, r.rate, r.code,
  COALESCE((SELECT json_agg(json_build_object('store_id', t.store_id::text, 'value', t.value) ORDER BY t.tax_calculation_rate_title_id)
            FROM tax_calculation_rate_title t WHERE t.tax_calculation_rate_id = r.tax_calculation_rate_id), '[]'::json) AS titles`;
const FROM = 'tax_calculation_rate r LEFT JOIN directory_country_region region_table ON region_table.region_id = r.tax_region_id';

/**
 * Magento\Tax\Model\Calculation\RateRepository with the rate model's save rules: a range rate
 * stores `from-to` as its postcode, other postcodes are cut to 10 characters, a region of another
 * country becomes "any region" (0), and titles are replaced by those given.
 */
@Injectable()
export class TaxRateRepository {
  constructor(
    private readonly ds: Database,
    private readonly directory: Directory,
    private readonly scopes: StoreScopes,
    private readonly lookup: TaxRateLookup,
  ) {}

  async save(ctx: RequestContext, data: TaxRateData): Promise<TaxRateOutput> {
    if (data.id) await this.get(ctx, data.id);
    const countryId = (await this.validate(data))!;
    const rate = await this.prepare(data, countryId);

    const [clash] = await this.ds.query(
      `SELECT 1 FROM tax_calculation_rate WHERE lower(code) = lower($1) AND tax_calculation_rate_id <> $2`,
      [rate.code, data.id ?? 0],
    );
    if (clash) throw new InputException(ALREADY_EXISTS, ['Code']);

    const id = await this.ds.transaction(async () => {
      try {
        const values = [rate.country, rate.region, rate.postcode, rate.code, rate.rate, rate.zipIsRange, rate.zipFrom, rate.zipTo];
        const [row] = data.id
          ? await this.ds.query(
              `WITH u AS (UPDATE tax_calculation_rate SET tax_country_id = $2, tax_region_id = $3, tax_postcode = $4, code = $5, rate = $6,
                 zip_is_range = $7, zip_from = $8, zip_to = $9
               WHERE tax_calculation_rate_id = $1 RETURNING tax_calculation_rate_id) SELECT tax_calculation_rate_id FROM u`,
              [data.id, ...values],
            )
          : await this.ds.query(
              `INSERT INTO tax_calculation_rate (tax_country_id, tax_region_id, tax_postcode, code, rate, zip_is_range, zip_from, zip_to)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING tax_calculation_rate_id`,
              values,
            );
        await this.replaceTitles(row.tax_calculation_rate_id, data.titles ?? []);
        return row.tax_calculation_rate_id as number;
      } catch (error) {
        if (isUniqueViolation(error)) throw new InputException(ALREADY_EXISTS, ['Code']);
        throw error;
      }
    });
    this.lookup.changed();
    return this.get(ctx, id);
  }

  async get(_ctx: RequestContext, rateId: number): Promise<TaxRateOutput> {
    const [row]: RateRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.tax_calculation_rate_id = $1`, [rateId]);
    if (!row) throw NoSuchEntityException.singleField('taxRateId', rateId);
    return present(row);
  }

  async deleteById(ctx: RequestContext, rateId: number): Promise<boolean> {
    await this.get(ctx, rateId);
    const deleted = await this.ds.query(
      `WITH d AS (DELETE FROM tax_calculation_rate WHERE tax_calculation_rate_id = $1
         AND NOT EXISTS (SELECT 1 FROM tax_calculation WHERE tax_calculation_rate_id = $1) RETURNING 1) SELECT * FROM d`,
      [rateId],
    );
    if (!deleted.length) throw new CouldNotDeleteException(IN_RULE);
    this.lookup.changed();
    return true;
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<TaxRateOutput>> {
    const { rows, total } = await runSearch<RateRow>(this.ds, criteria, {
      select: COLUMNS,
      from: FROM,
      fields: {
        id: { sql: 'r.tax_calculation_rate_id', type: 'int' },
        tax_calculation_rate_id: { sql: 'r.tax_calculation_rate_id', type: 'int' },
        tax_country_id: { sql: 'r.tax_country_id', type: 'text' },
        tax_region_id: { sql: 'r.tax_region_id', type: 'int' },
        region_name: { sql: 'region_table.code', type: 'text' },
        tax_postcode: { sql: 'r.tax_postcode', type: 'text' },
        code: { sql: 'r.code', type: 'text' },
        rate: { sql: 'r.rate', type: 'numeric' },
        zip_is_range: { sql: 'r.zip_is_range', type: 'int' },
        zip_from: { sql: 'r.zip_from', type: 'int' },
        zip_to: { sql: 'r.zip_to', type: 'int' },
      },
      defaultOrder: 'r.tax_calculation_rate_id ASC',
    });
    return { items: rows.map(present), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /**
   * RateRepository::validate: every input problem in one answer. Answers the country id the code
   * names (a code that is neither 2 nor 3 characters long stops at once, as the directory's
   * loadByCode throws).
   */
  private async validate(data: TaxRateData): Promise<string | null> {
    const errors: ErrorEntry[] = [];
    const required = (fieldName: string) => errors.push({ message: REQUIRED_FIELD, parameters: { fieldName } });
    const invalid = (fieldName: string, value: unknown) => errors.push({ message: INVALID_FIELD_VALUE, parameters: { fieldName, value } });

    let countryId: string | null = null;
    const countryCode = data.tax_country_id;
    if (isBlank(countryCode)) required('country_id');
    else {
      if (countryCode!.length !== 2 && countryCode!.length !== 3) {
        throw new LocalizedException('Please correct the country code: %1.', [countryCode]);
      }
      countryId = (await this.directory.countryByCode(countryCode!))?.country_id ?? null;
      if (!countryId) invalid('country_id', countryCode);
    }

    const regionId = data.tax_region_id;
    if (regionId && !(await this.directory.regionById(regionId))) invalid('region_id', regionId);

    if (!isNumeric(data.rate) || data.rate! < 0) required('percentage_rate');
    if (data.code === null || data.code === undefined || isBlank(data.code)) required('code');

    if (data.zip_is_range) {
      for (const key of ['zip_from', 'zip_to'] as const) {
        const value = data[key];
        if (!isNumeric(value) || value! < 0) invalid(key, value ?? null);
      }
      if (phpGreaterThan(data.zip_from, data.zip_to))
        errors.push({ message: 'Range To should be equal or greater than Range From.', parameters: [] });
    } else if (data.tax_postcode === null || data.tax_postcode === undefined || isBlank(data.tax_postcode)) {
      required('postcode');
    }
    if (errors.length) throw InputException.fromEntries(errors);
    return countryId;
  }

  /** The rate model's beforeSave: the row to write. */
  private async prepare(data: TaxRateData, country: string) {
    let postcode: string | null;
    let zipIsRange: number | null = null;
    let zipFrom: number | null = null;
    let zipTo: number | null = null;
    if (data.zip_is_range) {
      const tooLong = (v: number | null | undefined) => !!v && String(v).length > 9;
      if (tooLong(data.zip_from) || tooLong(data.zip_to)) {
        throw new LocalizedException('The ZIP Code length is invalid. Verify that the length is nine characters or fewer and try again.');
      }
      zipIsRange = data.zip_is_range;
      zipFrom = data.zip_from!;
      zipTo = data.zip_to!;
      postcode = `${zipFrom}-${zipTo}`;
    } else {
      postcode = data.tax_postcode!.slice(0, 10);
    }
    // A region of another country (or none) means any region of the rate's country.
    const region = data.tax_region_id ? await this.directory.regionById(data.tax_region_id) : null;
    return {
      country,
      region: region && region.country_id === country ? region.region_id : 0,
      postcode,
      code: data.code!,
      rate: data.rate!,
      zipIsRange,
      zipFrom,
      zipTo,
    };
  }

  /**
   * The rate's titles become those given (none given: none kept). Keys are store ids as PHP reads
   * them, a later title of the same store wins, empty titles are dropped; an unknown store is refused.
   */
  private async replaceTitles(rateId: number, titles: TaxRateTitleData[]): Promise<void> {
    const byStore = new Map<number, string>();
    for (const t of titles) byStore.set(phpInt(t.store_id), t.value ?? '');
    for (const [store, value] of byStore) if (value === '') byStore.delete(store);
    const stores = numberArray([...byStore.keys()]);
    if (byStore.size) {
      const known = await this.scopes.views([...byStore.keys()]);
      const unknown = [...byStore.keys()].find((id) => !known.has(id));
      if (unknown !== undefined) throw InputException.invalidFieldValue('store_id', String(unknown));
    }
    await this.ds.query(`DELETE FROM tax_calculation_rate_title WHERE tax_calculation_rate_id = $1`, [rateId]);
    if (!byStore.size) return;
    await this.ds.query(
      `INSERT INTO tax_calculation_rate_title (tax_calculation_rate_id, store_id, value)
       SELECT $1, store_id, value FROM unnest($2::int[], $3::text[]) AS t(store_id, value)`,
      [rateId, stores, textArray([...byStore.values()])],
    );
  }
}

/** PHP's `(int)` of a numeric-string array key: leading digits, else 0. */
function phpInt(value: string | null | undefined): number {
  const m = /^\s*([+-]?\d+)/.exec(value ?? '');
  return m ? Number(m[1]) : 0;
}

function present(row: RateRow): TaxRateOutput {
  return {
    id: row.tax_calculation_rate_id,
    tax_country_id: row.tax_country_id,
    tax_region_id: row.tax_region_id,
    ...(row.region_name !== null && { region_name: row.region_name }),
    ...(row.tax_postcode !== null && { tax_postcode: row.tax_postcode }),
    ...(row.zip_is_range !== null && { zip_is_range: row.zip_is_range }),
    ...(row.zip_from !== null && { zip_from: row.zip_from }),
    ...(row.zip_to !== null && { zip_to: row.zip_to }),
    rate: Number(row.rate),
    code: row.code,
    titles: row.titles,
  };
}
