import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { seedMsiFixtures } from './support';
import { itemsOf, legacyRow, resetFixtureItems } from './source-items-support';

const ASSIGN = '/rest/V1/inventory/bulk-product-source-assign';
const UNASSIGN = '/rest/V1/inventory/bulk-product-source-unassign';
const TRANSFER = '/rest/V1/inventory/bulk-product-source-transfer';
const PARTIAL = '/rest/V1/inventory/bulk-partial-source-transfer';

/**
 * Bulk assign, unassign, transfer and partial transfer (spec §4.8, reference §2.12), on Magento's
 * MSI fixtures, reset before each test as Magento's integration tests load them afresh:
 * InventoryCatalog/Test/Integration/Bulk/{SourceAssign,SourceUnassign,InventoryTransfer}Test and
 * InventoryCatalog/Test/Api/Bulk/PartialInventoryTransferTest.
 */
describe('bulk source operations (InventoryCatalogApi)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('inv_bulk');
    admin = await adminClient(t);
    await seedMsiFixtures(t, admin);
  });
  afterAll(() => t.close());
  beforeEach(() => resetFixtureItems(t));

  const transfer = (skus: string[], originSource: string, destinationSource: string, unassignFromOrigin: boolean) =>
    admin.post(TRANSFER, { skus, originSource, destinationSource, unassignFromOrigin });

  describe('assign (SourceAssignTest)', () => {
    it('counts the pairs it creates: 2, then 0 again, then 4 skus × 3 sources with 2 existing → 10', async () => {
      // Magento's fixture for this test has the products on the default source only.
      await t.ds.query(`DELETE FROM inventory_source_item WHERE sku LIKE 'SKU-%'`);
      await t.ds.query(
        `INSERT INTO inventory_source_item (source_code, sku, quantity, status) SELECT 'default', s, 10, 1 FROM unnest($1::text[]) s`,
        [['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4']],
      );
      expect(await admin.post(ASSIGN, { skus: ['SKU-1', 'SKU-2'], sourceCodes: ['eu-1'] })).toMatchObject({ status: 200, body: 2 });
      expect(Object.keys(await itemsOf(admin, 'SKU-2')).sort()).toEqual(['default', 'eu-1']);
      expect((await itemsOf(admin, 'SKU-2'))['eu-1']).toEqual({ quantity: 0, status: 0 });
      expect((await admin.post(ASSIGN, { skus: ['SKU-1', 'SKU-2'], sourceCodes: ['eu-1'] })).body).toBe(0);
      const res = await admin.post(ASSIGN, { skus: ['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4'], sourceCodes: ['eu-1', 'eu-2', 'eu-3'] });
      expect(res).toMatchObject({ status: 200, body: 10 });
      for (const sku of ['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4']) {
        expect(Object.keys(await itemsOf(admin, sku))).toEqual(expect.arrayContaining(['eu-1', 'eu-2', 'eu-3']));
      }
      // The default items are untouched.
      expect((await itemsOf(admin, 'SKU-3')).default).toEqual({ quantity: 10, status: 1 });
    });

    it('processes only products whose type keeps source items (mixed types: 3 × 3 = 9), skipping unknown SKUs', async () => {
      const prefix = uniqueSku('mixed');
      const skus: string[] = [];
      for (const type of ['simple', 'virtual', 'downloadable', 'bundle', 'configurable']) {
        const sku = `${prefix}-${type}`;
        await createProduct(admin, {
          sku,
          type_id: type,
          ...(type === 'bundle' ? { custom_attributes: [{ attribute_code: 'price_type', value: 1 }] } : {}),
        });
        skus.push(sku);
      }
      const res = await admin.post(ASSIGN, { skus: [...skus, 'no-such-product'], sourceCodes: ['eu-1', 'eu-2', 'eu-3'] });
      expect(res).toMatchObject({ status: 200, body: 9 });
      expect(await itemsOf(admin, `${prefix}-bundle`)).toEqual({});
      expect(await itemsOf(admin, 'no-such-product')).toEqual({});
    });

    it('refuses unknown sources: Validation Failed with one error per missing code, nothing assigned', async () => {
      const res = await admin.post(ASSIGN, { skus: ['SKU-5'], sourceCodes: ['eu-1', 'nope-1', 'nope-2'] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Validation Failed',
        errors: [
          { message: 'Source %sourceCode does not exist', parameters: { sourceCode: 'nope-1' } },
          { message: 'Source %sourceCode does not exist', parameters: { sourceCode: 'nope-2' } },
        ],
      });
      expect(await itemsOf(admin, 'SKU-5')).toEqual({});
    });

    it('requires skus and sourceCodes', async () => {
      expect(await admin.post(ASSIGN, { skus: ['SKU-5'] })).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'sourceCodes' } },
      });
    });
  });

  describe('unassign (SourceUnassignTest)', () => {
    it('deletes the pairs and counts them: 5, then 0', async () => {
      const body = { skus: ['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4'], sourceCodes: ['eu-1', 'eu-2', 'eu-3'] };
      expect(await admin.post(UNASSIGN, body)).toMatchObject({ status: 200, body: 5 });
      expect(Object.keys(await itemsOf(admin, 'SKU-1'))).toEqual(['eu-disabled']);
      expect(await itemsOf(admin, 'SKU-3')).toEqual({});
      expect(await itemsOf(admin, 'SKU-2')).toEqual({ 'us-1': { quantity: 5, status: 1 } });
      expect((await admin.post(UNASSIGN, body)).body).toBe(0);
    });

    it('unassigning the default source zeroes the legacy stock item', async () => {
      const sku = uniqueSku('unassign-default');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 8, is_in_stock: true } } });
      expect(await legacyRow(t, sku)).toEqual({ qty: 8, is_in_stock: true });
      expect((await admin.post(UNASSIGN, { skus: [sku], sourceCodes: ['default'] })).body).toBe(1);
      expect(await itemsOf(admin, sku)).toEqual({});
      expect(await legacyRow(t, sku)).toEqual({ qty: 0, is_in_stock: false });
      expect((await admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.stock_item).toMatchObject({
        qty: 0,
        is_in_stock: false,
      });
    });

    it('refuses unknown sources', async () => {
      const res = await admin.post(UNASSIGN, { skus: ['SKU-1'], sourceCodes: ['nope'] });
      expect(res).toMatchObject({
        status: 400,
        body: {
          message: 'Validation Failed',
          errors: [{ message: 'Source %sourceCode does not exist', parameters: { sourceCode: 'nope' } }],
        },
      });
      expect(Object.keys(await itemsOf(admin, 'SKU-1')).length).toBe(4);
    });
  });

  describe('transfer (InventoryTransferTest)', () => {
    it('eu-1 → eu-2 with unassign: the eu-1 item is gone, eu-2 = 5.5 + 3 = 8.5; answers true', async () => {
      const res = await transfer(['SKU-1'], 'eu-1', 'eu-2', true);
      expect(res).toMatchObject({ status: 200, body: true });
      const items = await itemsOf(admin, 'SKU-1');
      expect(items['eu-1']).toBeUndefined();
      expect(items['eu-2'].quantity).toBe(8.5);
    });

    it('eu-3 (10, out of stock) → eu-1: eu-1 = 15.5 with the status of eu-3', async () => {
      const before = (await itemsOf(admin, 'SKU-1'))['eu-3'].status;
      await transfer(['SKU-1'], 'eu-3', 'eu-1', true);
      const items = await itemsOf(admin, 'SKU-1');
      expect(items['eu-1']).toEqual({ quantity: 15.5, status: before });
      expect(before).toBe(0);
    });

    it('eu-1 → us-1 (no item there) without unassign: eu-1 = 0, us-1 = 5.5 with the status of eu-1', async () => {
      const before = (await itemsOf(admin, 'SKU-1'))['eu-1'].status;
      await transfer(['SKU-1'], 'eu-1', 'us-1', false);
      const items = await itemsOf(admin, 'SKU-1');
      expect(items['us-1']).toEqual({ quantity: 5.5, status: before });
      expect(items['eu-1'].quantity).toBe(0);
    });

    it('us-1 (no item) → eu-1 without unassign: nothing changes', async () => {
      const before = (await itemsOf(admin, 'SKU-1'))['eu-1'];
      await transfer(['SKU-1'], 'us-1', 'eu-1', false);
      const items = await itemsOf(admin, 'SKU-1');
      expect(items['us-1']).toBeUndefined();
      expect(items['eu-1']).toEqual(before);
      expect(items['eu-1']).toEqual({ quantity: 5.5, status: 1 });
    });

    it('eu-1 → eu-2 without unassign: eu-1 = 0 and out of stock, eu-2 = 8.5 with the status of eu-1', async () => {
      const before = (await itemsOf(admin, 'SKU-1'))['eu-1'].status;
      await transfer(['SKU-1'], 'eu-1', 'eu-2', false);
      const items = await itemsOf(admin, 'SKU-1');
      expect(items['eu-1']).toEqual({ quantity: 0, status: 0 });
      expect(items['eu-2'].quantity).not.toBe(5.5);
      expect(items['eu-2']).toEqual({ quantity: 8.5, status: before });
    });

    it('neither side has an item: the destination gets quantity 0, out of stock (and the origin stays empty)', async () => {
      await transfer(['SKU-5'], 'eu-1', 'eu-2', false);
      expect(await itemsOf(admin, 'SKU-5')).toEqual({ 'eu-2': { quantity: 0, status: 0 } });
    });

    it('takes the origin status onto an existing destination (eu-2 SKU-3 out → eu-1 SKU-3 absent; SKU-4 in → eu-3)', async () => {
      await t.ds.query(`INSERT INTO inventory_source_item (source_code, sku, quantity, status) VALUES ('eu-3', 'SKU-4', 1, 0)`);
      await transfer(['SKU-3', 'SKU-4', 'SKU-4', 'not-a-product'], 'eu-2', 'eu-3', true);
      expect(await itemsOf(admin, 'SKU-3')).toEqual({ 'eu-3': { quantity: 6, status: 0 } });
      expect(await itemsOf(admin, 'SKU-4')).toEqual({ 'eu-3': { quantity: 7, status: 1 } });
      expect(await itemsOf(admin, 'not-a-product')).toEqual({});
    });

    it('moves the low-quantity settings to the destination', async () => {
      await admin.post('/rest/V1/inventory/low-quantity-notification', {
        sourceItemConfigurations: [{ source_code: 'eu-1', sku: 'SKU-1', notify_stock_qty: 3 }],
      });
      await transfer(['SKU-1'], 'eu-1', 'us-1', true);
      expect((await admin.get('/rest/V1/inventory/low-quantity-notification/us-1/SKU-1')).body).toEqual({
        source_code: 'us-1',
        sku: 'SKU-1',
        notify_stock_qty: 3,
      });
    });

    it('refuses the same source, or unknown ones: "Validation Error: …" with every error', async () => {
      const same = await transfer(['SKU-1'], 'eu-1', 'eu-1', true);
      expect(same.status).toBe(400);
      expect(same.body).toEqual({
        message: 'Validation Error: Select different sources for origin and destination.',
        errors: [{ message: 'Cannot transfer a source on itself', parameters: [] }],
      });
      const unknown = await transfer(['SKU-1'], 'nope-a', 'nope-b', true);
      expect(unknown.body).toEqual({
        message: 'Validation Error: Select different sources for origin and destination.',
        errors: [
          { message: 'Origin source %sourceCode does not exist', parameters: { sourceCode: 'nope-a' } },
          { message: 'Destination source %sourceCode does not exist', parameters: { sourceCode: 'nope-b' } },
        ],
      });
      expect(Object.keys(await itemsOf(admin, 'SKU-1')).length).toBe(4);
    });

    it('requires all four arguments and takes them in snake_case too', async () => {
      expect(await admin.post(TRANSFER, { skus: ['SKU-1'], originSource: 'eu-1', destinationSource: 'eu-2' })).toMatchObject({
        status: 400,
        body: { parameters: { fieldName: 'unassignFromOrigin' } },
      });
      const res = await admin.post(TRANSFER, {
        skus: ['SKU-1'],
        origin_source: 'eu-1',
        destination_source: 'eu-2',
        unassign_from_origin: true,
      });
      expect(res).toMatchObject({ status: 200, body: true });
      expect((await itemsOf(admin, 'SKU-1'))['eu-2'].quantity).toBe(8.5);
    });

    it('keeps the legacy stock item in line with the default source, both ways', async () => {
      const sku = uniqueSku('transfer-default');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 4, is_in_stock: true } } });
      await admin.post('/rest/V1/inventory/source-items', { sourceItems: [{ sku, source_code: 'eu-1', quantity: 6, status: 1 }] });

      // eu-1 → default: default = 4 + 6 = 10, in stock; the legacy item follows.
      await transfer([sku], 'eu-1', 'default', true);
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 10, status: 1 } });
      expect(await legacyRow(t, sku)).toEqual({ qty: 10, is_in_stock: true });
      expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toMatchObject({ qty: 10, is_in_stock: true });

      // default → eu-2 without unassign: the default item and the legacy item drop to 0, out of stock.
      await transfer([sku], 'default', 'eu-2', false);
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 0, status: 0 }, 'eu-2': { quantity: 10, status: 1 } });
      expect(await legacyRow(t, sku)).toEqual({ qty: 0, is_in_stock: false });
      expect((await admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.stock_item).toMatchObject({
        qty: 0,
        is_in_stock: false,
      });
    });

    it('transfers 2,000 SKUs in one call', async () => {
      const skus = Array.from({ length: 2000 }, (_, i) => `bulk-many-${i}`);
      await t.ds.query(`INSERT INTO catalog_product_entity (sku, type_id, attribute_set_id) SELECT unnest($1::text[]), 'simple', 4`, [
        skus,
      ]);
      await t.ds.query(
        `INSERT INTO inventory_source_item (source_code, sku, quantity, status) SELECT 'eu-1', s, 2, 1 FROM unnest($1::text[]) s`,
        [skus],
      );
      expect((await transfer(skus, 'eu-1', 'eu-2', true)).body).toBe(true);
      const [moved] = await t.ds.query(
        `SELECT count(*)::int AS n, sum(quantity)::float8 AS q FROM inventory_source_item WHERE source_code = 'eu-2'
         AND sku LIKE 'bulk-many-%'`,
      );
      expect(moved).toEqual({ n: 2000, q: 4000 });
      expect(await t.ds.query(`SELECT 1 FROM inventory_source_item WHERE source_code = 'eu-1' AND sku LIKE 'bulk-many-%'`)).toEqual([]);
    });
  });

  describe('partial transfer (PartialInventoryTransferTest)', () => {
    it('SKU-1 qty 1 from eu-3 to eu-2: eu-3 = 9 (status kept), eu-2 = 4 in stock; answers []', async () => {
      const res = await admin.post(PARTIAL, { originSourceCode: 'eu-3', destinationSourceCode: 'eu-2', items: [{ sku: 'SKU-1', qty: 1 }] });
      expect(res).toMatchObject({ status: 200, body: [] });
      const items = await itemsOf(admin, 'SKU-1');
      expect(items['eu-3']).toEqual({ quantity: 9, status: 0 });
      expect(items['eu-2']).toEqual({ quantity: 4, status: 1 });
    });

    it('the destination comes in stock; a SKU named twice moves both quantities', async () => {
      await t.ds.query(`INSERT INTO inventory_source_item (source_code, sku, quantity, status) VALUES ('eu-1', 'SKU-3', 0, 0)`);
      await admin.post(PARTIAL, {
        originSourceCode: 'eu-2',
        destinationSourceCode: 'eu-1',
        items: [
          { sku: 'SKU-3', qty: 2 },
          { sku: 'SKU-3', qty: 1.5 },
        ],
      });
      expect(await itemsOf(admin, 'SKU-3')).toEqual({ 'eu-2': { quantity: 2.5, status: 0 }, 'eu-1': { quantity: 3.5, status: 1 } });
    });

    it('refuses a quantity the origin does not have, and missing items: "Transfer validation failed"', async () => {
      const res = await admin.post(PARTIAL, {
        originSourceCode: 'eu-1',
        destinationSourceCode: 'eu-2',
        items: [
          { sku: 'SKU-1', qty: 6 },
          { sku: 'SKU-2', qty: 1 },
          { sku: 'SKU-6', qty: 0 },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Transfer validation failed',
        errors: [
          { message: 'Requested transfer amount for sku %sku is not available', parameters: { sku: 'SKU-1' } },
          { message: '%message', parameters: { message: 'Source item for SKU-2 and eu-1 does not exist' } },
          { message: '%message', parameters: { message: 'Source item for SKU-6 and eu-2 does not exist' } },
        ],
      });
      expect((await itemsOf(admin, 'SKU-1'))['eu-1'].quantity).toBe(5.5);
    });

    it('refuses unknown or equal sources', async () => {
      const res = await admin.post(PARTIAL, { originSourceCode: 'eu-2', destinationSourceCode: 'eu-2', items: [{ sku: 'SKU-1', qty: 1 }] });
      expect(res.body).toEqual({
        message: 'Transfer validation failed',
        errors: [{ message: 'Cannot transfer a source on itself', parameters: [] }],
      });
      const unknown = await admin.post(PARTIAL, {
        originSourceCode: 'nope',
        destinationSourceCode: 'eu-2',
        items: [{ sku: 'SKU-1', qty: 1 }],
      });
      expect(unknown.body).toEqual({
        message: 'Transfer validation failed',
        errors: [
          { message: 'Origin source %sourceCode does not exist', parameters: { sourceCode: 'nope' } },
          { message: '%message', parameters: { message: 'Source item for SKU-1 and nope does not exist' } },
        ],
      });
    });

    it('keeps the legacy stock item in line when the default source gives or takes', async () => {
      const sku = uniqueSku('partial-default');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 10, is_in_stock: true } } });
      await admin.post('/rest/V1/inventory/source-items', { sourceItems: [{ sku, source_code: 'eu-1', quantity: 0, status: 0 }] });
      await admin.post(PARTIAL, { originSourceCode: 'default', destinationSourceCode: 'eu-1', items: [{ sku, qty: 4 }] });
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 6, status: 1 }, 'eu-1': { quantity: 4, status: 1 } });
      expect(await legacyRow(t, sku)).toEqual({ qty: 6, is_in_stock: true });
      await admin.post(PARTIAL, { originSourceCode: 'eu-1', destinationSourceCode: 'default', items: [{ sku, qty: 1 }] });
      expect(await legacyRow(t, sku)).toEqual({ qty: 7, is_in_stock: true });
    });
  });

  describe('asynchronous twins', () => {
    it('accepts the bulk form of a transfer (one operation per element)', async () => {
      const res = await admin.post('/rest/async/bulk/V1/inventory/bulk-product-source-transfer', [
        { skus: ['SKU-1'], originSource: 'eu-1', destinationSource: 'eu-2', unassignFromOrigin: true },
      ]);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ errors: false, request_items: [{ id: 0, status: 'accepted' }] });
    });
  });
});
