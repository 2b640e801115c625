import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { Database } from '../database/database';
import { DbNotifications } from '../database/db-notifications';
import { NotifiedCache } from '../database/notified-cache';

/** `core_config_data` in memory: per scope (`default:0`, `websites:1`, `stores:2`), path → value. */
export type ConfigValues = ReadonlyMap<string, ReadonlyMap<string, string | null>>;

const CHANNEL = 'mercato_config';

/**
 * The whole of `core_config_data` (a few hundred rows) held in memory by every process, so the
 * configuration that checkout, tax, shipping and payment read on each call costs no statement. A
 * statement trigger (migration 1763800000480) announces every change on `mercato_config`; the
 * next read loads the table afresh, so a change shows in every process at once. While
 * notifications are down, and without them (a command on a bare Database), every read loads the table.
 */
@Injectable()
export class ConfigSnapshot implements OnModuleInit {
  private readonly cache: NotifiedCache<ConfigValues> | null;
  private loading: Promise<ConfigValues> | null = null;

  constructor(
    private readonly ds: Database,
    @Optional() notifications?: DbNotifications,
  ) {
    this.cache = notifications ? new NotifiedCache(ds, notifications, 1) : null;
  }

  async onModuleInit(): Promise<void> {
    await this.cache?.listen(CHANNEL, () => {
      this.loading = null;
      return 'all';
    });
  }

  /** After this process changed the configuration: the next read loads it (no wait for the notification). */
  changed(): void {
    this.loading = null;
    this.cache?.clear();
  }

  /** The values as committed (never a transaction's own uncommitted writes). */
  values(): Promise<ConfigValues> {
    const held = this.cache?.get('all');
    if (held) return Promise.resolve(held);
    // Concurrent readers share one load.
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  /** A path's value in one scope (undefined when it is not set there). */
  static at(values: ConfigValues, scope: string, scopeId: number, path: string): string | null | undefined {
    return values.get(`${scope}:${scopeId}`)?.get(path);
  }

  private load(): Promise<ConfigValues> {
    return this.ds.outsideTransaction(async () => {
      const token = this.cache?.begin() ?? null;
      const rows: { scope: string; scope_id: number; path: string; value: string | null }[] = await this.ds.query(
        `SELECT scope, scope_id, path, value FROM core_config_data`,
      );
      const values = new Map<string, Map<string, string | null>>();
      for (const r of rows) {
        const key = `${r.scope}:${r.scope_id}`;
        let scope = values.get(key);
        if (!scope) values.set(key, (scope = new Map()));
        scope.set(r.path, r.value);
      }
      this.cache?.set('all', values, token);
      return values;
    });
  }
}
