import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { textArray } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';

export interface LocatedProduct {
  entity_id: number;
  sku: string;
  type_id: string;
  /** Bundle price type (0 dynamic, 1 fixed); null for other types. */
  price_type: number | null;
}

/** The lookup key of a SKU: trimmed and case-insensitive, like Magento's ProductIdLocator. */
export const skuKey = (sku: string): string => String(sku).trim().toLowerCase();

/** SKU → product id and type for many SKUs in one query (Magento ProductIdLocator). */
@Injectable()
export class ProductLocator {
  constructor(
    private readonly ds: DataSource,
    private readonly attributes: AttributeCatalog,
  ) {}

  async locate(skus: readonly string[]): Promise<Map<string, LocatedProduct>> {
    const keys = [...new Set(skus.filter((s) => typeof s === 'string').map(skuKey))];
    if (!keys.length) return new Map();
    const priceType = await this.attributes.require('price_type');
    const rows: LocatedProduct[] = await this.ds.query(
      `SELECT e.entity_id, e.sku, e.type_id, pt.value AS price_type
       FROM catalog_product_entity e
       LEFT JOIN catalog_product_entity_int pt
         ON e.type_id = 'bundle' AND pt.entity_id = e.entity_id AND pt.attribute_id = $2 AND pt.store_id = 0
       WHERE lower(e.sku) = ANY($1::text[])`,
      [textArray(keys), priceType.attribute_id],
    );
    return new Map(rows.map((r) => [skuKey(r.sku), r]));
  }
}
