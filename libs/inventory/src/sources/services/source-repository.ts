import { Injectable } from '@nestjs/common';
import {
  CouldNotSaveException,
  Database,
  echoCriteria,
  ErrorEntry,
  NoSuchEntityException,
  numberArray,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
  textArray,
  toNumber,
} from '@mercato/platform';
import { SourceInput } from '../dto/sources.input';
import { KNOWN_CARRIER_CODES } from './carriers';
import { DEFAULT_SOURCE_CODE } from './defaults';
import { assertValid, hasKey, noSpecialCharsInString, notAnEmptyString, noWhitespaceInString } from './validation';

/** A source as Magento answers it (SourceInterface getters; null fields left out). */
export type SourceOutput = Record<string, unknown>;

export interface SourceRow {
  source_code: string;
  name: string;
  email: string | null;
  contact_name: string | null;
  enabled: boolean;
  description: string | null;
  latitude: string | null;
  longitude: string | null;
  country_id: string | null;
  region_id: number | null;
  region: string | null;
  city: string | null;
  street: string | null;
  postcode: string | null;
  phone: string | null;
  fax: string | null;
  use_default_carrier_config: boolean;
  carrier_links: { carrier_code: string; position?: number }[];
}

/** Writable columns of inventory_source besides the code, in SourceInterface order, with their SQL types. */
const COLUMNS: [keyof SourceInput & keyof SourceRow, string][] = [
  ['name', 'text'],
  ['email', 'text'],
  ['contact_name', 'text'],
  ['enabled', 'boolean'],
  ['description', 'text'],
  ['latitude', 'numeric'],
  ['longitude', 'numeric'],
  ['country_id', 'text'],
  ['region_id', 'int'],
  ['region', 'text'],
  ['city', 'text'],
  ['street', 'text'],
  ['postcode', 'text'],
  ['phone', 'text'],
  ['fax', 'text'],
  ['use_default_carrier_config', 'boolean'],
];
/** NOT NULL columns: a null given for them is not written (Magento's _prepareDataForTable). */
const NOT_NULL = new Set<string>(['name', 'enabled', 'use_default_carrier_config']);

export const SOURCE_SELECT = `s.source_code, s.name, s.email, s.contact_name, s.enabled, s.description, s.latitude, s.longitude,
  s.country_id, s.region_id, s.region, s.city, s.street, s.postcode, s.phone, s.fax, s.use_default_carrier_config,
  COALESCE((SELECT json_agg(json_strip_nulls(json_build_object('carrier_code', c.carrier_code, 'position', c.position)) ORDER BY c.link_id)
            FROM inventory_source_carrier_link c WHERE c.source_code = s.source_code), '[]'::json) AS carrier_links`;

const SEARCH_FIELDS = {
  source_code: { sql: 's.source_code', type: 'text' },
  name: { sql: 's.name', type: 'text' },
  email: { sql: 's.email', type: 'text' },
  contact_name: { sql: 's.contact_name', type: 'text' },
  enabled: { sql: 's.enabled', type: 'bool' },
  description: { sql: 's.description', type: 'text' },
  latitude: { sql: 's.latitude', type: 'numeric' },
  longitude: { sql: 's.longitude', type: 'numeric' },
  country_id: { sql: 's.country_id', type: 'text' },
  region_id: { sql: 's.region_id', type: 'int' },
  region: { sql: 's.region', type: 'text' },
  city: { sql: 's.city', type: 'text' },
  street: { sql: 's.street', type: 'text' },
  postcode: { sql: 's.postcode', type: 'text' },
  phone: { sql: 's.phone', type: 'text' },
  fax: { sql: 's.fax', type: 'text' },
  use_default_carrier_config: { sql: 's.use_default_carrier_config', type: 'bool' },
} as const;

/**
 * Magento\InventoryApi\Api\SourceRepositoryInterface and GetSourcesAssignedToStockOrderedByPriority.
 * Saving is an upsert by `source_code`: a new code creates the source, a known one changes the
 * fields given (fields left out keep their value); `carrier_links`, when given, replace the
 * source's links. There is no delete, as in Magento.
 */
@Injectable()
export class SourceRepository {
  constructor(private readonly ds: Database) {}

