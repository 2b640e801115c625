import { Injectable } from '@nestjs/common';
import {
  Database,
  echoCriteria,
  NoSuchEntityException,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchFieldMap,
  SearchResults,
} from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { WrappingData } from '../dto/wrapping.input';
import { STORE_NOT_FOUND, wrappingNotFound } from './messages';
import { presentWrapping, WrappingRows } from './wrapping-rows';
import { WrappingScopeReader } from './wrapping-scope';
import { WrappingWriter } from './wrapping-writer';

/** The wrapping table's columns, the ones Magento's collection filters and sorts on. */
const WRAPPING_FIELDS: SearchFieldMap = {
  wrapping_id: { sql: 'w.wrapping_id', type: 'int' },
  status: { sql: 'w.status', type: 'int' },
  base_price: { sql: 'w.base_price', type: 'numeric' },
  image: { sql: 'w.image', type: 'text' },
};

/** Magento\GiftWrapping\Api\WrappingRepositoryInterface. */
@Injectable()
export class WrappingRepository {
  constructor(
    private readonly ds: Database,
    private readonly rows: WrappingRows,
    private readonly writer: WrappingWriter,
    private readonly scope: WrappingScopeReader,
    private readonly stores: StoreDirectory,
  ) {}

  /** Without a store id the design label is the request store's (Magento's current store). */
  async get(ctx: RequestContext, id: number, storeId?: number): Promise<Record<string, unknown>> {
    const store = storeId ?? ctx.store.storeId;
    if (!(await this.stores.store(store))) throw new NoSuchEntityException(STORE_NOT_FOUND);
    const row = id ? await this.rows.find(id, store) : null;
    if (!row) throw wrappingNotFound(id);
    return presentWrapping(row, await this.scope.of(ctx));
  }

  /**
   * Magento's getList: a truthy `status` filter keeps the enabled wrappings whatever its condition
   * (applyStatusFilter), a `store_id` filter picks the store view whose design labels are answered
   * (default labels otherwise); the other filters apply to the wrapping's own columns.
   */
  async getList(ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const conditions: string[] = [];
    let designStore = 0;
    const groups = (criteria.filter_groups ?? []).map((group) => ({
      ...group,
      filters: (group.filters ?? []).filter((f) => {
        const field = String(f.field ?? '').toLowerCase();
        if (field === 'store_id') {
          designStore = Number.parseInt(String(f.value ?? ''), 10) || 0;
          return false;
        }
        if (field === 'status' && isTruthy(f.value)) {
          conditions.push('w.status = 1');
          return false;
        }
        return true;
      }),
    }));
    const { rows, total } = await runSearch<{ wrapping_id: number }>(
      this.ds,
      { ...criteria, filter_groups: groups },
      {
        select: 'w.wrapping_id',
        from: 'magento_giftwrapping w',
        fields: WRAPPING_FIELDS,
        defaultOrder: 'w.wrapping_id ASC',
        conditions,
      },
    );
    const wrappings = await this.rows.load(
      rows.map((r) => r.wrapping_id),
      designStore,
    );
    const scope = await this.scope.of(ctx);
    return { items: wrappings.map((w) => presentWrapping(w, scope)), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Creates a wrapping (no id) or updates one (`wrapping_id` in the body, or the PUT path's id). */
  async save(ctx: RequestContext, data: WrappingData, storeId?: number, pathId?: number): Promise<Record<string, unknown>> {
    const id = await this.writer.save(ctx, data, storeId, pathId);
    return this.get(ctx, id, storeId ?? 0);
  }

  async deleteById(ctx: RequestContext, id: number): Promise<boolean> {
    await this.get(ctx, id, 0);
    // Its design labels and websites go with it (foreign keys, ON DELETE CASCADE).
    await this.ds.query(`DELETE FROM magento_giftwrapping WHERE wrapping_id = $1`, [id]);
    return true;
  }
}

/** PHP truthiness of a filter value: '', '0' and missing are false. */
function isTruthy(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== '0' && value !== 0;
}
