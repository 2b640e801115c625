import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { seedMsiFixtures } from './support';
import { criteria, itemsOf, legacyRow, resetFixtureItems } from './source-items-support';

const PATH = '/rest/V1/inventory/source-items';
const DELETE = '/rest/V1/inventory/source-items-delete';
const err = (message: string, field: string) => ({ message, parameters: { field } });
const NOT_EMPTY = '"%field" can not be empty.';

/**
 * Source items (reference inventory-sales.md §2.5): GET /V1/inventory/source-items,
 * POST /V1/inventory/source-items and /source-items-delete, with Magento's validation envelopes
 * (InventoryApi/Test/Api/SourceItemsSave/ValidationTest) and the `default` source ↔ legacy stock
 * item synchronisation.
 */
describe('source items (GET/POST /V1/inventory/source-items, POST source-items-delete)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('inv_source_items');
    admin = await adminClient(t);
    await seedMsiFixtures(t, admin);
  });
  afterAll(() => t.close());
  beforeEach(() => resetFixtureItems(t));

  describe('GET (searchCriteria required)', () => {
    it('requires searchCriteria', async () => {
      const res = await admin.get(PATH);
      expect(res).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'searchCriteria' } },
      });
    });

    it('lists items in the SourceItemInterface shape, filtered, sorted and paged', async () => {
      const res = await admin.get(
        PATH +
          criteria({
            filters: [
              ['sku', 'SKU-1'],
              ['quantity', 4, 'gt'],
            ],
            sort: [['source_code', 'DESC']],
            pageSize: 2,
            currentPage: 1,
          }),
      );
      expect(res.status).toBe(200);
      // eu-1 5.5, eu-3 10 and eu-disabled 10 match; the first page of two, source code descending.
      expect(res.body.total_count).toBe(3);
      expect(res.body.items).toEqual([
        { sku: 'SKU-1', source_code: 'eu-disabled', quantity: 10, status: 1 },
        { sku: 'SKU-1', source_code: 'eu-3', quantity: 10, status: 0 },
      ]);
      expect(res.body.search_criteria).toEqual({
        filter_groups: [
          { filters: [{ field: 'sku', value: 'SKU-1', condition_type: 'eq' }] },
          { filters: [{ field: 'quantity', value: '4', condition_type: 'gt' }] },
        ],
        sort_orders: [{ field: 'source_code', direction: 'DESC' }],
        page_size: 2,
        current_page: 1,
      });
      expect((await admin.get(PATH + '?searchCriteria=')).body.total_count).toBeGreaterThanOrEqual(8);
    });

    it('rejects an unknown field', async () => {
      const res = await admin.get(PATH + criteria({ filters: [['nope', 1]] }));
      expect(res).toMatchObject({ status: 400, body: { message: 'Invalid attribute name: %1', parameters: ['nope'] } });
    });
  });

  describe('POST (save)', () => {
    it('creates and updates items (upsert), answers []; the SKU need not be a product', async () => {
      const res = await admin.post(PATH, {
        sourceItems: [
          { sku: 'SKU-1', source_code: 'eu-1', quantity: 7.25, status: 0 },
          { sku: 'SKU-5', source_code: 'us-1', quantity: 3, status: 1 },
          { sku: 'not-a-product', source_code: 'eu-2', quantity: 1, status: 1 },
        ],
      });
      expect(res).toMatchObject({ status: 200, body: [] });
      expect((await itemsOf(admin, 'SKU-1'))['eu-1']).toEqual({ quantity: 7.25, status: 0 });
      expect(await itemsOf(admin, 'SKU-5')).toEqual({ 'us-1': { quantity: 3, status: 1 } });
      expect(await itemsOf(admin, 'not-a-product')).toEqual({ 'eu-2': { quantity: 1, status: 1 } });
    });

    it('accepts snake_case source_items, the last of a repeated item wins; a product SKU is stored as the catalog spells it', async () => {
      const res = await admin.post(PATH, {
        source_items: [
          { sku: 'sku-5', source_code: 'eu-1', quantity: 1, status: 1 },
          { sku: 'SKU-5', source_code: 'eu-1', quantity: 2, status: 0 },
        ],
      });
      expect(res.status).toBe(200);
      expect(await itemsOf(admin, 'SKU-5')).toEqual({ 'eu-1': { quantity: 2, status: 0 } });
    });

    it('saves 1,000 items in one call', async () => {
      const sourceItems = Array.from({ length: 1000 }, (_, i) => ({ sku: `many-${i}`, source_code: 'eu-3', quantity: i, status: i % 2 }));
      expect((await admin.post(PATH, { sourceItems })).status).toBe(200);
      const res = await admin.get(PATH + criteria({ filters: [['sku', 'many-%', 'like']], pageSize: 1 }));
      expect(res.body.total_count).toBe(1000);
      await admin.post(DELETE, { sourceItems: sourceItems.map(({ sku, source_code }) => ({ sku, source_code })) });
    });

    it('answers "Input data is empty" for an empty list', async () => {
      expect(await admin.post(PATH, { sourceItems: [] })).toMatchObject({ status: 400, body: { message: 'Input data is empty' } });
    });

    it('answers "Could not save Source Item" for an unknown source and saves nothing', async () => {
      const res = await admin.post(PATH, {
        sourceItems: [
          { sku: 'SKU-5', source_code: 'eu-2', quantity: 1, status: 1 },
          { sku: 'SKU-5', source_code: 'not-existed-source-code', quantity: 1.5, status: 1 },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Could not save Source Item' });
      expect(await itemsOf(admin, 'SKU-5')).toEqual({});
    });

    const valid = { sku: 'SKU-1', quantity: 1.5, source_code: 'eu-1', status: 1 };
    const cases: [string, Record<string, unknown>, unknown][] = [
      ['without sku', { sku: undefined }, { message: 'Validation Failed: "sku" can not be empty.', errors: [err(NOT_EMPTY, 'sku')] }],
      [
        'without source_code',
        { source_code: undefined },
        { message: 'Validation Failed: "source_code" can not be empty.', errors: [err(NOT_EMPTY, 'source_code')] },
      ],
      [
        'without quantity',
        { quantity: undefined },
        { message: 'Validation Failed: "quantity" should be numeric.', errors: [err('"%field" should be numeric.', 'quantity')] },
      ],
      [
        'without status',
        { status: undefined },
        { message: 'Validation Failed: "status" should be numeric.', errors: [err('"%field" should be numeric.', 'status')] },
      ],
      ['null sku', { sku: null }, { message: 'Validation Failed: "sku" can not be empty.', errors: [err(NOT_EMPTY, 'sku')] }],
      ['empty sku', { sku: '' }, { message: 'Validation Failed: "sku" can not be empty.', errors: [err(NOT_EMPTY, 'sku')] }],
      [
        'whitespace sku',
        { sku: ' ' },
        {
          message: 'Validation Failed: "sku" can not be empty.',
          errors: [err(NOT_EMPTY, 'sku'), err('"%field" can not contain leading or trailing spaces.', 'sku')],
        },
      ],
      [
        'sku with a trailing space',
        { sku: 'SKU-1 ' },
        {
          message: 'Validation Failed: "sku" can not contain leading or trailing spaces.',
          errors: [err('"%field" can not contain leading or trailing spaces.', 'sku')],
        },
      ],
      [
        'unknown status',
        { status: '999999' },
        { message: 'Validation Failed: "status" should a known status.', errors: [err('"%field" should a known status.', 'status')] },
      ],
      [
        'null quantity',
        { quantity: null },
        { message: 'Validation Failed: "quantity" should be numeric.', errors: [err('"%field" should be numeric.', 'quantity')] },
      ],
      [
        'null source_code',
        { source_code: null },
        { message: 'Validation Failed: "source_code" can not be empty.', errors: [err(NOT_EMPTY, 'source_code')] },
      ],
      [
        'empty source_code',
        { source_code: '' },
        { message: 'Validation Failed: "source_code" can not be empty.', errors: [err(NOT_EMPTY, 'source_code')] },
      ],
      [
        'whitespace source_code',
        { source_code: ' ' },
        {
          message: 'Validation Failed: "source_code" can not be empty.',
          errors: [err(NOT_EMPTY, 'source_code'), err('"%field" can not contain whitespaces.', 'source_code')],
        },
      ],
      [
        'source_code with whitespace',
        { source_code: 'source code' },
        {
          message: 'Validation Failed: "source_code" can not contain whitespaces.',
          errors: [err('"%field" can not contain whitespaces.', 'source_code')],
        },
      ],
      [
        'empty quantity',
        { quantity: '' },
        {
          message:
            'Error occurred during "quantity" processing. The "" value\'s type is invalid. The "float" type was expected. ' +
            'Verify and try again.',
        },
      ],
      [
        'string quantity',
        { quantity: 'test' },
        {
          message:
            'Error occurred during "quantity" processing. The "test" value\'s type is invalid. The "float" type was expected. ' +
            'Verify and try again.',
        },
      ],
      [
        'array source_code',
        { source_code: [] },
        {
          message:
            'Error occurred during "source_code" processing. The "array" value\'s type is invalid. The "string" type was expected. ' +
            'Verify and try again.',
        },
      ],
    ];
    it.each(cases)("refuses an item %s with Magento's envelope", async (_name, change, expected) => {
      const item: Record<string, unknown> = { ...valid, ...change };
      for (const k of Object.keys(item)) if (item[k] === undefined) delete item[k];
      const res = await admin.post(PATH, { sourceItems: [item] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expected);
    });

    it('lists the errors of every item, the top-level message naming the first', async () => {
      const res = await admin.post(PATH, {
        sourceItems: [
          { sku: 'SKU-1', source_code: 'eu-1', quantity: 1, status: 1 },
          { sku: '', source_code: 'eu 1', quantity: 1, status: 7 },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Validation Failed: "sku" can not be empty.',
        errors: [
          err(NOT_EMPTY, 'sku'),
          err('"%field" can not contain whitespaces.', 'source_code'),
          err('"%field" should a known status.', 'status'),
        ],
      });
      expect((await itemsOf(admin, 'SKU-1'))['eu-1']).toEqual({ quantity: 5.5, status: 1 });
    });

    it('refuses an unknown property of an item', async () => {
      const res = await admin.post(PATH, { sourceItems: [{ ...valid, colour: 'red' }] });
      expect(res).toMatchObject({
        status: 400,
        body: {
          message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
          parameters: { fieldName: 'colour', getter: 'getColour', className: 'Magento\\InventoryApi\\Api\\Data\\SourceItemInterface' },
        },
      });
    });
  });

  describe('POST source-items-delete', () => {
    it('deletes the named items (query-string form too) and their low-quantity settings; answers []', async () => {
      await admin.post('/rest/V1/inventory/low-quantity-notification', {
        sourceItemConfigurations: [{ source_code: 'eu-2', sku: 'SKU-1', notify_stock_qty: 4 }],
      });
      const res = await admin.post(DELETE, {
        sourceItems: [
          { sku: 'SKU-1', source_code: 'eu-1' },
          { sku: 'SKU-1', source_code: 'eu-2' },
          { sku: 'none', source_code: 'eu-1' },
        ],
      });
      expect(res).toMatchObject({ status: 200, body: [] });
      expect(Object.keys(await itemsOf(admin, 'SKU-1')).sort()).toEqual(['eu-3', 'eu-disabled']);
      expect(
        await t.ds.query(`SELECT 1 FROM inventory_low_stock_notification_configuration WHERE sku = 'SKU-1' AND source_code = 'eu-2'`),
      ).toEqual([]);

      const query = 'sourceItems[0][sku]=SKU-1&sourceItems[0][source_code]=eu-3';
      expect((await admin.call('POST', `${DELETE}?${query}`, {})).status).toBe(200);
      expect(Object.keys(await itemsOf(admin, 'SKU-1'))).toEqual(['eu-disabled']);
    });

    it('answers "Input data is empty" for an empty list', async () => {
      expect(await admin.post(DELETE, { sourceItems: [] })).toMatchObject({ status: 400, body: { message: 'Input data is empty' } });
    });
  });

  describe('the default source and the legacy stock item', () => {
    it('a new simple product gets a default source item and a legacy stock item; deleting it removes its source items', async () => {
      const sku = uniqueSku('si-product');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 12, is_in_stock: true } } });
      expect(await itemsOf(admin, sku)).toEqual({ default: { quantity: 12, status: 1 } });
      await admin.post(PATH, { sourceItems: [{ sku, source_code: 'eu-1', quantity: 2, status: 1 }] });
      await admin.post('/rest/V1/inventory/low-quantity-notification', {
        sourceItemConfigurations: [{ source_code: 'eu-1', sku, notify_stock_qty: 2 }],
      });
      expect((await admin.delete(`/rest/V1/products/${sku}`)).status).toBe(200);
      expect(await itemsOf(admin, sku)).toEqual({});
      expect(await t.ds.query(`SELECT 1 FROM inventory_low_stock_notification_configuration WHERE sku = $1`, [sku])).toEqual([]);
    });

    it('saving a default source item rewrites the legacy qty and status; out of stock at or below the out-of-stock threshold', async () => {
      const sku = uniqueSku('si-legacy');
      await createProduct(admin, { sku });
      await admin.post(PATH, { sourceItems: [{ sku, source_code: 'default', quantity: 42, status: 1 }] });
      expect(await legacyRow(t, sku)).toEqual({ qty: 42, is_in_stock: true });
      const item = (await admin.get(`/rest/V1/stockItems/${sku}`)).body;
      expect(item).toMatchObject({ qty: 42, is_in_stock: true });

      // qty 0 with status 1: manage stock on, no backorders, 0 <= min_qty 0 → out of stock.
      await admin.post(PATH, { sourceItems: [{ sku, source_code: 'default', quantity: 0, status: 1 }] });
      expect(await legacyRow(t, sku)).toEqual({ qty: 0, is_in_stock: false });
      // Other sources leave the legacy item alone.
      await admin.post(PATH, { sourceItems: [{ sku, source_code: 'eu-1', quantity: 99, status: 1 }] });
      expect(await legacyRow(t, sku)).toEqual({ qty: 0, is_in_stock: false });
      // With backorders allowed the status is kept.
      await admin.put(`/rest/V1/products/${sku}/stockItems/1`, { stockItem: { use_config_backorders: false, backorders: 1 } });
      await admin.post(PATH, { sourceItems: [{ sku, source_code: 'default', quantity: 0, status: 1 }] });
      expect(await legacyRow(t, sku)).toEqual({ qty: 0, is_in_stock: true });
      // The product read shows it at once.
      expect((await admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.stock_item).toMatchObject({
        qty: 0,
        is_in_stock: true,
        backorders: 1,
      });
    });

    it('deleting a default source item sets the legacy item to qty 0, out of stock', async () => {
      const sku = uniqueSku('si-zero');
      await createProduct(admin, { sku, extension_attributes: { stock_item: { qty: 5, is_in_stock: true } } });
      expect(await legacyRow(t, sku)).toEqual({ qty: 5, is_in_stock: true });
      expect((await admin.post(DELETE, { sourceItems: [{ sku, source_code: 'default' }] })).status).toBe(200);
      expect(await legacyRow(t, sku)).toEqual({ qty: 0, is_in_stock: false });
      expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toMatchObject({ qty: 0, is_in_stock: false });
    });
  });

  describe('asynchronous and bulk twins', () => {
    it('accepts POST /async/V1/inventory/source-items and validates it like the sync call first', async () => {
      const ok = await admin.post('/rest/async/V1/inventory/source-items', {
        sourceItems: [{ sku: 'SKU-5', source_code: 'eu-1', quantity: 1, status: 1 }],
      });
      expect(ok.status).toBe(202);
      expect(ok.body).toMatchObject({ bulk_uuid: expect.any(String), errors: false });
      const bad = await admin.post('/rest/async/V1/inventory/source-items', {
        sourceItems: [{ sku: 'SKU-5', source_code: 'eu-1', quantity: 'x', status: 1 }],
      });
      expect(bad.status).toBe(400);
    });
  });
});
