import { createProduct, uniqueSku } from '../support/app';
import {
  addStoreView,
  addWebsite,
  CatalogApp,
  customAttributes,
  FilterSpec,
  listPath,
  setPriceScope,
  startCatalogApp,
  storedValues,
} from './support';

/**
 * Store scope of product writes (spec §4.4 "Store scope and fallback rules", reference §1d and
 * Magento's AsyncScheduleMultiStoreTest): website 1 has store views `default` (1) and
 * `fixturestore`; a second website has one store view of its own.
 */
describe('product values per store scope', () => {
  let t: CatalogApp;
  let fixtureStore: number;
  let second: { websiteId: number; storeId: number; storeCode: string };

  beforeAll(async () => {
    t = await startCatalogApp('store_scope');
    fixtureStore = await addStoreView(t, 'fixturestore');
    second = await addWebsite(t, 'second');
  });
  afterAll(() => t.close());

  const get = async (sku: string, store: string) => {
    const res = await t.admin.get(`/rest/${store}/V1/products/${sku}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const put = async (sku: string, store: string, product: Record<string, unknown>) => {
    const res = await t.admin.put(`/rest/${store}/V1/products/${sku}`, { product });
    expect(res.status).toBe(200);
    return res.body;
  };
  const list = async (store: string, groups: FilterSpec[][]) => {
    const res = await t.admin.get(listPath({ groups }, store));
    expect(res.status).toBe(200);
    return res.body.items;
  };
  const namesByStore = async (sku: string) => ({
    all: (await get(sku, 'all')).name,
    default: (await get(sku, 'default')).name,
    fixturestore: (await get(sku, 'fixturestore')).name,
  });

  it('creates values at store 0 only, even through a store view; the product joins that store’s website', async () => {
    const sku = uniqueSku('create-in-view');
    const res = await t.admin.post('/rest/fixturestore/V1/products', {
      product: { sku, name: 'Made in view', price: 4, attribute_set_id: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.extension_attributes.website_ids).toEqual([1]);
    expect(await storedValues(t, sku, 'name')).toEqual({ 0: 'Made in view' });
    expect(await storedValues(t, sku, 'status')).toEqual({ 0: '1' });
    expect(await namesByStore(sku)).toEqual({ all: 'Made in view', default: 'Made in view', fixturestore: 'Made in view' });
  });

  it('creates through `all` in every website; through a store view of the second website in that one', async () => {
    const viaAll = uniqueSku('create-all');
    const res = await t.admin.post('/rest/all/V1/products', { product: { sku: viaAll, name: 'Everywhere', price: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.extension_attributes.website_ids).toEqual([1, second.websiteId]);
    expect((await get(viaAll, second.storeCode)).name).toBe('Everywhere');

    const viaSecond = uniqueSku('create-second');
    const res2 = await t.admin.post(`/rest/${second.storeCode}/V1/products`, {
      product: { sku: viaSecond, name: 'Second only', price: 1 },
    });
    expect(res2.body.extension_attributes.website_ids).toEqual([second.websiteId]);
  });

  it('updating the name through /rest/default changes store 1 only; `all` still answers the old name', async () => {
    const sku = uniqueSku('name-default');
    await createProduct(t.admin, { sku, name: 'Original' });
    const res = await put(sku, 'default', { name: 'Default view name' });
    expect(res.name).toBe('Default view name');
    expect(await storedValues(t, sku, 'name')).toEqual({ 0: 'Original', 1: 'Default view name' });
    expect(await namesByStore(sku)).toEqual({ all: 'Original', default: 'Default view name', fixturestore: 'Original' });
  });

  it('without a store code the default store view (store 1) is the scope', async () => {
    const sku = uniqueSku('name-nocode');
    await createProduct(t.admin, { sku, name: 'Original' });
    const res = await t.admin.post('/rest/V1/products', { product: { sku, name: 'No code name' } });
    expect(res.body.name).toBe('No code name');
    expect(await storedValues(t, sku, 'name')).toEqual({ 0: 'Original', 1: 'No code name' });
  });

  it('updating through /rest/fixturestore changes that store only', async () => {
    const sku = uniqueSku('name-fixture');
    await createProduct(t.admin, { sku, name: 'Original' });
    const res = await put(sku, 'fixturestore', { name: 'Fixture name' });
    expect(res.name).toBe('Fixture name');
    expect(await storedValues(t, sku, 'name')).toEqual({ 0: 'Original', [fixtureStore]: 'Fixture name' });
    expect(await namesByStore(sku)).toEqual({ all: 'Original', default: 'Original', fixturestore: 'Fixture name' });
  });

  it('updating through /rest/all changes the default, seen by every store without a value of its own', async () => {
    const sku = uniqueSku('name-all');
    await createProduct(t.admin, { sku, name: 'Original' });
    await put(sku, 'default', { name: 'Own default-view name' });
    const res = await put(sku, 'all', { name: 'New global name' });
    expect(res.name).toBe('New global name');
    expect(await storedValues(t, sku, 'name')).toEqual({ 0: 'New global name', 1: 'Own default-view name' });
    expect(await namesByStore(sku)).toEqual({ all: 'New global name', default: 'Own default-view name', fixturestore: 'New global name' });
  });

  it('writes global attributes (price under the global price scope, weight) at store 0 whatever the store', async () => {
    const sku = uniqueSku('global');
    await createProduct(t.admin, { sku, price: 10, weight: 1 });
    const res = await put(sku, 'default', { price: 15, weight: 2.5 });
    expect(res).toMatchObject({ price: 15, weight: 2.5 });
    expect(await storedValues(t, sku, 'price')).toEqual({ 0: '15.000000' });
    expect(await storedValues(t, sku, 'weight')).toEqual({ 0: '2.500000' });
    expect(await get(sku, 'all')).toMatchObject({ price: 15, weight: 2.5 });
    expect(await get(sku, 'fixturestore')).toMatchObject({ price: 15, weight: 2.5 });
  });

  it('writes website attributes (status) for every store view of the store’s website', async () => {
    const sku = uniqueSku('website-attr');
    await createProduct(t.admin, { sku, extension_attributes: { website_ids: [1, second.websiteId] } });
    const res = await put(sku, 'fixturestore', { status: 2 });
    expect(res.status).toBe(2);
    expect(await storedValues(t, sku, 'status')).toEqual({ 0: '1', 1: '2', [fixtureStore]: '2' });
    expect((await get(sku, 'default')).status).toBe(2);
    expect((await get(sku, 'all')).status).toBe(1);
    expect((await get(sku, second.storeCode)).status).toBe(1);
  });

  it('writes store-view custom attributes for that store only, and an emptied value falls back to the default', async () => {
    const sku = uniqueSku('view-attr');
    await createProduct(t.admin, { sku, custom_attributes: [{ attribute_code: 'description', value: 'Default text' }] });
    await put(sku, 'default', { custom_attributes: [{ attribute_code: 'description', value: 'Store text' }] });
    expect(customAttributes(await get(sku, 'default')).description).toBe('Store text');
    expect(customAttributes(await get(sku, 'fixturestore')).description).toBe('Default text');

    const res = await put(sku, 'default', { custom_attributes: [{ attribute_code: 'description', value: '' }] });
    expect(customAttributes(res).description).toBe('Default text');
    expect(await storedValues(t, sku, 'description')).toEqual({ 0: 'Default text' });
  });

  it('leaves attributes the request does not name untouched in every scope', async () => {
    const sku = uniqueSku('untouched');
    await createProduct(t.admin, { sku, name: 'Keep', price: 3 });
    await put(sku, 'default', { visibility: 2 });
    expect(await storedValues(t, sku, 'name')).toEqual({ 0: 'Keep' });
    expect(await storedValues(t, sku, 'price')).toEqual({ 0: '3.000000' });
    expect(await storedValues(t, sku, 'visibility')).toEqual({ 0: '4', 1: '2' });
    await put(sku, 'all', { name: 'Keep 2' });
    expect((await get(sku, 'default')).name).toBe('Keep 2');
  });

  it('reads searchCriteria results with the values of the store in the URL', async () => {
    const sku = uniqueSku('list-scope');
    await createProduct(t.admin, { sku, name: 'List default' });
    await put(sku, 'fixturestore', { name: 'List fixture' });
    const byName = (store: string, name: string) =>
      t.admin.get(listPath({ groups: [[{ field: 'sku', value: sku }], [{ field: 'name', value: name }]] }, store));
    expect((await byName('fixturestore', 'List fixture')).body).toMatchObject({ total_count: 1, items: [{ sku, name: 'List fixture' }] });
    expect((await byName('default', 'List fixture')).body.total_count).toBe(0);
    expect((await byName('all', 'List default')).body).toMatchObject({ total_count: 1, items: [{ name: 'List default' }] });

    // A store_id filter switches the values read, and keeps the products of that store's website.
    const res = await t.admin.get(
      listPath({ groups: [[{ field: 'sku', value: sku }], [{ field: 'store_id', value: fixtureStore }]] }, 'all'),
    );
    expect(res.body).toMatchObject({ total_count: 1, items: [{ name: 'List fixture' }] });
    const other = await t.admin.get(listPath({ groups: [[{ field: 'sku', value: sku }], [{ field: 'store_id', value: second.storeId }]] }));
    expect(other.body.total_count).toBe(0);
  });

  it('filters by website_id on the product’s websites (any of them)', async () => {
    const both = uniqueSku('ws-both');
    const secondOnly = uniqueSku('ws-second');
    await createProduct(t.admin, { sku: both, extension_attributes: { website_ids: [1, second.websiteId] } });
    await createProduct(t.admin, { sku: secondOnly, extension_attributes: { website_ids: [second.websiteId] } });
    const skus = async (website: string) => {
      const res = await t.admin.get(
        listPath({
          groups: [[{ field: 'sku', value: `${both},${secondOnly}`, condition_type: 'in' }], [{ field: 'website_id', value: website }]],
        }),
      );
      expect(res.status).toBe(200);
      return res.body.items.map((i: { sku: string }) => i.sku);
    };
    expect(await skus('1')).toEqual([both]);
    expect(await skus(String(second.websiteId))).toEqual([both, secondOnly]);
    expect(await skus(`1,${second.websiteId}`)).toEqual([both, secondOnly]);

    // An empty value means the website of the store in the URL.
    const current = async (store: string) =>
      (
        await list(store, [[{ field: 'sku', value: `${both},${secondOnly}`, condition_type: 'in' }], [{ field: 'website_id', value: '' }]])
      ).map((i: { sku: string }) => i.sku);
    expect(await current('default')).toEqual([both]);
    expect(await current(second.storeCode)).toEqual([both, secondOnly]);

    const unknown = await t.admin.get(listPath({ groups: [[{ field: 'website_id', value: 4242 }]] }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: "The website with id %1 that was requested wasn't found. Verify the website and try again.",
      parameters: ['4242'],
    });
  });

  describe('under the website price scope (catalog/price/scope = 1)', () => {
    beforeAll(() => setPriceScope(t, 1));
    afterAll(() => setPriceScope(t, 0));

    it('writes the price of a store view update for every store view of its website, leaving the default', async () => {
      const sku = uniqueSku('price-website');
      await createProduct(t.admin, { sku, price: 10 });
      expect(await storedValues(t, sku, 'price')).toEqual({ 0: '10.000000' });
      const res = await put(sku, 'default', { price: 12 });
      expect(res.price).toBe(12);
      expect(await storedValues(t, sku, 'price')).toEqual({ 0: '10.000000', 1: '12.000000', [fixtureStore]: '12.000000' });
      expect((await get(sku, 'fixturestore')).price).toBe(12);
      expect((await get(sku, 'all')).price).toBe(10);
      // A tier price without a website belongs to the website of the store in the URL (0 for `all`).
      const tiers = [{ customer_group_id: 1, qty: 2, value: 9 }];
      expect((await put(sku, 'fixturestore', { tier_prices: tiers })).tier_prices[0].extension_attributes).toEqual({ website_id: 1 });
      expect((await put(sku, 'all', { tier_prices: tiers })).tier_prices[0].extension_attributes).toEqual({ website_id: 0 });
      // weight stays global whatever the price scope
      await put(sku, 'default', { weight: 3 });
      expect(await storedValues(t, sku, 'weight')).toEqual({ 0: '3.000000' });
    });
  });
});
