import { createProduct, uniqueSku } from '../support/app';
import { addCategory, CatalogApp, customAttributes, PRODUCT_NOT_FOUND, productCount, startCatalogApp, storedValues } from './support';

/** Saving an existing SKU (POST again, PUT), reading by SKU and DELETE. */
describe('product save of an existing SKU, get and delete', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp();
  });
  afterAll(() => t.close());

  describe('POST /V1/products with a SKU that exists', () => {
    it('updates the product in place (same id and created_at) instead of creating another', async () => {
      const sku = uniqueSku('repost');
      const created = await createProduct(t.admin, { sku, name: 'Before', price: 10, weight: 1 });
      const res = await t.admin.post('/rest/all/V1/products', { product: { sku, name: 'After', price: 11.75 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.id, sku, name: 'After', price: 11.75, weight: 1, created_at: created.created_at });
      expect(await productCount(t, sku)).toBe(1);
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).body).toMatchObject({ name: 'After', price: 11.75 });
    });

    it('keeps what the request leaves out: type, websites, categories, tier prices, custom attributes', async () => {
      const cat = await addCategory(t, 'Keep links');
      const sku = uniqueSku('keep');
      await createProduct(t.admin, {
        sku,
        type_id: 'virtual',
        extension_attributes: { category_links: [{ category_id: String(cat), position: 2 }] },
        tier_prices: [{ customer_group_id: 32000, qty: 3, value: 8 }],
        custom_attributes: [{ attribute_code: 'description', value: 'Kept' }],
      });
      const res = await t.admin.post('/rest/all/V1/products', { product: { sku, price: 9 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        type_id: 'virtual',
        price: 9,
        name: 'Test product',
        extension_attributes: { website_ids: [1], category_links: [{ position: 2, category_id: String(cat) }] },
        tier_prices: [{ customer_group_id: 32000, qty: 3, value: 8, extension_attributes: { website_id: 0 } }],
      });
      expect(customAttributes(res.body)).toMatchObject({ description: 'Kept', url_key: 'test-product', tax_class_id: '2' });
    });

    it('replaces tier prices and category links when they are sent, and clears them with empty lists', async () => {
      const sku = uniqueSku('replace');
      await createProduct(t.admin, {
        sku,
        extension_attributes: { category_links: [{ category_id: '2' }] },
        tier_prices: [{ customer_group_id: 32000, qty: 3, value: 8 }],
      });
      const replaced = await t.admin.post('/rest/all/V1/products', {
        product: { sku, tier_prices: [{ customer_group_id: 1, qty: 2, value: 9 }] },
      });
      expect(replaced.body.tier_prices).toEqual([{ customer_group_id: 1, qty: 2, value: 9, extension_attributes: { website_id: 0 } }]);

      const cleared = await t.admin.post('/rest/all/V1/products', {
        product: { sku, tier_prices: [], extension_attributes: { category_links: [] } },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.tier_prices).toEqual([]);
      expect(cleared.body.extension_attributes).toEqual({ website_ids: [1], stock_item: expect.any(Object) });
      expect(customAttributes(cleared.body)).not.toHaveProperty('category_ids');
    });

    it('removes websites with an empty website_ids list', async () => {
      const sku = uniqueSku('no-websites');
      await createProduct(t.admin, { sku });
      const res = await t.admin.post('/rest/all/V1/products', { product: { sku, extension_attributes: { website_ids: [] } } });
      expect(res.status).toBe(200);
      expect(res.body.extension_attributes).toEqual({ website_ids: [], stock_item: expect.any(Object) });
    });

    it('removes a custom attribute value sent empty', async () => {
      const sku = uniqueSku('empty-attr');
      await createProduct(t.admin, { sku, custom_attributes: [{ attribute_code: 'description', value: 'Some text' }] });
      const res = await t.admin.post('/rest/all/V1/products', {
        product: { sku, custom_attributes: [{ attribute_code: 'description', value: '' }] },
      });
      expect(res.status).toBe(200);
      expect(customAttributes(res.body)).not.toHaveProperty('description');
      expect(await storedValues(t, sku, 'description')).toEqual({});
    });

    it('survives concurrent creations of one new SKU: one product, every request answered 200', async () => {
      const sku = uniqueSku('race');
      const replies = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) => t.admin.post('/rest/all/V1/products', { product: { sku, name: `Race ${i}`, price: i } })),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
      expect(await productCount(t, sku)).toBe(1);
    });

    it('refuses to empty the product name (400, rendered message) and keeps the old one', async () => {
      const sku = uniqueSku('empty-name');
      await createProduct(t.admin, { sku, name: 'Named' });
      for (const name of ['', null]) {
        const res = await t.admin.post('/rest/all/V1/products', { product: { sku, name } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'The "Product Name" attribute value is empty. Set the attribute and try again.' });
      }
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.name).toBe('Named');
    });
  });

  describe('PUT /V1/products/:sku', () => {
    it('updates the product the path names; the path SKU overrides the body SKU', async () => {
      const sku = uniqueSku('put');
      const other = uniqueSku('put-other');
      const created = await createProduct(t.admin, { sku, name: 'Put me', price: 5 });
      const res = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { sku: other, name: 'Put done', price: 6 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.id, sku, name: 'Put done', price: 6 });
      expect(await productCount(t, other)).toBe(0);
      expect((await t.admin.get(`/rest/V1/products/${other}`)).status).toBe(404);
    });

    it('accepts a body without a SKU', async () => {
      const sku = uniqueSku('put-nosku');
      await createProduct(t.admin, { sku });
      const res = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { visibility: 2 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sku, visibility: 2 });
    });

    it('creates the product when the SKU is new (save semantics)', async () => {
      const sku = uniqueSku('put-new');
      const res = await t.admin.put(`/rest/V1/products/${sku}`, { product: { name: 'Put new', price: 2, attribute_set_id: 4 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sku, name: 'Put new', price: 2, type_id: 'simple', extension_attributes: { website_ids: [1] } });
    });
  });

  describe('SKU lookup', () => {
    it('finds a product whatever the case of the SKU, and answers the stored SKU', async () => {
      const sku = uniqueSku('CaseSku');
      const created = await createProduct(t.admin, { sku, name: 'Case' });
      for (const variant of [sku.toUpperCase(), sku.toLowerCase()]) {
        const res = await t.admin.get(`/rest/V1/products/${variant}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: created.id, sku });
      }
      const put = await t.admin.put(`/rest/all/V1/products/${sku.toLowerCase()}`, { product: { name: 'Case updated' } });
      expect(put.body).toMatchObject({ id: created.id, sku, name: 'Case updated' });
      const post = await t.admin.post('/rest/all/V1/products', { product: { sku: sku.toUpperCase(), price: 3 } });
      expect(post.body).toMatchObject({ id: created.id, sku, price: 3 });
      expect(await productCount(t, sku)).toBe(1);
    });

    it('handles URL-encoded SKUs with spaces and slashes', async () => {
      const sku = `${uniqueSku('enc')} a/b`;
      await createProduct(t.admin, { sku, name: 'Encoded' });
      const res = await t.admin.get(`/rest/V1/products/${encodeURIComponent(sku)}`);
      expect(res.status).toBe(200);
      expect(res.body.sku).toBe(sku);
    });

    it('answers 404 without parameters for an unknown SKU', async () => {
      const res = await t.admin.get(`/rest/V1/products/${uniqueSku('missing')}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(PRODUCT_NOT_FOUND);
    });

    it('reads another store view with ?storeId=', async () => {
      const sku = uniqueSku('store-param');
      await createProduct(t.admin, { sku, name: 'Default name' });
      await t.admin.put(`/rest/default/V1/products/${sku}`, { product: { name: 'Store 1 name' } });
      expect((await t.admin.get(`/rest/V1/products/${sku}?storeId=0`)).body.name).toBe('Default name');
      expect((await t.admin.get(`/rest/all/V1/products/${sku}?storeId=1`)).body.name).toBe('Store 1 name');
    });
  });

  describe('DELETE /V1/products/:sku', () => {
    it('answers true, then the product is gone (404 on GET and on a second DELETE)', async () => {
      const sku = uniqueSku('delete');
      await createProduct(t.admin, {
        sku,
        extension_attributes: { category_links: [{ category_id: '2' }] },
        tier_prices: [{ customer_group_id: 32000, qty: 2, value: 1 }],
      });
      const res = await t.admin.delete(`/rest/V1/products/${sku.toUpperCase()}`);
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);
      expect(await productCount(t, sku)).toBe(0);

      const get = await t.admin.get(`/rest/V1/products/${sku}`);
      expect(get.status).toBe(404);
      expect(get.body).toEqual(PRODUCT_NOT_FOUND);
      const again = await t.admin.delete(`/rest/V1/products/${sku}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual(PRODUCT_NOT_FOUND);
    });

    it('frees the SKU for a new product', async () => {
      const sku = uniqueSku('reuse');
      const first = await createProduct(t.admin, { sku });
      await t.admin.delete(`/rest/all/V1/products/${sku}`);
      const second = await createProduct(t.admin, { sku, name: 'Second life' });
      expect(second.id).not.toBe(first.id);
      expect(second.name).toBe('Second life');
    });
  });
});
