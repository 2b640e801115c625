import { ProductCache } from '@mercato/catalog';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';

/**
 * Sets a product's default price straight in the database, as another process would, and answers
 * the price the API serves once the change notification has had up to a second to arrive.
 */
async function priceWrittenElsewhere(t: TestApp, client: Client, sku: string, value: number): Promise<number> {
  await t.ds.query(
    `UPDATE catalog_product_entity_decimal d SET value = $2 FROM catalog_product_entity e, eav_attribute a
     WHERE e.sku = $1 AND d.entity_id = e.entity_id AND a.attribute_id = d.attribute_id AND a.attribute_code = 'price'
     AND a.entity_type_id = 4`,
    [sku, value],
  );
  let seen = 0;
  for (let i = 0; i < 50 && seen !== value; i++) {
    await new Promise((r) => setTimeout(r, 20));
    seen = (await client.get(`/rest/V1/products/${sku}`)).body.price;
  }
  return seen;
}

/** Products are served from an in-process cache; every change must show, from any writer. */
describe('product read cache', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const price = async (sku: string) => (await admin.get(`/rest/V1/products/${sku}`)).body.price;

  it('shows a price call of this process at once (read your writes)', async () => {
    const sku = uniqueSku('cache');
    await createProduct(admin, { sku, price: 10 });
    expect(await price(sku)).toBe(10);
    expect((await admin.post('/rest/V1/products/base-prices', { prices: [{ sku, price: 11, store_id: 0 }] })).body).toEqual([]);
    expect(await price(sku)).toBe(11);
    await admin.post('/rest/V1/products/tier-prices', {
      prices: [{ sku, price: 9, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2 }],
    });
    expect((await admin.get(`/rest/V1/products/${sku}`)).body.tier_prices).toHaveLength(1);
  });

  it('shows a product update at once', async () => {
    const sku = uniqueSku('cache');
    await createProduct(admin, { sku, name: 'Before' });
    expect((await admin.get(`/rest/V1/products/${sku}`)).body.name).toBe('Before');
    await admin.put(`/rest/V1/products/${sku}`, { product: { name: 'After' } });
    expect((await admin.get(`/rest/V1/products/${sku}`)).body.name).toBe('After');
    await admin.delete(`/rest/V1/products/${sku}`);
    expect((await admin.get(`/rest/V1/products/${sku}`)).status).toBe(404);
  });

  it('drops what another process wrote straight to the database (trigger + LISTEN/NOTIFY)', async () => {
    const sku = uniqueSku('cache');
    await createProduct(admin, { sku, price: 10 });
    expect(await price(sku)).toBe(10);
    expect(await priceWrittenElsewhere(t, admin, sku, 42)).toBe(42);
  });
});

describe('per-product invalidation', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const price = async (sku: string) => (await admin.get(`/rest/V1/products/${sku}`)).body.price;
  /** Reads `sku` and answers whether the cache served it. */
  const servedFromCache = async (sku: string) => {
    const cache = t.app.get(ProductCache);
    const before = cache.stats();
    await admin.get(`/rest/V1/products/${sku}`);
    const after = cache.stats();
    return after.hits === before.hits + 1 && after.misses === before.misses;
  };

  it("a price write to one product leaves the others cached (this process's price routes)", async () => {
    const [a, b] = [uniqueSku('cache-a'), uniqueSku('cache-b')];
    await createProduct(admin, { sku: a, price: 10 });
    await createProduct(admin, { sku: b, price: 20 });
    expect(await price(a)).toBe(10);
    expect(await price(b)).toBe(20);
    expect(await servedFromCache(b)).toBe(true);
    expect((await admin.post('/rest/V1/products/base-prices', { prices: [{ sku: a, price: 11, store_id: 0 }] })).body).toEqual([]);
    await admin.post('/rest/V1/products/special-price', {
      prices: [{ sku: a, price: 5, store_id: 0, price_from: '2030-01-01 00:00:00', price_to: '2030-02-01 00:00:00' }],
    });
    await admin.post('/rest/V1/products/tier-prices', {
      prices: [{ sku: a, price: 9, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2 }],
    });
    expect(await servedFromCache(a)).toBe(false);
    expect(await price(a)).toBe(11);
    expect((await admin.get(`/rest/V1/products/${a}`)).body.tier_prices).toHaveLength(1);
    // Wait until the triggers' notifications have come in: they name A only.
    await new Promise((r) => setTimeout(r, 200));
    expect(await servedFromCache(b)).toBe(true);
    expect(await price(b)).toBe(20);
  });

  it('a price written by another process: its product is read afresh, the others stay cached', async () => {
    const [a, b] = [uniqueSku('cache-a'), uniqueSku('cache-b')];
    await createProduct(admin, { sku: a, price: 10 });
    await createProduct(admin, { sku: b, price: 20 });
    expect(await price(a)).toBe(10);
    expect(await price(b)).toBe(20);
    expect(await priceWrittenElsewhere(t, admin, a, 42)).toBe(42);
    expect(await servedFromCache(b)).toBe(true);
    expect(await price(b)).toBe(20);
  });

  it('a stock write leaves the product cached and shows at once', async () => {
    const sku = uniqueSku('cache-stock');
    await createProduct(admin, { sku, price: 10, extension_attributes: { stock_item: { qty: 5, is_in_stock: true } } });
    expect((await admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.stock_item.qty).toBe(5);
    await t.ds.query(
      `UPDATE cataloginventory_stock_item s SET qty = 7 FROM catalog_product_entity e WHERE e.sku = $1 AND s.product_id = e.entity_id`,
      [sku],
    );
    await new Promise((r) => setTimeout(r, 200));
    const cache = t.app.get(ProductCache);
    const before = cache.stats();
    expect((await admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.stock_item.qty).toBe(7);
    expect(cache.stats().hits).toBe(before.hits + 1);
  });
});

describe('product lookup cache of the price routes', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('sees a product type changed behind its back, and a product deleted in this process', async () => {
    const sku = uniqueSku('locate');
    await createProduct(admin, { sku, price: 10 });
    const cost = (value: number) => admin.post('/rest/V1/products/cost', { prices: [{ sku, cost: value, store_id: 0 }] });
    expect((await cost(1)).body).toEqual([]);
    // Another process turns it into a configurable product, which has no cost.
    await t.ds.query(`UPDATE catalog_product_entity SET type_id = 'configurable' WHERE sku = $1`, [sku]);
    let answer: unknown[] = [];
    for (let i = 0; i < 50 && answer.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      answer = (await cost(2)).body;
    }
    expect(answer).toEqual([{ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', sku] }]);

    const other = uniqueSku('locate');
    await createProduct(admin, { sku: other, price: 10 });
    expect((await admin.post('/rest/V1/products/base-prices', { prices: [{ sku: other, price: 3, store_id: 0 }] })).body).toEqual([]);
    await admin.delete(`/rest/V1/products/${other}`);
    const after = await admin.post('/rest/V1/products/base-prices', { prices: [{ sku: other, price: 4, store_id: 0 }] });
    expect(after).toMatchObject({
      status: 200,
      body: [{ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', other] }],
    });
  });
});
