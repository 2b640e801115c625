import { ScopeConfig } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';

/**
 * Helpers shared by the price-storage end-to-end tests.
 *
 * Each test file runs against a database of its own (created beside the run's test database and
 * dropped afterwards): the files change `catalog/price/scope` and add websites, and jest runs files
 * in parallel, so a shared database would let one file's scope leak into another's assertions.
 */
export interface PricingApp extends TestApp {
  admin: Client;
}

export async function startPricingApp(label: string): Promise<PricingApp> {
  const t = await startIsolatedApp(label);
  return { ...t, admin: await adminClient(t) };
}

/** `catalog/price/scope`: 0 global (the default), 1 website. */
export async function setPriceScope(t: TestApp, scope: 0 | 1): Promise<void> {
  await t.app.get(ScopeConfig).set('catalog/price/scope', String(scope));
}

export interface ExtraWebsite {
  websiteId: number;
  storeIds: number[];
}

/** A website with its own store group and `views` store views. */
export async function addWebsite(t: TestApp, code: string, views = 1): Promise<ExtraWebsite> {
  const [{ website_id: websiteId }] = await t.ds.query(
    `INSERT INTO store_website (code, name, sort_order, default_group_id, is_default) VALUES ($1, $1, 10, 0, false) RETURNING website_id`,
    [code],
  );
  const [{ group_id: groupId }] = await t.ds.query(
    `INSERT INTO store_group (website_id, code, name, root_category_id, default_store_id) VALUES ($1, $2, $2, 2, 0) RETURNING group_id`,
    [websiteId, `${code}_group`],
  );
  const storeIds: number[] = [];
  for (let i = 1; i <= views; i++) {
    const [{ store_id }] = await t.ds.query(
      `INSERT INTO store (code, website_id, group_id, name, sort_order, is_active) VALUES ($1, $2, $3, $1, 10, true) RETURNING store_id`,
      [`${code}_view${i}`, websiteId, groupId],
    );
    storeIds.push(store_id);
  }
  await t.ds.query(`UPDATE store_group SET default_store_id = $2 WHERE group_id = $1`, [groupId, storeIds[0]]);
  await t.ds.query(`UPDATE store_website SET default_group_id = $2 WHERE website_id = $1`, [websiteId, groupId]);
  t.app.get(StoreDirectory).invalidate();
  return { websiteId, storeIds };
}

export type ProductKind = 'simple' | 'virtual' | 'downloadable' | 'configurable' | 'fixed-bundle' | 'dynamic-bundle';

/** Creates a product of the given kind through the API; answers its SKU. */
export async function product(t: PricingApp, kind: ProductKind = 'simple', extra: Record<string, unknown> = {}): Promise<string> {
  const sku = uniqueSku(kind);
  const type_id = kind.endsWith('bundle') ? 'bundle' : kind;
  const custom_attributes = kind.endsWith('bundle') ? [{ attribute_code: 'price_type', value: kind === 'fixed-bundle' ? '1' : '0' }] : [];
  await createProduct(t.admin, { sku, type_id, price: 10, custom_attributes, ...extra });
  return sku;
}

/** Stored values of one decimal/datetime attribute of a product, by store. */
export async function attributeValues(t: TestApp, sku: string, code: string): Promise<Record<number, string | null>> {
  const rows: { store_id: number; value: string | null }[] = await t.ds.query(
    `SELECT v.store_id, v.value::text AS value
     FROM catalog_product_entity e
     JOIN eav_attribute a ON a.attribute_code = $2 AND a.entity_type_id = 4
     JOIN LATERAL (
       SELECT store_id, value::text FROM catalog_product_entity_decimal WHERE entity_id = e.entity_id AND attribute_id = a.attribute_id
       UNION ALL
       SELECT store_id, to_char(value, 'YYYY-MM-DD HH24:MI:SS') FROM catalog_product_entity_datetime WHERE entity_id = e.entity_id
       AND attribute_id = a.attribute_id
     ) v ON true
     WHERE e.sku = $1 ORDER BY v.store_id`,
    [sku, code],
  );
  return Object.fromEntries(rows.map((r) => [r.store_id, r.value]));
}

/** Stored tier price rows of a product, in a stable order. */
export async function tierRows(t: TestApp, sku: string): Promise<string[]> {
  const rows: { r: string }[] = await t.ds.query(
    `SELECT concat_ws(' ', CASE WHEN t.all_groups THEN 'all' ELSE t.customer_group_id::text END, 'qty=' || t.qty, 'w=' || t.website_id,
              'value=' || t.value, 'pct=' || coalesce(t.percentage_value::text, '-')) AS r
     FROM catalog_product_entity_tier_price t JOIN catalog_product_entity e ON e.entity_id = t.entity_id
     WHERE e.sku = $1 ORDER BY t.all_groups DESC, t.customer_group_id, t.qty, t.website_id`,
    [sku],
  );
  return rows.map((x) => x.r);
}

const SUFFIX = 'Row ID: SKU = %SKU, Website ID: %websiteId, Customer Group: %customerGroup, Quantity: %qty.';
/** Tier-price failure messages: Magento returns them with their placeholders in place. */
export const TIER = {
  sku: `Invalid attribute SKU = %SKU. ${SUFFIX}`,
  price: `Invalid attribute Price = %price. ${SUFFIX}`,
  type: `Invalid attribute Price Type = %priceType. ${SUFFIX}`,
  qty: `Invalid attribute Quantity = %qty. ${SUFFIX}`,
  website: `Invalid attribute Website ID = %websiteId. ${SUFFIX}`,
  duplicate:
    `We found a duplicate website, tier price, customer group and quantity: ` +
    `Customer Group = %customerGroup, Website ID = %websiteId, Quantity = %qty. ${SUFFIX}`,
  group: `No such entity with Customer Group = %customerGroup. ${SUFFIX}`,
};
