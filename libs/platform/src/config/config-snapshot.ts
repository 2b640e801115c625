import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { Database } from '../database/database';
import { DbNotifications } from '../database/db-notifications';
import { NotifiedSnapshot } from '../database/notified-snapshot';

/** `core_config_data` in memory: per scope (`default:0`, `websites:1`, `stores:2`), path → value. */
export type ConfigValues = ReadonlyMap<string, ReadonlyMap<string, string | null>>;

const CHANNEL = 'mercato_config';

/**
 * The whole of `core_config_data` (a few hundred rows) held in memory by every process, so the
 * configuration that checkout, tax, shipping and payment read on each call costs no statement. A
 * statement trigger (migration 1763800000480) announces every change on `mercato_config`; the
 * next read loads the table afresh, so a change shows in every process at once (NotifiedSnapshot).
 */
@Injectable()
export class ConfigSnapshot implements OnModuleInit {
  private readonly snapshot: NotifiedSnapshot<ConfigValues>;
  /** What `derive` computed, per loaded snapshot: a change loads a new one, so nothing stale survives it. */
  private readonly derived = new WeakMap<ConfigValues, Map<string, unknown>>();

  constructor(
    private readonly ds: Database,
    @Optional() notifications?: DbNotifications,
  ) {
    this.snapshot = new NotifiedSnapshot(ds, notifications, CHANNEL, () => this.load());
  }

  onModuleInit(): Promise<void> {
    return this.snapshot.listen();
  }

  /** After this process changed the configuration: the next read loads it (no wait for the notification). */
  changed(): void {
    this.snapshot.changed();
  }

  /** The values as committed (never a transaction's own uncommitted writes). */
  values(): Promise<ConfigValues> {
    return this.snapshot.get();
  }

  /**
   * A value computed from the configuration (a store's carrier or payment settings, the tax
   * settings) once per configuration version, instead of on every call that needs it: checkout
   * asks for several on every request. `compute` must depend on the values and the key alone; what
   * it answers is shared by every caller, so it is frozen.
   */
  async derive<T>(key: string, compute: (values: ConfigValues) => T): Promise<T> {
    const values = await this.values();
    let memo = this.derived.get(values);
    if (!memo) this.derived.set(values, (memo = new Map()));
    if (!memo.has(key)) memo.set(key, deepFreeze(compute(values)));
    return memo.get(key) as T;
  }

  /** A path's value in one scope (undefined when it is not set there). */
  static at(values: ConfigValues, scope: string, scopeId: number, path: string): string | null | undefined {
    return values.get(`${scope}:${scopeId}`)?.get(path);
  }

  private async load(): Promise<ConfigValues> {
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
    return values;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
