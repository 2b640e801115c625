import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache } from '@mercato/platform';

/**
 * Products as read for a store, kept in memory: a product read costs one statement over six
 * tables, and catalogues are read far more than written. Every write to a table a product is read
 * from is announced on channel `mercato_catalog` by a statement trigger, which empties the cache in
 * every process; writers in this process also empty it at once, so a client reads its own writes.
 */
@Injectable()
export class ProductCache implements OnModuleInit {
  private readonly cache: NotifiedCache<unknown>;

  constructor(db: Database, notifications: DbNotifications) {
    this.cache = new NotifiedCache(db, notifications, 20_000);
  }

  onModuleInit(): Promise<void> {
    return this.cache.listen('mercato_catalog');
  }

  key(sku: string, storeId: number): string {
    return `${storeId}:${sku.trim().toLowerCase()}`;
  }

  get<T>(key: string): T | undefined {
    return this.cache.get(key) as T | undefined;
  }

  begin(): number | null {
    return this.cache.begin();
  }

  set(key: string, value: unknown, token: number | null): void {
    this.cache.set(key, value, token);
  }

  invalidate(): void {
    this.cache.clear();
  }
}
