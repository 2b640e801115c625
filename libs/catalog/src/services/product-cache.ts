import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache } from '@mercato/platform';

/** A `mercato_catalog` payload: the table written and the products it names, or 'all' (unknown, or too many). */
export interface CatalogChange {
  table: string;
  products: number[] | 'all';
}

/**
 * Reads a `mercato_catalog` payload: `<table>:<id>,<id>,…` from the tables keyed by product
 * (migration 1763800000470), `<table>:*` past their limit, a bare `<table>` from every other table.
 */
export function parseCatalogChange(payload: string): CatalogChange {
  const at = payload.indexOf(':');
  if (at < 0) return { table: payload, products: 'all' };
  const list = payload.slice(at + 1);
  const ids = list === '*' ? [] : list.split(',').map(Number);
  return { table: payload.slice(0, at), products: list === '*' || ids.some((id) => !Number.isInteger(id)) ? 'all' : ids };
}

const MAX_ENTRIES = 20_000;

/**
 * Products as read for a store, kept in memory: catalogues are read far more than written. Writes
 * to the tables a product is read from are announced on channel `mercato_catalog` by statement
 * triggers, with the ids of the products they touched where the table is keyed by product; every
 * process then drops those products, and the products whose answer embeds one of them (a
 * configurable parent's option values come from its children, links carry the linked SKU). Other
 * writes (attribute metadata, sets, stores, a part's own sub-tables) empty the cache. Writers in
 * this process drop what they changed at once, so a client reads its own writes.
 */
@Injectable()
export class ProductCache implements OnModuleInit {
  private readonly cache: NotifiedCache<unknown>;
  /** Product id → keys of the entries that hold it: its own reads (every store) and the reads that embed it. */
  private readonly keysByProduct = new Map<number, Set<string>>();
  /** Lower-cased SKU → id of the products cached under it. */
  private readonly productBySku = new Map<string, number>();
  /** Bumped by every invalidation: a read that began before one is not kept (it may predate the change). */
  private generation = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly db: Database,
    private readonly notifications: DbNotifications,
  ) {
    this.cache = new NotifiedCache(db, notifications, MAX_ENTRIES);
  }

  onModuleInit(): Promise<void> {
    return this.notifications.listen(
      'mercato_catalog',
      (payload) => {
        const change = parseCatalogChange(payload);
        if (change.products === 'all') this.invalidate();
        else this.invalidateProducts(change.products);
      },
      () => this.invalidate(),
    );
  }

  key(sku: string, storeId: number): string {
    return `${storeId}:${sku.trim().toLowerCase()}`;
  }

  /** The key of a product read by id (never a SKU's key: those start with the store id). */
  idKey(id: number, storeId: number): string {
    return `#${storeId}:${id}`;
  }

  /**
   * The key of a value computed from one product's data and kept beside it (a final price): `parts`
   * say for whom and for what it was computed. Dropped with the product, like its reads.
   */
  derivedKey(productId: number, parts: readonly (string | number)[]): string {
    return `$${productId}:${parts.join(':')}`;
  }

  get<T>(key: string): T | undefined {
    const hit = this.cache.get(key) as T | undefined;
    if (hit === undefined) this.misses++;
    else this.hits++;
    return hit;
  }

  /** A `derivedKey` entry: as `get`, but not counted in `stats` (which count product reads). */
  derived<T>(key: string): T | undefined {
    return this.cache.get(key) as T | undefined;
  }

  /** A token for `set`, or null when what is about to be read must not be kept (notifications down, in a transaction). */
  begin(): number | null {
    return this.cache.begin() === null ? null : this.generation;
  }

  /**
   * Keeps a read (unless a change came in since `token`). `productIds` are the products the entry
   * depends on: the product itself (first) and every product whose data its answer embeds.
   */
  set(key: string, value: unknown, token: number | null, productIds: readonly number[]): void {
    if (token === null || token !== this.generation) return;
    this.cache.set(key, value, this.cache.begin());
    if (productIds.length && isSkuKey(key)) this.productBySku.set(key.slice(key.indexOf(':') + 1), productIds[0]);
    for (const id of productIds) {
      const keys = this.keysByProduct.get(id);
      if (keys) keys.add(key);
      else this.keysByProduct.set(id, new Set([key]));
    }
    // Entries the cache evicted leave keys behind; past twice its size, start the index afresh.
    if (this.keysByProduct.size > 2 * MAX_ENTRIES) this.invalidate();
  }

  /**
   * `begin` for a read inside a transaction that writes no product (a shopper's cart call): what it
   * reads is committed data, kept by `keepAfterCommit` once the transaction commits.
   */
  beginCommitted(): number | null {
    return this.notifications.live ? this.generation : null;
  }

  /** `set` once the current transaction commits (at once outside one); nothing if it rolls back. */
  keepAfterCommit(key: string, value: unknown, token: number | null, productIds: readonly number[]): Promise<void> {
    if (token === null) return Promise.resolve();
    return this.db.afterCommit(async () => this.set(key, value, token, productIds));
  }

  /** Drops what is cached of these products, in every store, and of the products that embed them. */
  invalidateProducts(productIds: Iterable<number>): void {
    this.generation++;
    for (const id of productIds) {
      const keys = this.keysByProduct.get(id);
      if (!keys) continue;
      this.keysByProduct.delete(id);
      for (const key of keys) this.cache.delete(key);
    }
  }

  /** After a write by SKU in this process: drops that product as `invalidateProducts` does. */
  invalidateSku(sku: string): void {
    const id = this.productBySku.get(sku.trim().toLowerCase());
    this.invalidateProducts(id === undefined ? [] : [id]);
  }

  /** Drops everything (attribute metadata, sets, stores, or a write whose products are unknown). */
  invalidate(): void {
    this.generation++;
    this.keysByProduct.clear();
    this.productBySku.clear();
    this.cache.clear();
  }

  /** Reads served from memory and from the database since start: for tests and diagnostics. */
  stats(): { hits: number; misses: number; products: number } {
    return { hits: this.hits, misses: this.misses, products: this.keysByProduct.size };
  }
}

/** A product read by SKU (`key`): the id and derived keys start with a sign of their own. */
function isSkuKey(key: string): boolean {
  return key[0] !== '#' && key[0] !== '$';
}
