import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { seedMsiFixtures } from './support';
import { itemsOf, legacyRow } from './source-items-support';
import { outputDeparturesOf } from '../support/output';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The stock item of a new product that uses the configuration throughout (Magento's REST shape). */
const configured = (productId: number, qty: number, isInStock: boolean) => ({
  item_id: expect.any(Number),
  product_id: productId,
  stock_id: 1,
  qty,
  is_in_stock: isInStock,
  is_qty_decimal: false,
  show_default_notification_message: false,
  use_config_min_qty: true,
  min_qty: 0,
  use_config_min_sale_qty: 1,
  min_sale_qty: 1,
  use_config_max_sale_qty: true,
  max_sale_qty: 10000,
  use_config_backorders: true,
  backorders: 0,
  use_config_notify_stock_qty: true,
  notify_stock_qty: 1,
  use_config_qty_increments: true,
  qty_increments: 0,
  use_config_enable_qty_inc: true,
  enable_qty_increments: false,
  use_config_manage_stock: true,
  manage_stock: true,
  low_stock_date: null,
  is_decimal_divided: false,
  stock_status_changed_auto: 0,
});

/**
 * Legacy CatalogInventory stock items (reference inventory-sales.md §3) and the product's
 * `extension_attributes.stock_item`: GET /V1/stockItems/:productSku, PUT
 * /V1/products/:productSku/stockItems/:itemId, GET /V1/stockItems/lowStock/, GET
 * /V1/stockStatuses/:productSku, and the mirror of the `default` source.
 */
describe('legacy stock items and the product stock_item', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('inv_stock_items');
    admin = await adminClient(t);
    await seedMsiFixtures(t, admin);
  });
  afterAll(() => t.close());

  describe('products', () => {
    it('a new simple product carries its stock item (given qty and status) and gets a default source item', async () => {
      const sku = uniqueSku('stock-new');
      const created = await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 100, is_in_stock: true } } });
      expect(Object.keys(created.extension_attributes)).toEqual(['website_ids', 'stock_item']);
      expect(created.extension_attributes.stock_item).toEqual(configured(created.id, 100, true));
      expect((await admin.get(`/rest/V1/products/${sku}`)).body).toEqual(created);
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 100, status: 1 } });
      expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toEqual(created.extension_attributes.stock_item);
    });

    it('without a stock_item: qty 0, out of stock (automatically), low stock date set; default source item 0, out of stock', async () => {
      const sku = uniqueSku('stock-plain');
      const created = await createProduct(admin, { sku, type_id: 'virtual' });
      expect(created.extension_attributes.stock_item).toEqual({
        ...configured(created.id, 0, false),
        low_stock_date: expect.stringMatching(DATE_TIME),
        stock_status_changed_auto: 1,
      });
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 0, status: 0 } });
    });

    it('downloadable products get a default source item too; bundle and configurable products only a stock item (quantity 0)', async () => {
      const prefix = uniqueSku('stock-types');
      const downloadable = await createProduct(admin, {
        sku: `${prefix}-dl`,
        type_id: 'downloadable',
        extension_attributes: { stock_item: { qty: 3, is_in_stock: true } },
      });
      expect(await itemsOf(admin, downloadable.sku)).toEqual({ default: { quantity: 3, status: 1 } });
      const configurable = await createProduct(admin, {
        sku: `${prefix}-conf`,
        type_id: 'configurable',
        extension_attributes: { stock_item: { qty: 50, is_in_stock: true } },
      });
      expect(configurable.extension_attributes.stock_item).toMatchObject({ qty: 0, is_in_stock: true, stock_status_changed_auto: 0 });
      expect(await itemsOf(admin, configurable.sku)).toEqual({});
    });

    it("PUT /V1/products/:sku merges the given stock_item into the product's and mirrors it to the default source", async () => {
      const sku = uniqueSku('stock-update');
      const created = await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 10, is_in_stock: true } } });
      const res = await admin.put(`/rest/V1/products/${sku}`, {
        product: { sku, extension_attributes: { stock_item: { qty: 25.5, use_config_max_sale_qty: false, max_sale_qty: 7 } } },
      });
      expect(res.status).toBe(200);
      expect(res.body.extension_attributes.stock_item).toEqual({
        ...configured(created.id, 25.5, true),
        item_id: created.extension_attributes.stock_item.item_id,
        use_config_max_sale_qty: false,
        max_sale_qty: 7,
      });
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 25.5, status: 1 } });
      // A product save without stock_item leaves the stock alone.
      const renamed = await admin.put(`/rest/V1/products/${sku}`, { product: { sku, name: 'Renamed' } });
      expect(renamed.body.extension_attributes.stock_item).toEqual(res.body.extension_attributes.stock_item);
    });

    it('refuses a stock_item of the wrong shape or with an unknown field', async () => {
      const unknown = await admin.post('/rest/V1/products', {
        product: {
          sku: uniqueSku('bad-stock'),
          name: 'x',
          price: 1,
          attribute_set_id: 4,
          extension_attributes: { stock_item: { qty: 1, colour: 'red' } },
        },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({
        message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
        parameters: { fieldName: 'colour', getter: 'getColour', className: 'Magento\\CatalogInventory\\Api\\Data\\StockItemInterface' },
      });
      const typed = await admin.post('/rest/V1/products', {
        product: {
          sku: uniqueSku('bad-stock'),
          name: 'x',
          price: 1,
          attribute_set_id: 4,
          extension_attributes: { stock_item: { qty: 'lots' } },
        },
      });
      expect(typed).toMatchObject({
        status: 400,
        body: {
          message:
            'Error occurred during "qty" processing. The "lots" value\'s type is invalid. The "float" type was expected. ' +
            'Verify and try again.',
        },
      });
    });

    it('GET /V1/products lists products with their stock_item', async () => {
      const sku = uniqueSku('stock-list');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 2, is_in_stock: true } } });
      const res = await admin.get(
        `/rest/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku` +
          `&searchCriteria[filter_groups][0][filters][0][value]=${sku}`,
      );
      expect(res.body.items).toHaveLength(1);
      expect(res.body.items[0].extension_attributes.stock_item).toMatchObject({ qty: 2, is_in_stock: true });
    });

    it('a product read sees a stock item changed elsewhere (statement trigger → notification → cache)', async () => {
      const sku = uniqueSku('stock-notify');
      const created = await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 5, is_in_stock: true } } });
      expect((await admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.stock_item.qty).toBe(5);
      await t.ds.query(`UPDATE cataloginventory_stock_item SET qty = 77 WHERE product_id = $1`, [created.id]);
      let qty = 5;
      for (let i = 0; i < 50 && qty !== 77; i++) {
        await new Promise((r) => setTimeout(r, 20));
        qty = (await admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.stock_item.qty;
      }
      expect(qty).toBe(77);
    });

    it('shows the configured values where the item uses the configuration (core_config_data)', async () => {
      const sku = uniqueSku('stock-config');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 9, is_in_stock: true } } });
      const config = t.app.get(ScopeConfig);
      await config.set('cataloginventory/item_options/max_sale_qty', '500');
      await config.set('cataloginventory/item_options/min_sale_qty', '2');
      await config.set('cataloginventory/item_options/notify_stock_qty', '3');
      await config.set('cataloginventory/item_options/manage_stock', '0');
      try {
        expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toMatchObject({
          max_sale_qty: 500,
          min_sale_qty: 2,
          notify_stock_qty: 3,
          manage_stock: false,
          use_config_manage_stock: true,
        });
      } finally {
        for (const p of ['max_sale_qty', 'min_sale_qty', 'notify_stock_qty', 'manage_stock'])
          await config.set(`cataloginventory/item_options/${p}`, null);
      }
    });
  });

  describe('GET /V1/stockItems/:productSku', () => {
    it('answers 404 for an unknown SKU', async () => {
      const res = await admin.get('/rest/V1/stockItems/no-such-sku');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product with SKU "%1" does not exist', parameters: ['no-such-sku'] });
    });

    it("finds the product case-insensitively and shows the product's own settings", async () => {
      const res = await admin.get('/rest/V1/stockItems/sku-6');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ use_config_min_qty: false, min_qty: -3, use_config_backorders: false, backorders: 1 });
    });
  });

  describe('PUT /V1/products/:productSku/stockItems/:itemId', () => {
    it('merges the given fields into the stored item and answers its item_id (the path itemId is ignored when one exists)', async () => {
      const sku = uniqueSku('stock-put');
      const created = await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 10, is_in_stock: true } } });
      const itemId = created.extension_attributes.stock_item.item_id;
      const res = await admin.put(`/rest/V1/products/${sku}/stockItems/999999`, {
        stockItem: { qty: 30, is_qty_decimal: true, product_id: 12345 },
      });
      expect(res).toMatchObject({ status: 200, body: itemId });
      const item = (await admin.get(`/rest/V1/stockItems/${sku}`)).body;
      expect(item).toEqual({ ...configured(created.id, 30, true), item_id: itemId, is_qty_decimal: true });
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 30, status: 1 } });
    });

    it('takes camelCase fields of the stock item too, and refuses an unknown one', async () => {
      const sku = uniqueSku('stock-camel');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 1, is_in_stock: true } } });
      expect((await admin.put(`/rest/V1/products/${sku}/stockItems/1`, { stockItem: { isInStock: false, qty: 4 } })).status).toBe(200);
      expect(await legacyRow(t, sku)).toEqual({ qty: 4, is_in_stock: false });
      expect((await admin.put(`/rest/V1/products/${sku}/stockItems/1`, { stockItem: { nope: 1 } })).status).toBe(400);
    });

    it('a quantity at or below the out-of-stock threshold puts a managed item out of stock; the default source follows', async () => {
      const sku = uniqueSku('stock-threshold');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 10, is_in_stock: true } } });
      await admin.put(`/rest/V1/products/${sku}/stockItems/1`, {
        stockItem: { qty: 2, use_config_min_qty: false, min_qty: 2, is_in_stock: true },
      });
      expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toMatchObject({
        qty: 2,
        is_in_stock: false,
        min_qty: 2,
        stock_status_changed_auto: 1,
      });
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 2, status: 0 } });
      // Not managed: always in stock.
      await admin.put(`/rest/V1/products/${sku}/stockItems/1`, {
        stockItem: { use_config_manage_stock: false, manage_stock: false, is_in_stock: false },
      });
      expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toMatchObject({ manage_stock: false, is_in_stock: true });
    });

    it('no default source item is re-created for an out-of-stock qty 0 item (UpdateSourceItemAtLegacyStockItemSavePlugin)', async () => {
      const sku = uniqueSku('stock-nosource');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 3, is_in_stock: true } } });
      await admin.post('/rest/V1/inventory/source-items-delete', { sourceItems: [{ sku, source_code: 'default' }] });
      await admin.put(`/rest/V1/products/${sku}/stockItems/1`, { stockItem: { qty: 0, is_in_stock: false } });
      expect(await itemsOf(admin, sku)).toEqual({});
      await admin.put(`/rest/V1/products/${sku}/stockItems/1`, { stockItem: { qty: 6, is_in_stock: true } });
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 6, status: 1 } });
    });

    it('answers 404 for an unknown SKU and requires stockItem', async () => {
      expect((await admin.put('/rest/V1/products/no-such-sku/stockItems/1', { stockItem: { qty: 1 } })).status).toBe(404);
      expect(await admin.put('/rest/V1/products/SKU-1/stockItems/1', {})).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'stockItem' } },
      });
    });

    it('has an async twin', async () => {
      const res = await admin.put('/rest/async/V1/products/SKU-5/stockItems/1', { stockItem: { qty: 1 } });
      expect(res.status).toBe(202);
    });
  });

  describe('GET /V1/stockItems/lowStock/', () => {
    it('lists stock items whose quantity is at most qty, paged, with the total', async () => {
      const prefix = uniqueSku('low');
      const ids: number[] = [];
      for (const qty of [0.5, 1.5, 2.5])
        ids.push(
          (await createProduct(admin, { sku: `${prefix}-${qty}`, extension_attributes: { stock_item: { qty, is_in_stock: true } } })).id,
        );
      const all = await admin.get('/rest/V1/stockItems/lowStock/?scopeId=0&qty=2&pageSize=0');
      expect(all.status).toBe(200);
      expect(outputDeparturesOf(t, 'GET /V1/stockItems/lowStock/', all.body)).toEqual([]);
      const mine = all.body.items.filter((i: { product_id: number }) => ids.includes(i.product_id));
      expect(mine.map((i: { qty: number }) => i.qty)).toEqual([0.5, 1.5]);
      expect(all.body.items.every((i: { qty: number }) => i.qty <= 2)).toBe(true);
      expect(all.body.total_count).toBe(all.body.items.length);
      const page = await admin.get('/rest/V1/stockItems/lowStock/?scopeId=1&qty=2&currentPage=2&pageSize=2');
      expect(page.body.items).toHaveLength(Math.min(2, Math.max(0, all.body.total_count - 2)));
      expect(page.body.total_count).toBe(all.body.total_count);
      expect(page.body.search_criteria).toEqual({ current_page: 2, page_size: 2, qty: 2 });
    });

    it('requires scopeId and qty', async () => {
      expect(await admin.get('/rest/V1/stockItems/lowStock/?qty=2')).toMatchObject({
        status: 400,
        body: { parameters: { fieldName: 'scopeId' } },
      });
    });
  });

  describe('GET /V1/stockStatuses/:productSku', () => {
    it("answers the product's stock status with its stock item", async () => {
      const sku = uniqueSku('stock-status');
      const created = await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 14, is_in_stock: true } } });
      const res = await admin.get(`/rest/V1/stockStatuses/${sku}`);
      expect(res.status).toBe(200);
      expect(outputDeparturesOf(t, 'GET /V1/stockStatuses/:productSku', res.body)).toEqual([]);
      expect(res.body).toEqual({
        product_id: created.id,
        stock_id: 1,
        qty: 14,
        stock_status: 1,
        stock_item: configured(created.id, 14, true),
      });
      await admin.post('/rest/V1/inventory/source-items', { sourceItems: [{ sku, source_code: 'default', quantity: 0, status: 0 }] });
      expect((await admin.get(`/rest/V1/stockStatuses/${sku}`)).body).toMatchObject({
        qty: 0,
        stock_status: 0,
        stock_item: { qty: 0, is_in_stock: false },
      });
    });

    it('answers 404 for an unknown SKU', async () => {
      expect(await admin.get('/rest/V1/stockStatuses/no-such-sku')).toMatchObject({
        status: 404,
        body: { message: 'Product with SKU "%1" does not exist' },
      });
    });
  });
});
