import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache } from '@mercato/platform';
import type { StockItemRow } from './legacy-stock-items';

/** A product's legacy stock item as last read (row null: the product has none), and its rendering. */
export interface CachedStockItem {
  row: StockItemRow | null;
  /** The API answer built from `row`, for the configuration whose key is `key`. */
  out?: Record<string, unknown>;
  key?: string;
}

const CHANNEL = 'mercato_stock_item';
const MAX_ENTRIES = 100_000;

/**
 * Products' legacy stock items in memory, keyed by product id. Statement triggers on
 * `cataloginventory_stock_item` (migration 1763800000019) announce which products changed (or `*`)
 * on channel `mercato_stock_item`, in every process; writers here also drop what they changed at
 * once, so a client reads its own writes.
 */
@Injectable()
export class StockItemCache implements OnModuleInit {
  private readonly cache: NotifiedCache<CachedStockItem>;

  constructor(
    db: Database,
    private readonly notifications: DbNotifications,
  ) {
    this.cache = new NotifiedCache(db, notifications, MAX_ENTRIES);
  }

  onModuleInit(): Promise<void> {
    return this.notifications.listen(
      CHANNEL,
      (payload) => {
        if (payload === '*' || payload === '') this.cache.clear();
        else for (const id of payload.split(',')) this.cache.delete(id);
      },
      () => this.cache.clear(),
    );
  }

  get(productId: number): CachedStockItem | undefined {
    return this.cache.get(String(productId));
  }

  begin(): number | null {
    return this.cache.begin();
  }

  set(productId: number, entry: CachedStockItem, token: number | null): void {
    this.cache.set(String(productId), entry, token);
  }

  /** After a write in this process: the named products (all when there are many). */
  changed(productIds: readonly number[]): void {
    if (productIds.length > 200) this.cache.clear();
    else for (const id of productIds) this.cache.delete(String(id));
  }

  clear(): void {
    this.cache.clear();
  }
}
