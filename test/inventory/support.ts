import { Client, createProduct, TestApp } from '../support/app';

/** The SKUs of Magento's MSI api-functional fixtures (InventoryApi/Test/_files). */
export const MSI_SKUS = ['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4', 'SKU-5', 'SKU-6'];

/**
 * Magento's MSI test fixtures (reference inventory-sales.md §2.14), on an isolated database:
 * sources eu-1, eu-2, eu-3, eu-disabled, us-1; stocks 10 EU, 20 US, 30 Global with their links;
 * products SKU-1..SKU-6 (SKU-1 decimal quantities, SKU-6 min_qty −3 with backorders) without
 * `default` source items; their source items; websites eu_website, us_website, global_website
 * assigned to stocks 10, 20, 30. Fixtures are set straight in the database: they are the
 * starting point, not what is tested.
 */
export async function seedMsiFixtures(t: TestApp, admin: Client): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => t.ds.query(sql, params);
  await q(`INSERT INTO inventory_source (source_code, name, enabled, country_id, postcode) VALUES
    ('eu-1', 'EU-source-1', true, 'FR', 'postcode'),
    ('eu-2', 'EU-source-2', true, 'FR', 'postcode'),
    ('eu-3', 'EU-source-3', true, 'DE', 'postcode'),
    ('eu-disabled', 'EU-source-disabled', false, 'DE', 'postcode'),
    ('us-1', 'US-source-1', true, 'US', 'postcode')`);
  await q(`INSERT INTO inventory_stock (stock_id, name) VALUES (10, 'EU-stock'), (20, 'US-stock'), (30, 'Global-stock')`);
  await q(`SELECT setval(pg_get_serial_sequence('inventory_stock', 'stock_id'), (SELECT MAX(stock_id) FROM inventory_stock))`);
  await q(`INSERT INTO inventory_source_stock_link (stock_id, source_code, priority) VALUES
    (10, 'eu-1', 1), (10, 'eu-2', 2), (10, 'eu-3', 3), (10, 'eu-disabled', 4),
    (20, 'us-1', 1),
    (30, 'us-1', 1), (30, 'eu-disabled', 2), (30, 'eu-3', 3), (30, 'eu-2', 4), (30, 'eu-1', 5)`);
  for (const sku of MSI_SKUS) await createProduct(admin, { sku, name: sku, price: 10 });
  await q(`DELETE FROM inventory_source_item WHERE sku = ANY($1::text[])`, [MSI_SKUS]);
  // Per-product stock settings of the fixture: SKU-1 takes decimal quantities; SKU-6 may go to −3 with backorders.
  await q(
    `INSERT INTO cataloginventory_stock_item (product_id, stock_id, qty, is_in_stock, is_qty_decimal, use_config_min_qty, min_qty,
       use_config_backorders, backorders)
     SELECT p.entity_id, 1, 0, true, p.sku = 'SKU-1', p.sku <> 'SKU-6', CASE WHEN p.sku = 'SKU-6' THEN -3 ELSE 0 END,
            p.sku <> 'SKU-6', CASE WHEN p.sku = 'SKU-6' THEN 1 ELSE 0 END
     FROM catalog_product_entity p WHERE p.sku = ANY($1::text[])
     ON CONFLICT (product_id, stock_id) DO UPDATE SET is_qty_decimal = EXCLUDED.is_qty_decimal,
       use_config_min_qty = EXCLUDED.use_config_min_qty, min_qty = EXCLUDED.min_qty, use_config_backorders = EXCLUDED.use_config_backorders,
       backorders = EXCLUDED.backorders`,
    [MSI_SKUS],
  );
  await q(`INSERT INTO inventory_source_item (source_code, sku, quantity, status) VALUES
    ('eu-1', 'SKU-1', 5.5, 1), ('eu-2', 'SKU-1', 3, 1), ('eu-3', 'SKU-1', 10, 0), ('eu-disabled', 'SKU-1', 10, 1),
    ('us-1', 'SKU-2', 5, 1),
    ('eu-2', 'SKU-3', 6, 0),
    ('eu-2', 'SKU-4', 6, 1),
    ('eu-1', 'SKU-6', 0, 1)`);
  await q(
    `INSERT INTO store_website (code, name) VALUES ('eu_website', 'EU website'), ('us_website', 'US website'),
       ('global_website', 'Global website')`,
  );
  await q(`INSERT INTO inventory_stock_sales_channel (type, code, stock_id) VALUES
    ('website', 'eu_website', 10), ('website', 'us_website', 20), ('website', 'global_website', 30)`);
}
