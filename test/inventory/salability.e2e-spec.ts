import { ReservationLedger, SalableQuantityService, SourceDeduction } from '@mercato/inventory';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp } from '../support/app';
import { seedMsiFixtures } from './support';

/** Salable quantity and the is-salable family over Magento's MSI fixtures (reference §2.7–2.8, §2.14). */
describe('inventory: salable quantity', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('inv_salability');
    admin = await adminClient(t);
    await seedMsiFixtures(t, admin);
  });
  afterAll(() => t.close());

  const salableQty = async (sku: string, stock: number) =>
    (await admin.get(`/rest/V1/inventory/get-product-salable-quantity/${sku}/${stock}`)).body;
  const isSalable = async (sku: string, stock: number) => (await admin.get(`/rest/V1/inventory/is-product-salable/${sku}/${stock}`)).body;
  const forQty = async (sku: string, stock: number, qty: number | string) =>
    (await admin.get(`/rest/V1/inventory/is-product-salable-for-requested-qty/${sku}/${stock}/${qty}`)).body;
  const setStockItem = (sku: string, sql: string) =>
    t.ds.query(
      `UPDATE cataloginventory_stock_item SET ${sql} WHERE product_id = (SELECT entity_id FROM catalog_product_entity WHERE sku = $1)`,
      [sku],
    );

  it('sums in-stock items on the enabled sources linked to the stock (Magento fixtures)', async () => {
    expect(await salableQty('SKU-1', 10)).toBe(8.5); // eu-1 5.5 + eu-2 3; eu-3 out of stock, eu-disabled disabled
    expect(await salableQty('SKU-1', 20)).toBe(0); // not on the US stock
    expect(await salableQty('SKU-2', 20)).toBe(5);
    expect(await salableQty('SKU-1', 30)).toBe(8.5);
    expect(await salableQty('SKU-3', 10)).toBe(0); // only an out-of-stock item
    expect(await salableQty('SKU-6', 10)).toBe(3); // 0 in stock, threshold −3 with backorders
    expect(await salableQty('SKU-1', 999)).toBe(0); // no such stock: nothing linked
  });

  it('adds reservations: an order holds stock, its compensation releases it', async () => {
    const ledger = t.app.get(ReservationLedger);
    await ledger.append(10, { type: 'order_placed', objectType: 'order', objectId: '1', objectIncrementId: '000000001' }, [
      { sku: 'SKU-1', quantity: -3 },
    ]);
    expect(await salableQty('SKU-1', 10)).toBe(5.5);
    expect(await salableQty('SKU-1', 30)).toBe(8.5); // reservations are per stock
    const [row] = await t.ds.query(`SELECT metadata FROM inventory_reservation WHERE sku = 'SKU-1' ORDER BY reservation_id DESC LIMIT 1`);
    expect(row.metadata).toBe('{"event_type":"order_placed","object_type":"order","object_id":"1","object_increment_id":"000000001"}');
    await ledger.append(10, { type: 'order_canceled', objectType: 'order', objectId: '1' }, [{ sku: 'SKU-1', quantity: 3 }]);
    expect(await salableQty('SKU-1', 10)).toBe(8.5);
  });

  it('answers 404 for an unknown product and 400 for types without source items', async () => {
    const missing = await admin.get('/rest/V1/inventory/get-product-salable-quantity/NOPE/10');
    expect(missing).toMatchObject({
      status: 404,
      body: { message: "The product that was requested doesn't exist. Verify the product and try again." },
    });
    await createProduct(admin, { sku: 'CONF-1', type_id: 'configurable', name: 'Configurable' });
    const composite = await admin.get('/rest/V1/inventory/get-product-salable-quantity/CONF-1/10');
    expect(composite).toMatchObject({
      status: 400,
      body: { message: "Can't check requested quantity for products without Source Items support." },
    });
    const badStock = await admin.get('/rest/V1/inventory/get-product-salable-quantity/SKU-1/abc');
    expect(badStock.status).toBe(400);
  });

  it('is-product-salable per stock', async () => {
    expect(await isSalable('SKU-1', 10)).toBe(true);
    expect(await isSalable('SKU-1', 20)).toBe(false);
    expect(await isSalable('SKU-1', 30)).toBe(true);
    expect(await isSalable('SKU-3', 10)).toBe(false); // no in-stock item
    expect(await isSalable('SKU-6', 10)).toBe(true);
    expect(await isSalable('NOPE', 10)).toBe(false);
    const many = await admin.get('/rest/V1/inventory/are-products-salable?skus[]=SKU-1&skus[]=SKU-2&skus[]=SKU-4&stockId=10');
    expect(many.body).toEqual([
      { sku: 'SKU-1', stock_id: 10, salable: true },
      { sku: 'SKU-2', stock_id: 10, salable: false },
      { sku: 'SKU-4', stock_id: 10, salable: true },
    ]);
  });

  it('is-product-salable-for-requested-qty: quantity rules first, then any sufficient condition', async () => {
    expect(await forQty('SKU-1', 10, 1)).toEqual({ salable: true, errors: [] });
    expect(await forQty('SKU-1', 10, 8.5)).toEqual({ salable: true, errors: [] });
    expect(await forQty('SKU-1', 10, 9)).toEqual({
      salable: false,
      errors: [
        { code: 'back_order-disabled', message: 'Backorders are disabled' },
        { code: 'manage_stock-enabled', message: 'Manage stock is enabled' },
        { code: 'is_salable_with_reservations-not_enough_qty', message: 'Not enough items for sale' },
      ],
    });
    expect(await forQty('SKU-4', 10, 1.5)).toEqual({
      salable: false,
      errors: [{ code: 'is_correct_qty-is_qty_decimal', message: 'You cannot use decimal quantity for this product.' }],
    });
    expect(await forQty('SKU-1', 10, 0.5)).toEqual({
      salable: false,
      errors: [{ code: 'is_correct_qty-min_sale_qty', message: 'The fewest you may purchase is 1.' }],
    });
    expect(await forQty('SKU-1', 20, 1)).toEqual({
      salable: false,
      errors: [{ code: 'requested-sku-is-not-assigned-to-given-stock', message: 'The requested sku is not assigned to given stock.' }],
    });
    expect(await forQty('SKU-3', 10, 1)).toEqual({
      salable: false,
      errors: [
        { code: 'is_any_source_item_in_stock-no_source_items_in_stock', message: 'There are no source items with the in stock status' },
      ],
    });
    expect(await forQty('SKU-4', 10, 10001)).toEqual({
      salable: false,
      errors: [{ code: 'is_correct_qty-max_sale_qty', message: 'The requested qty exceeds the maximum qty allowed in shopping cart' }],
    });
    expect(await forQty('SKU-6', 10, 3)).toEqual({ salable: true, errors: [] }); // backorders down to −3
    const typed = await admin.get('/rest/V1/inventory/is-product-salable-for-requested-qty/SKU-1/10/lots');
    expect(typed.status).toBe(400);
  });

  it("follows the product's own settings: increments, minimum, unmanaged stock, backorders", async () => {
    await setStockItem(
      'SKU-4',
      `use_config_enable_qty_inc = false, enable_qty_increments = true, use_config_qty_increments = false, qty_increments = 2`,
    );
    expect((await forQty('SKU-4', 10, 3)).errors).toEqual([
      { code: 'is_correct_qty-qty_increment', message: 'You can buy this product only in quantities of 2 at a time.' },
    ]);
    expect(await forQty('SKU-4', 10, 4)).toEqual({ salable: true, errors: [] });
    await setStockItem('SKU-4', `use_config_min_sale_qty = false, min_sale_qty = 4`);
    expect((await forQty('SKU-4', 10, 2)).errors[0].message).toBe('The fewest you may purchase is 4.');
    await setStockItem('SKU-4', `use_config_min_sale_qty = true, use_config_enable_qty_inc = true`);

    await setStockItem('SKU-3', `use_config_manage_stock = false, manage_stock = false`);
    expect(await forQty('SKU-3', 10, 100)).toEqual({ salable: true, errors: [] });
    expect(await isSalable('SKU-3', 10)).toBe(true);
    await setStockItem('SKU-3', `use_config_manage_stock = true`);

    await setStockItem('SKU-4', `use_config_backorders = false, backorders = 1`);
    expect(await forQty('SKU-4', 10, 50)).toEqual({ salable: true, errors: [] });
    await setStockItem('SKU-4', `use_config_backorders = true`);
    expect((await forQty('SKU-4', 10, 50)).salable).toBe(false);
  });

  it('are-product-salable-for-requested-qty runs the place-order chain per request', async () => {
    const ask = async (stock: number) =>
      (
        await admin.get(
          `/rest/V1/inventory/are-product-salable-for-requested-qty/?skuRequests[0][sku]=SKU-1&skuRequests[0][qty]=1&stockId=${stock}`,
        )
      ).body;
    expect(await ask(10)).toEqual([{ sku: 'SKU-1', stock_id: 10, salable: true, errors: [] }]);
    expect(await ask(20)).toEqual([
      {
        sku: 'SKU-1',
        stock_id: 20,
        salable: false,
        errors: [
          { code: 'back_order-disabled', message: 'Backorders are disabled' },
          { code: 'manage_stock-enabled', message: 'Manage stock is enabled' },
          { code: 'is_salable_with_reservations-no_data', message: 'The requested sku is not assigned to given stock' },
        ],
      },
    ]);
    expect((await ask(30))[0].salable).toBe(true);
  });

  it('finds products through the SKU index in a large catalogue, never by scanning it', async () => {
    // A catalogue large enough that PostgreSQL would rather use an index than read every row.
    await t.ds.query(
      `INSERT INTO catalog_product_entity (sku, type_id, attribute_set_id)
       SELECT 'catalogue-filler-' || g, 'simple', 4 FROM generate_series(1, 5000) g`,
    );
    await t.ds.query('ANALYZE catalog_product_entity');
    const catalogueScans = async (): Promise<number> =>
      Number((await t.ds.query(`SELECT seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'catalog_product_entity'`))[0].seq_scan);
    const rolledBack = new Error('rolled back');
    // Every statement of the transaction runs on its connection, whose own scans pg_stat_xact counts.
    const scans = await t.ds
      .transaction(async () => {
        const before = await catalogueScans();
        await t.app.get(SalableQuantityService).getProductSalableQty('SKU-1', 10);
        const deduction = t.app.get(SourceDeduction);
        await deduction.deduct('eu-1', 10, { id: 1, incrementId: '000000001' }, [{ sku: 'SKU-1', qty: 1 }]);
        // A `default` item, whose deduction rewrites the product's legacy stock item (found by SKU too).
        await t.ds.query(`INSERT INTO inventory_source_item (source_code, sku, quantity, status) VALUES ('default', 'SKU-1', 5, 1)`);
        expect(await deduction.deductPicked([{ source_code: 'default', sku: 'SKU-1', qty: 1 }])).toBe(true);
        throw Object.assign(rolledBack, { scans: (await catalogueScans()) - before });
      })
      .catch((e: Error & { scans?: number }) => {
        if (e !== rolledBack) throw e;
        return e.scans;
      });
    expect(scans).toBe(0);
  });

  it("reads a SKU's reservations through the ledger's index on a cart's generic plans, however few SKUs hold them", async () => {
    // A store of twenty SKUs with many open orders: a plan for `sku = ANY(…)` costed for ten
    // SKUs expects half of the ledger and reads all of it on every check.
    const reservationScans = async (): Promise<number> =>
      Number((await t.ds.query(`SELECT seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'inventory_reservation'`))[0].seq_scan);
    const rolledBack = new Error('rolled back');
    const outcome = await t.ds
      .transaction(
        async () => {
          await t.ds.query(
            `INSERT INTO inventory_reservation (stock_id, sku, quantity, metadata)
             SELECT 10, CASE WHEN g % 20 = 0 THEN 'SKU-1' ELSE 'ledger-filler-' || g % 20 END, -0.01, '{}' FROM generate_series(1, 4000) g`,
          );
          await t.ds.query('ANALYZE inventory_reservation');
          const before = await reservationScans();
          // Prepared from its second use: the third runs on the generic plan.
          const quantities: number[] = [];
          for (let i = 0; i < 3; i++) quantities.push(await t.app.get(SalableQuantityService).getProductSalableQty('SKU-1', 10));
          throw Object.assign(rolledBack, { scans: (await reservationScans()) - before, quantities });
        },
        { genericPlans: true },
      )
      .catch((e: Error & { scans?: number; quantities?: number[] }) => {
        if (e !== rolledBack) throw e;
        return e;
      });
    expect(outcome.scans).toBe(0);
    // The 200 small reservations of SKU-1 count.
    expect(new Set(outcome.quantities).size).toBe(1);
    expect(outcome.quantities![0]).toBe((await salableQty('SKU-1', 10)) - 2);
  });
});
