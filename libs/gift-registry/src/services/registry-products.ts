import { Database } from '@mercato/platform';
import { notShippable, nothingToAdd, productNotFound, qtyIncorrect } from './messages';
import { RegistryItemInput } from './types';

/** Products that are never shipped, which Magento keeps out of registries. */
const NOT_SHIPPABLE = new Set(['virtual', 'downloadable', 'giftcard']);

/** A registry line ready to write: one per product, quantities of repeated SKUs added up. */
export interface RegistryLine {
  product_id: number;
  qty: number;
  note: string | null;
}

/**
 * Checks wanted items against the catalogue (every SKU exists, case-insensitively as Magento's
 * collation matches; is shipped; has a quantity above 0) with one query for all of them.
 */
export async function registryLines(ds: Database, items: RegistryItemInput[]): Promise<RegistryLine[]> {
  if (!items.length) throw nothingToAdd();
  for (const item of items) {
    if (typeof item.qty !== 'number' || !Number.isFinite(item.qty) || item.qty <= 0) throw qtyIncorrect();
  }
  const keys = [
    ...new Set(
      items.map((i) =>
        String(i.sku ?? '')
          .trim()
          .toLowerCase(),
      ),
    ),
  ];
  const rows: { entity_id: number; sku_key: string; type_id: string }[] = await ds.query(
    `SELECT entity_id, lower(sku) AS sku_key, type_id FROM catalog_product_entity WHERE lower(sku) = ANY($1::text[])`,
    [keys],
  );
  const bySku = new Map(rows.map((r) => [r.sku_key, r]));
  const lines = new Map<number, RegistryLine>();
  for (const item of items) {
    const product = bySku.get(
      String(item.sku ?? '')
        .trim()
        .toLowerCase(),
    );
    if (!product) throw productNotFound(item.sku);
    if (NOT_SHIPPABLE.has(product.type_id)) throw notShippable();
    const line = lines.get(product.entity_id);
    if (line) {
      line.qty += item.qty;
      line.note = item.note ?? line.note;
    } else {
      lines.set(product.entity_id, { product_id: product.entity_id, qty: item.qty, note: item.note ?? null });
    }
  }
  return [...lines.values()];
}
