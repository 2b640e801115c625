import { Injectable } from '@nestjs/common';
import { Database, numberArray, RequestContext, ScopeConfig } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';

/** The link tables that assign pages and blocks to store views. */
export type StoreLinkTable = { table: 'cms_page_store'; key: 'page_id' } | { table: 'cms_block_store'; key: 'block_id' };
export const PAGE_STORES: StoreLinkTable = { table: 'cms_page_store', key: 'page_id' };
export const BLOCK_STORES: StoreLinkTable = { table: 'cms_block_store', key: 'block_id' };

/** Store 0: the admin store, which for CMS content means "all store views". */
export const ALL_STORE_VIEWS = 0;

/**
 * Store view assignment of CMS pages and blocks. Magento's data interfaces have no store field:
 * the repositories assign the store the request runs in (`/rest/<code>/…` → that view,
 * `/rest/all/…` → 0, no code → the default view), and updates keep what is stored.
 */
@Injectable()
export class StoreAssignment {
  constructor(
    private readonly ds: Database,
    private readonly stores: StoreDirectory,
    private readonly config: ScopeConfig,
  ) {}

  /** The store a save through this request assigns (StoreManager::getStore()->getId()). */
  requestStore(ctx: RequestContext): number {
    return ctx.store.kind === 'all' ? ALL_STORE_VIEWS : ctx.store.storeId;
  }

  /** Every store view, never the admin store. */
  async storeViews(): Promise<number[]> {
    return (await this.stores.allStores()).filter((s) => s.store_id !== ALL_STORE_VIEWS).map((s) => s.store_id);
  }

  /** Magento's single-store mode: one store view and `general/single_store_mode/enabled` set. */
  async singleStoreMode(): Promise<boolean> {
    return (await this.storeViews()).length === 1 && (await this.config.getFlag('general/single_store_mode/enabled'));
  }

  /** The store views an assignment covers: store 0 stands for all of them. */
  async coveredViews(assigned: readonly number[]): Promise<number[]> {
    return assigned.includes(ALL_STORE_VIEWS) ? this.storeViews() : [...assigned];
  }

  /** Assigned stores of each entity, in store id order, with one statement for the whole batch. */
  async linksOf(link: StoreLinkTable, ids: readonly number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (!ids.length) return out;
    const rows: { id: number; store_id: number }[] = await this.ds.query(
      `SELECT ${link.key} AS id, store_id FROM ${link.table} WHERE ${link.key} = ANY($1::int[]) ORDER BY ${link.key}, store_id`,
      [numberArray(ids)],
    );
    for (const r of rows) out.get(r.id)?.push(r.store_id);
    return out;
  }

  /** Makes the entity's links exactly `stores` (two statements; joins the current transaction). */
  async replaceLinks(link: StoreLinkTable, id: number, stores: readonly number[]): Promise<void> {
    const wanted = numberArray([...new Set(stores)]);
    await this.ds.query(`DELETE FROM ${link.table} WHERE ${link.key} = $1 AND store_id <> ALL($2::int[])`, [id, wanted]);
    await this.ds.query(`INSERT INTO ${link.table} (${link.key}, store_id) SELECT $1, s FROM unnest($2::int[]) s ON CONFLICT DO NOTHING`, [
      id,
      wanted,
    ]);
  }
}
