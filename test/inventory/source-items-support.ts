import { Client, TestApp } from '../support/app';
import { MSI_SKUS } from './support';

/** Helpers of the source item, bulk, low-quantity and stock item tests. */

/** The query string of a searchCriteria (one filter per group), as Magento's tests build it. */
export function criteria(c: {
  filters?: [string, unknown, string?][];
  sort?: [string, string][];
  pageSize?: number;
  currentPage?: number;
}): string {
  const parts: string[] = [];
  (c.filters ?? []).forEach(([field, value, type], i) => {
    const p = `searchCriteria[filter_groups][${i}][filters][0]`;
    parts.push(`${p}[field]=${field}`, `${p}[value]=${encodeURIComponent(String(value))}`, `${p}[condition_type]=${type ?? 'eq'}`);
  });
  (c.sort ?? []).forEach(([field, direction], i) =>
    parts.push(`searchCriteria[sort_orders][${i}][field]=${field}`, `searchCriteria[sort_orders][${i}][direction]=${direction}`),
  );
  if (c.pageSize !== undefined) parts.push(`searchCriteria[page_size]=${c.pageSize}`);
  if (c.currentPage !== undefined) parts.push(`searchCriteria[current_page]=${c.currentPage}`);
  return parts.length ? '?' + parts.join('&') : '?searchCriteria=';
}

/** Magento's MSI source_items.php fixture again (each Magento test starts from it). */
export async function resetFixtureItems(t: TestApp): Promise<void> {
  await t.ds.query(`DELETE FROM inventory_source_item WHERE sku = ANY($1::text[])`, [MSI_SKUS]);
  await t.ds.query(`DELETE FROM inventory_low_stock_notification_configuration WHERE sku = ANY($1::text[])`, [MSI_SKUS]);
  await t.ds.query(`INSERT INTO inventory_source_item (source_code, sku, quantity, status) VALUES
    ('eu-1', 'SKU-1', 5.5, 1), ('eu-2', 'SKU-1', 3, 1), ('eu-3', 'SKU-1', 10, 0), ('eu-disabled', 'SKU-1', 10, 1),
    ('us-1', 'SKU-2', 5, 1),
    ('eu-2', 'SKU-3', 6, 0),
    ('eu-2', 'SKU-4', 6, 1),
    ('eu-1', 'SKU-6', 0, 1)`);
}

/** A SKU's source items through the API: source code → {quantity, status}. */
export async function itemsOf(admin: Client, sku: string): Promise<Record<string, { quantity: number; status: number }>> {
  const res = await admin.get(`/rest/V1/inventory/source-items${criteria({ filters: [['sku', sku]] })}`);
  if (res.status !== 200) throw new Error(`source items of ${sku}: ${res.status} ${JSON.stringify(res.body)}`);
  const out: Record<string, { quantity: number; status: number }> = {};
  for (const i of res.body.items) out[i.source_code] = { quantity: i.quantity, status: i.status };
  return out;
}

/** The legacy stock item row of a product, straight from the database. */
export async function legacyRow(t: TestApp, sku: string): Promise<{ qty: number | null; is_in_stock: boolean } | undefined> {
  const [row] = await t.ds.query(
    `SELECT s.qty::float8 AS qty, s.is_in_stock FROM cataloginventory_stock_item s JOIN catalog_product_entity p
     ON p.entity_id = s.product_id
     WHERE p.sku = $1`,
    [sku],
  );
  return row;
}
