import { Injectable } from '@nestjs/common';
import { ConfigReader, ConfigSnapshot, Database } from '@mercato/platform';

/** The scope a configuration value is asked for: a store view and its website. */
export interface ConfigScope {
  storeId: number;
  websiteId: number;
}

/**
 * Reads `core_config_data` the way Magento's ScopeConfig does for a store view: the store's own
 * value (`stores`), else its website's (`websites`), else the default; a path set nowhere gets
 * the caller's fallback (Magento's config.xml default). From the process's ConfigSnapshot, which
 * every change reaches at once: checkout, tax, shipping and payment read it on every call.
 */
@Injectable()
export class ScopedConfig {
  constructor(
    private readonly ds: Database,
    private readonly snapshot: ConfigSnapshot,
  ) {}

  async values(scope: ConfigScope, defaults: Record<string, string | null>): Promise<Record<string, string | null>> {
    return ConfigReader.forStore(await this.snapshot.values(), scope.storeId, scope.websiteId).many(defaults);
  }

  /**
   * A value computed from a store view's configuration (its carriers', its payment methods'
   * settings), once per configuration version and scope (ConfigSnapshot.derive).
   */
  derive<T>(scope: ConfigScope, key: string, compute: (config: ConfigReader) => T): Promise<T> {
    return this.snapshot.derive(`stores:${scope.storeId}|websites:${scope.websiteId}|${key}`, (values) =>
      compute(ConfigReader.forStore(values, scope.storeId, scope.websiteId)),
    );
  }

  async value(scope: ConfigScope, path: string, fallback: string | null): Promise<string | null> {
    return (await this.values(scope, { [path]: fallback }))[path];
  }

  /** One path for every store view at once (Magento's StoresConfig::getStoresConfigByPath). */
  async valuePerStore(path: string, fallback: string | null): Promise<Map<number, string | null>> {
    const rows: { store_id: number; value: string | null }[] = await this.ds.query(
      `SELECT s.store_id,
              COALESCE((SELECT value FROM core_config_data WHERE path = $1 AND scope = 'stores' AND scope_id = s.store_id),
                       (SELECT value FROM core_config_data WHERE path = $1 AND scope = 'websites' AND scope_id = s.website_id),
                       (SELECT value FROM core_config_data WHERE path = $1 AND scope = 'default' AND scope_id = 0)) AS value
       FROM store s`,
      [path],
    );
    return new Map(rows.map((r) => [r.store_id, r.value ?? fallback]));
  }
}
