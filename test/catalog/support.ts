import { ScopeConfig } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { adminClient, Client, startApp, startIsolatedApp, TestApp } from '../support/app';

/**
 * Helpers shared by the product end-to-end tests (test/catalog).
 *
 * Files that add store views or websites, or change `catalog/price/scope`, run against a database
 * of their own (made beside the run's test database, dropped afterwards): jest runs files in
 * parallel, and a shared database would let those changes leak into other files' assertions.
 */
export interface CatalogApp extends TestApp {
  admin: Client;
  anon: Client;
}

export async function startCatalogApp(isolatedLabel?: string): Promise<CatalogApp> {
  const t = isolatedLabel ? await startIsolatedApp(`catalog_${isolatedLabel}`) : await startApp();
  return { ...t, admin: await adminClient(t), anon: new Client(t.base) };
}

/** A store view in website 1 / group 1 (like Magento's `fixturestore`); answers its id. */
export async function addStoreView(t: TestApp, code: string): Promise<number> {
  const [{ store_id }] = await t.ds.query(
    `INSERT INTO store (code, website_id, group_id, name, sort_order, is_active) VALUES ($1, 1, 1, $1, 10, true) RETURNING store_id`,
    [code],
  );
  t.app.get(StoreDirectory).invalidate();
  return store_id;
}

/** A website with one group and one store view named `<code>_view`. */
export async function addWebsite(t: TestApp, code: string): Promise<{ websiteId: number; storeId: number; storeCode: string }> {
  const [{ website_id: websiteId }] = await t.ds.query(
    `INSERT INTO store_website (code, name, sort_order, default_group_id, is_default) VALUES ($1, $1, 10, 0, false) RETURNING website_id`,
    [code],
  );
  const [{ group_id: groupId }] = await t.ds.query(
    `INSERT INTO store_group (website_id, code, name, root_category_id, default_store_id) VALUES ($1, $2, $2, 2, 0) RETURNING group_id`,
    [websiteId, `${code}_group`],
  );
  const storeCode = `${code}_view`;
  const [{ store_id: storeId }] = await t.ds.query(
    `INSERT INTO store (code, website_id, group_id, name, sort_order, is_active) VALUES ($1, $2, $3, $1, 10, true) RETURNING store_id`,
    [storeCode, websiteId, groupId],
  );
  await t.ds.query(`UPDATE store_group SET default_store_id = $2 WHERE group_id = $1`, [groupId, storeId]);
  await t.ds.query(`UPDATE store_website SET default_group_id = $2 WHERE website_id = $1`, [websiteId, groupId]);
  t.app.get(StoreDirectory).invalidate();
  return { websiteId, storeId, storeCode };
}

/** `catalog/price/scope`: 0 global (the default), 1 website. */
export async function setPriceScope(t: TestApp, scope: 0 | 1): Promise<void> {
  await t.app.get(ScopeConfig).set('catalog/price/scope', String(scope));
}

/** A category under the default category; answers its id. */
export async function addCategory(t: TestApp, name: string): Promise<number> {
  const [{ entity_id: id }] = await t.ds.query(
    `INSERT INTO catalog_category_entity (parent_id, path, position, level, name) VALUES (2, '', 1, 2, $1) RETURNING entity_id`,
    [name],
  );
  await t.ds.query(`UPDATE catalog_category_entity SET path = '1/2/' || entity_id WHERE entity_id = $1`, [id]);
  return id;
}

/** Stored values of one product attribute, by store id (whatever its value table). */
export async function storedValues(t: TestApp, sku: string, code: string): Promise<Record<number, string | null>> {
  const rows: { store_id: number; value: string | null }[] = await t.ds.query(
    `SELECT v.store_id, v.value FROM catalog_product_entity e
     JOIN eav_attribute a ON a.attribute_code = $2 AND a.entity_type_id = 4
     JOIN LATERAL (
       SELECT store_id, value::text FROM catalog_product_entity_varchar WHERE entity_id = e.entity_id AND attribute_id = a.attribute_id
       UNION ALL SELECT store_id, value::text FROM catalog_product_entity_int WHERE entity_id = e.entity_id
       AND attribute_id = a.attribute_id
       UNION ALL SELECT store_id, value::text FROM catalog_product_entity_decimal WHERE entity_id = e.entity_id
       AND attribute_id = a.attribute_id
       UNION ALL SELECT store_id, value::text FROM catalog_product_entity_text WHERE entity_id = e.entity_id
       AND attribute_id = a.attribute_id
       UNION ALL SELECT store_id, to_char(value, 'YYYY-MM-DD HH24:MI:SS') FROM catalog_product_entity_datetime
                 WHERE entity_id = e.entity_id AND attribute_id = a.attribute_id
     ) v ON true
     WHERE lower(e.sku) = lower($1) ORDER BY v.store_id`,
    [sku, code],
  );
  return Object.fromEntries(rows.map((r) => [r.store_id, r.value]));
}

export async function productCount(t: TestApp, sku: string): Promise<number> {
  const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM catalog_product_entity WHERE lower(sku) = lower($1)`, [sku]);
  return n;
}

/** custom_attributes as a code → value map. */
export function customAttributes(product: { custom_attributes?: { attribute_code: string; value: unknown }[] }): Record<string, unknown> {
  return Object.fromEntries((product.custom_attributes ?? []).map((a) => [a.attribute_code, a.value]));
}

/** The top-level field order of Magento's ProductInterface, for a product with a weight. */
export const PRODUCT_FIELDS = [
  'id',
  'sku',
  'name',
  'attribute_set_id',
  'price',
  'status',
  'visibility',
  'type_id',
  'created_at',
  'updated_at',
  'weight',
  'extension_attributes',
  'product_links',
  'options',
  'media_gallery_entries',
  'tier_prices',
  'custom_attributes',
];

export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const PRODUCT_NOT_FOUND = { message: "The product that was requested doesn't exist. Verify the product and try again." };

/**
 * A PHP-style query string (`searchCriteria[filter_groups][0][filters][0][field]=sku&…`) for a
 * nested object, as Magento clients send searchCriteria. Values are percent-encoded (`%` → `%25`).
 */
export function phpQuery(value: Record<string, unknown>): string {
  const parts: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v as Record<string, unknown>)) walk(prefix ? `${prefix}[${k}]` : k, child);
    } else {
      parts.push(`${prefix}=${encodeURIComponent(String(v ?? ''))}`);
    }
  };
  walk('', value);
  return parts.join('&');
}

export interface FilterSpec {
  field: string;
  value: string | number;
  condition_type?: string;
}

/** `/rest/<store>/V1/products?searchCriteria…` with filter groups (AND) of filters (OR). */
export function listPath(
  criteria: { groups?: FilterSpec[][]; sort?: { field: string; direction?: string }[]; pageSize?: number; currentPage?: number },
  store = '',
): string {
  const sc: Record<string, unknown> = {};
  if (criteria.groups) sc.filter_groups = criteria.groups.map((filters) => ({ filters }));
  if (criteria.sort) sc.sort_orders = criteria.sort;
  if (criteria.pageSize !== undefined) sc.page_size = criteria.pageSize;
  if (criteria.currentPage !== undefined) sc.current_page = criteria.currentPage;
  const prefix = store ? `/rest/${store}/V1/products` : '/rest/V1/products';
  return `${prefix}?${phpQuery({ searchCriteria: sc })}`;
}
