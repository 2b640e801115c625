import { Injectable, OnModuleInit } from '@nestjs/common';
import { DbNotifications } from '@mercato/platform';

/**
 * Products as read for a store, kept in memory: a product read costs one statement over six
 * tables, and catalogues are read far more than written. Every write to a table a product is read
 * from is announced on channel `mercato_catalog` by a statement trigger, which empties the cache in
 * every process; writers in this process also empty it at once, so a client reads its own writes.
 * Nothing is cached while the notification connection is down.
 */
@Injectable()
export class ProductCache implements OnModuleInit {
  private readonly entries = new Map<string, unknown>();
  private generation = 0;
  private static readonly MAX_ENTRIES = 20_000;

  constructor(private readonly notifications: DbNotifications) {}

  async onModuleInit(): Promise<void> {
    await this.notifications.listen('mercato_catalog', () => this.invalidate(), () => this.invalidate());
  }

  key(sku: string, storeId: number): string {
    return `${storeId}:${sku.trim().toLowerCase()}`;
  }

  get<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  /** A token to pass to `set`: a value read before a change is never stored after it. */
  begin(): number | null {
    return this.notifications.live ? this.generation : null;
  }

  set(key: string, value: unknown, token: number | null): void {
    if (token === null || token !== this.generation || !this.notifications.live) return;
    if (this.entries.size >= ProductCache.MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}
