import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache, textArray } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { parseCatalogChange } from './product-cache';

export interface LocatedProduct {
  entity_id: number;
  sku: string;
  type_id: string;
  /** Bundle price type (0 dynamic, 1 fixed); null for other types. */
  price_type: number | null;
}

/** The lookup key of a SKU: trimmed and case-insensitive, like Magento's ProductIdLocator. */
export const skuKey = (sku: string): string => String(sku).trim().toLowerCase();

/** The tables a located product comes from; a write to any other catalog table keeps the cache. */
const SOURCE_TABLES = new Set(['catalog_product_entity', 'catalog_product_entity_int']);
const MAX_ENTRIES = 200_000;

/**
 * SKU → product id and type for many SKUs in one query (Magento ProductIdLocator). Found products
 * are remembered: price feeds name the same SKUs call after call, and a 10,000-SKU lookup costs
 * tens of milliseconds. The catalog statement triggers announce writes per table; only writes to
 * the product or its int values (type, bundle price type) empty the cache, so price writes keep it.
 */
@Injectable()
export class ProductLocator implements OnModuleInit {
  private readonly known: NotifiedCache<LocatedProduct>;

  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeCatalog,
    notifications: DbNotifications,
  ) {
    this.known = new NotifiedCache(this.ds, notifications, MAX_ENTRIES);
  }

  onModuleInit(): Promise<void> {
    return this.known.listen('mercato_catalog', (payload) => (SOURCE_TABLES.has(parseCatalogChange(payload).table) ? 'all' : null));
  }

  invalidate(): void {
    this.known.clear();
  }

  async locate(skus: readonly string[]): Promise<Map<string, LocatedProduct>> {
    const keys = [...new Set(skus.filter((s) => typeof s === 'string').map(skuKey))];
    const found = new Map<string, LocatedProduct>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.known.get(key);
      if (hit) found.set(key, hit);
      else missing.push(key);
    }
    if (!missing.length) return found;
    const token = this.known.begin();
    const rows = await this.query(missing);
    for (const r of rows) {
      const key = skuKey(r.sku);
      found.set(key, r);
      this.known.set(key, r, token);
    }
    return found;
  }

  private async query(keys: string[]): Promise<LocatedProduct[]> {
    const priceType = await this.attributes.require('price_type');
    return this.ds.query(
      `SELECT e.entity_id, e.sku, e.type_id, pt.value AS price_type
       FROM catalog_product_entity e
       LEFT JOIN catalog_product_entity_int pt
         ON e.type_id = 'bundle' AND pt.entity_id = e.entity_id AND pt.attribute_id = $2 AND pt.store_id = 0
       WHERE lower(e.sku) = ANY($1::text[])`,
      [textArray(keys), priceType.attribute_id],
    );
  }
}
