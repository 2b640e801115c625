import {
  Database,
  echoCriteria,
  numberArray,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchFieldMap,
  SearchResults,
  WebApiError,
} from '@mercato/platform';
import { StoreAssignment, StoreLinkTable } from './store-assignment';
import { takeStoreFilters } from './store-filter';

/**
 * What sets CMS pages and blocks apart in the mechanics they share (reading a batch with its store
 * views, search, save in a transaction, delete): the table and its alias, the store link table
 * (whose key is the entity's id column), the columns read, the searchable fields, how a row is
 * answered and how a missing id is reported.
 */
export interface CmsContent<Row> {
  table: 'cms_page' | 'cms_block';
  alias: string;
  stores: StoreLinkTable;
  columns: string;
  fields: SearchFieldMap;
  present(row: Row): Record<string, unknown>;
  notFound(id: number): WebApiError;
}

/** Reads CMS content: one statement for the rows of a batch and one for their store views. */
export abstract class CmsContentRows<Row extends { stores: number[] }> {
  protected constructor(
    private readonly ds: Database,
    private readonly storeAssignment: StoreAssignment,
    private readonly content: CmsContent<Row>,
  ) {}

  async find(id: number): Promise<Row | null> {
    const [row] = await this.load([id]);
    return row ?? null;
  }

  /** The entities of `ids` that exist, in the order of `ids`. */
  async load(ids: readonly number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const { table, alias, stores, columns } = this.content;
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT ${columns} FROM ${table} ${alias} WHERE ${alias}.${stores.key} = ANY($1::int[])`,
      [numberArray(ids)],
    );
    const idOf = (row: Record<string, unknown>): number => row[stores.key] as number;
    const links = await this.storeAssignment.linksOf(stores, rows.map(idOf));
    const byId = new Map(rows.map((r) => [idOf(r), { ...r, stores: links.get(idOf(r)) ?? [] } as unknown as Row]));
    return ids.map((id) => byId.get(id)).filter((r): r is Row => !!r);
  }
}

/**
 * The repository mechanics Magento's PageRepository and BlockRepository share. Reads ignore the
 * request's store, as Magento's do. Each repository says how it writes and how it words a failure
 * that is not one of Magento's own.
 */
export abstract class CmsContentRepository<Row extends { stores: number[] }, Data> {
  protected constructor(
    private readonly ds: Database,
    private readonly rows: CmsContentRows<Row>,
    private readonly content: CmsContent<Row>,
  ) {}

  /** Writes inside the save's transaction and answers the entity id. */
  protected abstract write(ctx: RequestContext, data: Data): Promise<number>;

  /** The error a save answers for a failure that is not a web API error. */
  protected abstract notSaved(error: Error): WebApiError;

  async getById(_ctx: RequestContext, id: number): Promise<Record<string, unknown>> {
    const row = id ? await this.rows.find(id) : null;
    if (!row) throw this.content.notFound(id);
    return this.content.present(row);
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const { table, alias, stores, fields } = this.content;
    const idColumn = `${alias}.${stores.key}`;
    const store = takeStoreFilters(criteria, stores, alias);
    const { rows, total } = await runSearch<Record<string, number>>(this.ds, store.criteria, {
      select: idColumn,
      from: `${table} ${alias}`,
      fields,
      defaultOrder: `${idColumn} ASC`,
      conditions: store.conditions,
      params: store.params,
    });
    const found = await this.rows.load(rows.map((r) => r[stores.key]));
    return { items: found.map((row) => this.content.present(row)), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Creates an entity (no id) or updates one (id in the body, or the PUT path's id). */
  async save(ctx: RequestContext, data: Data): Promise<Record<string, unknown>> {
    let id: number;
    try {
      id = await this.ds.transaction(() => this.write(ctx, data));
    } catch (error) {
      if (error instanceof WebApiError) throw error;
      throw this.notSaved(error as Error).withCause(error);
    }
    return this.getById(ctx, id);
  }

  async deleteById(ctx: RequestContext, id: number): Promise<boolean> {
    await this.getById(ctx, id);
    // Its store view links go with it (foreign key, ON DELETE CASCADE).
    await this.ds.query(`DELETE FROM ${this.content.table} WHERE ${this.content.stores.key} = $1`, [id]);
    return true;
  }
}
