import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';

/**
 * Reads configuration values (`catalog/price/scope`, `webapi/validation/…`) at default scope.
 * Values are cached briefly: they change rarely and are read on hot paths.
 */
@Injectable()
export class ScopeConfig {
  private cache = new Map<string, string | null>();
  private loadedAt = 0;
  private static readonly TTL_MS = 2000;

  constructor(private readonly ds: Database) {}

  async get(path: string, fallback: string | null = null): Promise<string | null> {
    if (Date.now() - this.loadedAt > ScopeConfig.TTL_MS) await this.reload();
    const value = this.cache.get(path);
    return value === undefined || value === null ? fallback : value;
  }

  async getFlag(path: string, fallback = false): Promise<boolean> {
    const v = await this.get(path, fallback ? '1' : '0');
    return v === '1' || v === 'true';
  }

  async getInt(path: string, fallback: number): Promise<number> {
    const v = Number(await this.get(path, String(fallback)));
    return Number.isFinite(v) ? v : fallback;
  }

  async set(path: string, value: string | null): Promise<void> {
    await this.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, $1, $2)
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [path, value],
    );
    this.loadedAt = 0;
  }

  /**
   * Stores the default value of a path unless it has one (among replicas, the first to store it
   * wins) and answers the stored value, read afresh rather than from the cache.
   */
  async initialize(path: string, value: string): Promise<string> {
    await this.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, $1, $2)
       ON CONFLICT (scope, scope_id, path) DO NOTHING`,
      [path, value],
    );
    const [row] = await this.ds.query(`SELECT value FROM core_config_data WHERE scope = 'default' AND scope_id = 0 AND path = $1`, [path]);
    return row.value;
  }

  private async reload(): Promise<void> {
    const rows: { path: string; value: string | null }[] = await this.ds.outsideTransaction(() =>
      this.ds.query(`SELECT path, value FROM core_config_data WHERE scope = 'default' AND scope_id = 0`),
    );
    this.cache = new Map(rows.map((r) => [r.path, r.value]));
    this.loadedAt = Date.now();
  }
}
