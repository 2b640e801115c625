import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** The scope a configuration value is asked for: a store view and its website. */
export interface ConfigScope {
  storeId: number;
  websiteId: number;
}

/**
 * Reads `core_config_data` the way Magento's ScopeConfig does for a store view: the store's own
 * value (`stores`), else its website's (`websites`), else the default; a path set nowhere gets
 * the caller's fallback (Magento's config.xml default). One statement for any number of paths.
 * Not cached: the callers are admin and directory routes, and a change must show at once.
 */
@Injectable()
export class ScopedConfig {
  constructor(private readonly ds: Database) {}

  async values(scope: ConfigScope, defaults: Record<string, string | null>): Promise<Record<string, string | null>> {
    const paths = Object.keys(defaults);
    const rows: { path: string; value: string | null }[] = await this.ds.query(
      `SELECT DISTINCT ON (path) path, value FROM core_config_data
       WHERE path = ANY($1) AND ((scope = 'stores' AND scope_id = $2) OR (scope = 'websites' AND scope_id = $3) OR (scope = 'default'
       AND scope_id = 0))
       ORDER BY path, CASE scope WHEN 'stores' THEN 0 WHEN 'websites' THEN 1 ELSE 2 END`,
      [paths, scope.storeId, scope.websiteId],
    );
    const out: Record<string, string | null> = { ...defaults };
    for (const r of rows) out[r.path] = r.value ?? defaults[r.path];
    return out;
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
