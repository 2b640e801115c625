import { Injectable } from '@nestjs/common';
import { Database, StoreResolver, StoreScope } from '@mercato/platform';

export interface StoreRow {
  store_id: number;
  code: string;
  website_id: number;
  group_id: number;
  name: string;
  is_active: boolean;
}

export interface WebsiteRow {
  website_id: number;
  code: string;
  name: string;
  default_group_id: number;
  is_default: boolean;
}

export interface StoreGroupRow {
  group_id: number;
  website_id: number;
  name: string;
  default_store_id: number;
}

/**
 * Websites, groups and store views, held in memory: they are read on every request (store code in
 * the URL, price scopes) and change rarely. The cache refreshes after a short time and at once when
 * an unknown code is asked for, so a store created by another process is found.
 */
@Injectable()
export class StoreDirectory implements StoreResolver {
  private stores: StoreRow[] = [];
  private websites: WebsiteRow[] = [];
  private groups: StoreGroupRow[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private static readonly TTL_MS = 5000;

  constructor(private readonly ds: Database) {}

  async defaultStore(): Promise<StoreScope> {
    await this.fresh();
    const website = this.websites.find((w) => w.is_default) ?? this.websites.find((w) => w.website_id !== 0);
    const group = this.groups.find((g) => g.group_id === website?.default_group_id);
    const store = this.stores.find((s) => s.store_id === group?.default_store_id) ?? this.stores.find((s) => s.store_id !== 0);
    if (!store) throw new Error('No default store view is configured');
    return scope(store, 'default');
  }

  async byCode(code: string): Promise<StoreScope | null> {
    await this.fresh();
    let store = this.stores.find((s) => s.code === code);
    if (!store && Date.now() - this.loadedAt > 1000) {
      await this.reload();
      store = this.stores.find((s) => s.code === code);
    }
    return store && store.store_id !== 0 ? scope(store, 'store') : null;
  }

  async byId(storeId: number): Promise<StoreScope | null> {
    const store = await this.store(storeId);
    return store ? scope(store, storeId === 0 ? 'all' : 'store') : null;
  }

  async store(storeId: number): Promise<StoreRow | undefined> {
    await this.fresh();
    return this.stores.find((s) => s.store_id === storeId);
  }

  /** A store view with its website and group (undefined for an unknown store). */
  async storeWithParents(storeId: number): Promise<{ store: StoreRow; website: WebsiteRow; group: StoreGroupRow } | undefined> {
    await this.fresh();
    const store = this.stores.find((s) => s.store_id === storeId);
    const website = this.websites.find((w) => w.website_id === store?.website_id);
    const group = this.groups.find((g) => g.group_id === store?.group_id);
    return store && website && group ? { store, website, group } : undefined;
  }

  async allStores(): Promise<readonly StoreRow[]> {
    await this.fresh();
    return this.stores;
  }

  async allWebsites(): Promise<readonly WebsiteRow[]> {
    await this.fresh();
    return this.websites;
  }

  /** Store views of a website (never the admin store). */
  async storesOfWebsite(websiteId: number): Promise<StoreRow[]> {
    await this.fresh();
    return this.stores.filter((s) => s.website_id === websiteId && s.store_id !== 0);
  }

  async websiteExists(websiteId: number): Promise<boolean> {
    await this.fresh();
    return this.websites.some((w) => w.website_id === websiteId);
  }

  /** Call after writing stores, so this process sees the change at once. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private async fresh(): Promise<void> {
    if (Date.now() - this.loadedAt > StoreDirectory.TTL_MS) await this.reload();
  }

  private reload(): Promise<void> {
    this.loading ??= this.ds.outsideTransaction(async () => {
      try {
        const [stores, websites, groups] = await Promise.all([
          this.ds.query(`SELECT store_id, code, website_id, group_id, name, is_active FROM store ORDER BY sort_order, store_id`),
          this.ds.query(`SELECT website_id, code, name, default_group_id, is_default FROM store_website ORDER BY sort_order, website_id`),
          this.ds.query(`SELECT group_id, website_id, name, default_store_id FROM store_group ORDER BY group_id`),
        ]);
        this.stores = stores;
        this.websites = websites;
        this.groups = groups;
        this.loadedAt = Date.now();
      } finally {
        this.loading = null;
      }
    });
    return this.loading;
  }
}

function scope(store: StoreRow, kind: StoreScope['kind']): StoreScope {
  return { storeId: store.store_id, websiteId: store.website_id, code: store.code, kind };
}