  async get(_ctx: RequestContext, sourceCode: string): Promise<SourceOutput> {
    const [row]: SourceRow[] = await this.ds.query(`SELECT ${SOURCE_SELECT} FROM inventory_source s WHERE s.source_code = $1`, [
      sourceCode,
    ]);
    if (!row) throw new NoSuchEntityException('Source with code "%value" does not exist.', { value: sourceCode });
    return presentSource(row);
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria = {}): Promise<SearchResults<SourceOutput>> {
    const { rows, total } = await runSearch<SourceRow>(this.ds, criteria, {
      select: SOURCE_SELECT,
      from: 'inventory_source s',
      fields: SEARCH_FIELDS,
      defaultOrder: 's.source_code ASC',
    });
    return { items: rows.map(presentSource), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Every source linked to the stock, disabled ones included, highest priority (lowest number) first. */
  async getAssignedToStockOrderedByPriority(_ctx: RequestContext, stockId: number): Promise<SourceOutput[]> {
    const rows: SourceRow[] = await this.ds.query(
      `SELECT ${SOURCE_SELECT} FROM inventory_source_stock_link l JOIN inventory_source s ON s.source_code = l.source_code
       WHERE l.stock_id = $1 ORDER BY l.priority ASC, l.link_id ASC`,
      [stockId],
    );
    return rows.map(presentSource);
  }

  async save(_ctx: RequestContext, source: SourceInput): Promise<void> {
    assertValid(this.validate(source));
    const code = source.source_code!;
    const columns = COLUMNS.filter(([name]) => hasKey(source, name) && !(source[name] === null && NOT_NULL.has(name)));
    const params: unknown[] = [code, ...columns.map(([name]) => source[name] ?? null)];
    const list = columns.map(([name]) => name);
    const values = columns.map(([, type], i) => `$${i + 2}::${type}`);
    const links = source.carrier_links;
    try {
      await this.ds.transaction(async () => {
        await this.ds.query(
          `INSERT INTO inventory_source (source_code${list.map((c) => ', ' + c).join('')})
           VALUES ($1::text${values.map((v) => ', ' + v).join('')})
           ON CONFLICT (source_code) DO ` + (list.length ? `UPDATE SET ${list.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}` : 'NOTHING'),
          params,
        );
        if (links !== undefined && links !== null) {
          await this.ds.query(
            `WITH gone AS (DELETE FROM inventory_source_carrier_link WHERE source_code = $1)
             INSERT INTO inventory_source_carrier_link (source_code, carrier_code, position)
             SELECT $1, l.carrier_code, l.position FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS l(carrier_code, position, n)
             ORDER BY l.n`,
            [code, textArray(links.map((l) => l.carrier_code ?? null)), numberArray(links.map((l) => l.position ?? null))],
          );
        }
      });
    } catch (error) {
      throw new CouldNotSaveException('Could not save Source').withCause(error);
    }
  }

  /**
   * Magento's SourceValidatorChain: name, code, postcode, country (Inventory), carrier links
   * (InventoryShipping), default source not disabled (InventoryCatalog); every error is reported.
   */
  private validate(source: SourceInput): ErrorEntry[] {
    const errors: ErrorEntry[] = [
      ...notAnEmptyString('name', source.name),
      ...noSpecialCharsInString(source.name),
      ...notAnEmptyString('source_code', source.source_code),
      ...noWhitespaceInString('source_code', source.source_code),
      ...noSpecialCharsInString(source.source_code),
      ...notAnEmptyString('postcode', source.postcode),
      ...notAnEmptyString('country_id', source.country_id),
    ];
    const links = source.carrier_links;
    if (links) {
      if (links.length && source.use_default_carrier_config === true) {
        errors.push({
          message: 'You can\'t configure "%field" because you have chosen Global Shipping configuration.',
          parameters: { field: 'carrier_links' },
        });
      } else {
        for (const link of links) {
          if (!KNOWN_CARRIER_CODES.has(link.carrier_code ?? '')) {
            errors.push({ message: 'Carrier with code: "%carrier" don\'t exists.', parameters: { carrier: link.carrier_code ?? null } });
          }
        }
      }
    }
    // Left out, `enabled` keeps the stored value (the default source is always enabled); given false or null, it is refused.
    if (source.source_code === DEFAULT_SOURCE_CODE && hasKey(source, 'enabled') && source.enabled !== true) {
      errors.push({ message: 'Default source can not be disabled.', parameters: [] });
    }
    return errors;
  }
}

export function presentSource(row: SourceRow): SourceOutput {
  const out: SourceOutput = {};
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== undefined) out[key] = value;
  };
  put('source_code', row.source_code);
  put('name', row.name);
  put('email', row.email);
  put('contact_name', row.contact_name);
  put('enabled', row.enabled);
  put('description', row.description);
  put('latitude', toNumber(row.latitude));
  put('longitude', toNumber(row.longitude));
  put('country_id', row.country_id);
  put('region_id', row.region_id);
  put('region', row.region);
  put('city', row.city);
  put('street', row.street);
  put('postcode', row.postcode);
  put('phone', row.phone);
  put('fax', row.fax);
  put('use_default_carrier_config', row.use_default_carrier_config);
  out.carrier_links = row.carrier_links ?? [];
  return out;
}
