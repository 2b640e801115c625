import { createProduct, uniqueSku } from '../support/app';
import { CatalogApp, setPriceScope, startCatalogApp } from './support';

const tiers = (sku: string, group: string | number) => `/rest/V1/products/${encodeURIComponent(sku)}/group-prices/${group}/tiers`;
const NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";
const INVALID = 'The data was invalid. Verify the data and try again.';
const NO_TIER = "Product hasn't group price with such data: customerGroupId = '%1', website = %2, qty = %3";

/**
 * Group tier prices (ProductTierPriceManagementInterface) over HTTP, on the same rows as product
 * save and the tier price storage. A private database: one test switches the price scope.
 */
describe('group tier prices', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp('group_prices');
  });
  afterAll(() => t.close());

  const product = async (extra: Record<string, unknown> = {}) => {
    const sku = uniqueSku('tier');
    await createProduct(t.admin, { sku, price: 10, ...extra });
    return sku;
  };
  const add = (sku: string, group: string | number, qty: number | string, price: number | string, prefix = '/rest') =>
    t.admin.post(`${tiers(sku, group).replace('/rest', prefix)}/${qty}/price/${price}`);
  const rows = async (sku: string) =>
    (
      await t.ds.query(
        `SELECT t.all_groups, t.customer_group_id, t.qty::float AS qty, t.value::float AS value, t.website_id,
           t.percentage_value::float AS pct
         FROM catalog_product_entity_tier_price t JOIN catalog_product_entity e ON e.entity_id = t.entity_id WHERE e.sku = $1
         ORDER BY t.value_id`,
        [sku],
      )
    ).map((r: any) => `${r.all_groups ? 'all' : r.customer_group_id} qty=${r.qty} w=${r.website_id} value=${r.value} pct=${r.pct ?? '-'}`);

  it('adds a tier for a group and lists it in Magento’s shape', async () => {
    const sku = await product();
    expect(await add(sku, 1, 5, 8)).toMatchObject({ status: 200, body: true });
    const list = await t.admin.get(tiers(sku, 1));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ customer_group_id: 1, qty: 5, value: 8 }]);
    expect(await rows(sku)).toEqual(['1 qty=5 w=0 value=8 pct=-']);
  });

  it('keeps all-groups tiers apart from group 0, ordered by quantity; 32000 names all groups too', async () => {
    const sku = await product();
    await add(sku, 'all', 10, 7);
    await add(sku, 'all', 2, 9);
    await add(sku, 0, 3, 5);
    expect((await t.admin.get(tiers(sku, 'all'))).body).toEqual([
      { customer_group_id: 32000, qty: 2, value: 9 },
      { customer_group_id: 32000, qty: 10, value: 7 },
    ]);
    expect((await t.admin.get(tiers(sku, 32000))).body).toHaveLength(2);
    expect((await t.admin.get(tiers(sku, 0))).body).toEqual([{ customer_group_id: 0, qty: 3, value: 5 }]);
    expect((await t.admin.get(tiers(sku, 2))).body).toEqual([]);
    expect((await t.admin.get(tiers(sku, 'nobody'))).body).toEqual([]);
  });

  it('updates the tier of the same group and quantity instead of adding one', async () => {
    const sku = await product();
    await add(sku, 'all', 2, 9);
    await add(sku, 1, 2, 8);
    expect(await add(sku, 'all', 2, 6.5)).toMatchObject({ status: 200, body: true });
    expect(await add(sku, '1', '2.0', 7)).toMatchObject({ status: 200, body: true });
    expect(await rows(sku)).toEqual(['all qty=2 w=0 value=6.5 pct=-', '1 qty=2 w=0 value=7 pct=-']);
  });

  it('is seen by tier-prices-information and product GET, and sees what they write', async () => {
    const sku = await product();
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.tier_prices).toEqual([]); // now cached
    await add(sku, 1, 5, 8);
    await add(sku, 'all', 2, 9);
    const info = await t.admin.post('/rest/V1/products/tier-prices-information', { skus: [sku] });
    expect(info.body).toEqual(
      expect.arrayContaining([
        { price: 8, price_type: 'fixed', website_id: 0, sku, customer_group: 'General', quantity: 5 },
        { price: 9, price_type: 'fixed', website_id: 0, sku, customer_group: 'all groups', quantity: 2 },
      ]),
    );
    const got = await t.admin.get(`/rest/V1/products/${sku}`);
    expect(got.body.tier_prices).toEqual([
      { customer_group_id: 1, qty: 5, value: 8, extension_attributes: { website_id: 0 } },
      { customer_group_id: 32000, qty: 2, value: 9, extension_attributes: { website_id: 0 } },
    ]);

    // A percentage tier from the price storage answers the price it gives (10 less 10 %).
    const stored = await t.admin.post('/rest/V1/products/tier-prices', {
      prices: [{ sku, price: 10, price_type: 'discount', website_id: 0, customer_group: 'Wholesale', quantity: 3 }],
    });
    expect(stored.body).toEqual([]);
    expect((await t.admin.get(tiers(sku, 2))).body).toEqual([{ customer_group_id: 2, qty: 3, value: 9 }]);
    // Setting its price here makes it a fixed tier.
    await add(sku, 2, 3, 4);
    expect((await t.admin.get(tiers(sku, 2))).body).toEqual([{ customer_group_id: 2, qty: 3, value: 4 }]);

    // Product save replaces the tiers; this API reads the new ones.
    const saved = await t.admin.put(`/rest/V1/products/${sku}`, { product: { tier_prices: [{ customer_group_id: 3, qty: 4, value: 5 }] } });
    expect(saved.status).toBe(200);
    expect((await t.admin.get(tiers(sku, 1))).body).toEqual([]);
    expect((await t.admin.get(tiers(sku, 3))).body).toEqual([{ customer_group_id: 3, qty: 4, value: 5 }]);
  });

  it('removes a tier by group and exact quantity; a missing one is a 404 with Magento’s message', async () => {
    const sku = await product();
    await add(sku, 3, 4, 5);
    await add(sku, 'all', 4, 6);
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.tier_prices).toHaveLength(2); // cached
    expect(await t.admin.delete(`${tiers(sku, 3)}/4`)).toMatchObject({ status: 200, body: true });
    expect(await rows(sku)).toEqual(['all qty=4 w=0 value=6 pct=-']);
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.tier_prices).toHaveLength(1);
    const again = await t.admin.delete(`${tiers(sku, 3)}/4`);
    expect(again).toMatchObject({ status: 404, body: { message: NO_TIER, parameters: ['3', 0, 4] } });
    expect((await t.admin.delete(`${tiers(sku, 'all')}/4.5`)).status).toBe(404);
    expect((await t.admin.delete(`${tiers(sku, 0)}/4`)).status).toBe(404);
    expect(await t.admin.delete(`${tiers(sku, 'all')}/4`)).toMatchObject({ status: 200, body: true });
    expect(await rows(sku)).toEqual([]);
  });

  it('refuses bad input with Magento’s messages and writes nothing', async () => {
    const sku = await product();
    expect(await add(sku, 1, 5, 0)).toMatchObject({ status: 400, body: { message: INVALID } });
    expect(await add(sku, 1, 5, -2)).toMatchObject({ status: 400, body: { message: INVALID } });
    expect(await add(sku, 1, 0, 3)).toMatchObject({ status: 400, body: { message: INVALID } });
    expect((await add(sku, 1, 5, 'abc')).status).toBe(400);
    expect(await add(sku, 999, 5, 3)).toMatchObject({
      status: 404,
      body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'id', fieldValue: '999' } },
    });
    expect((await add(sku, 'nobody', 5, 3)).status).toBe(404);
    expect(await rows(sku)).toEqual([]);
    for (const res of [
      await t.admin.get(tiers('no-such-sku', 1)),
      await add('no-such-sku', 1, 5, 3),
      await t.admin.delete(`${tiers('no-such-sku', 1)}/5`),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
    }
    expect((await t.anon.get(tiers(sku, 1))).status).toBe(401);
  });

  it('goes with the product when it is deleted', async () => {
    const sku = await product();
    await add(sku, 1, 5, 8);
    const [{ entity_id: id }] = await t.ds.query(`SELECT entity_id FROM catalog_product_entity WHERE sku = $1`, [sku]);
    expect((await t.admin.delete(`/rest/V1/products/${sku}`)).body).toBe(true);
    expect(await t.ds.query(`SELECT 1 FROM catalog_product_entity_tier_price WHERE entity_id = $1`, [id])).toEqual([]);
    expect((await t.admin.get(tiers(sku, 1))).status).toBe(404);
  });

  it('uses the request store’s website under the website price scope', async () => {
    await setPriceScope(t, 1);
    try {
      const sku = await product();
      await add(sku, 1, 5, 8, '/rest/all'); // admin store: website 0
      await add(sku, 1, 5, 6, '/rest/default'); // the default store view's website 1
      expect(await rows(sku)).toEqual(['1 qty=5 w=0 value=8 pct=-', '1 qty=5 w=1 value=6 pct=-']);
      expect((await t.admin.get(`/rest/default/V1/products/${sku}/group-prices/1/tiers`)).body).toEqual([
        { customer_group_id: 1, qty: 5, value: 8 },
        { customer_group_id: 1, qty: 5, value: 6 },
      ]);
      expect((await t.admin.get(`/rest/all/V1/products/${sku}/group-prices/1/tiers`)).body).toEqual([
        { customer_group_id: 1, qty: 5, value: 8 },
      ]);
      expect(await t.admin.delete(`/rest/default/V1/products/${sku}/group-prices/1/tiers/5`)).toMatchObject({ status: 200, body: true });
      expect(await rows(sku)).toEqual(['1 qty=5 w=0 value=8 pct=-']);
      const missing = await t.admin.delete(`/rest/default/V1/products/${sku}/group-prices/1/tiers/5`);
      expect(missing.body).toEqual({ message: NO_TIER, parameters: ['1', 1, 5] });
    } finally {
      await setPriceScope(t, 0);
    }
  });
});
