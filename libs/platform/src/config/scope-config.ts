import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';
import { ConfigReader } from './config-reader';
import { ConfigSnapshot } from './config-snapshot';

/**
 * Reads and writes configuration values (`catalog/price/scope`, `webapi/validation/…`) at default
 * scope, read from the process's ConfigSnapshot.
 */
@Injectable()
export class ScopeConfig {
  constructor(
    private readonly ds: Database,
    private readonly snapshot: ConfigSnapshot,
  ) {}

  async get(path: string, fallback: string | null = null): Promise<string | null> {
    return (await this.reader()).get(path, fallback);
  }

  async getFlag(path: string, fallback = false): Promise<boolean> {
    return (await this.reader()).flag(path, fallback);
  }

  async getInt(path: string, fallback: number): Promise<number> {
    return (await this.reader()).int(path, fallback);
  }

  /** A value computed from the default scope's configuration, once per configuration version (ConfigSnapshot.derive). */
  derive<T>(key: string, compute: (config: ConfigReader) => T): Promise<T> {
    return this.snapshot.derive(`default|${key}`, (values) => compute(ConfigReader.forDefault(values)));
  }

  async set(path: string, value: string | null): Promise<void> {
    await this.setAt('default', 0, path, value);
  }

  /**
   * Stores a value in one scope (`default` 0, `websites` or `stores` with its id) with one
   * statement; the table's trigger announces it, so every process reads it at once.
   */
  async setAt(scope: 'default' | 'websites' | 'stores', scopeId: number, path: string, value: string | null): Promise<void> {
    await this.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [scope, scopeId, path, value],
    );
    this.snapshot.changed();
  }

  private async reader(): Promise<ConfigReader> {
    return ConfigReader.forDefault(await this.snapshot.values());
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
}
