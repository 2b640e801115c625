import { Client, createProduct, uniqueSku } from '../support/app';
import { CatalogApp, productCount, startCatalogApp } from './support';

const REQUIRED = '"%fieldName" is required. Enter and try again.';
const UNKNOWN_PROPERTY = 'Property "%fieldName" does not have accessor method "%getter" in class "%className".';
const NOT_AUTHORIZED = {
  message: "The consumer isn't authorized to access %resources.",
  parameters: { resources: 'Magento_Catalog::products' },
};

/** Input errors of the product routes, the ACL, and GET /V1/products/types. */
describe('product routes: input errors, ACL and product types', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp();
  });
  afterAll(() => t.close());

  /** POSTs a product that must be refused; asserts nothing was stored under its SKU. */
  const refused = async (product: Record<string, unknown>) => {
    const sku = typeof product.sku === 'string' ? product.sku : undefined;
    const res = await t.admin.post('/rest/V1/products', { product });
    if (sku) expect(await productCount(t, sku)).toBe(0);
    return res;
  };
  const base = () => ({ sku: uniqueSku('bad'), name: 'Bad input', price: 1, attribute_set_id: 4, type_id: 'simple' });

  describe('missing arguments and values', () => {
    it('requires the product argument on POST and PUT', async () => {
      for (const res of [
        await t.admin.post('/rest/V1/products', {}),
        await t.admin.post('/rest/V1/products', { product: null }),
        await t.admin.put(`/rest/V1/products/${uniqueSku('put')}`, {}),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: REQUIRED, parameters: { fieldName: 'product' } });
      }
    });

    it('requires a name to create a product (rendered message, no parameters)', async () => {
      const { name: _name, ...noName } = base();
      const res = await refused(noName);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The "Product Name" attribute value is empty. Set the attribute and try again.' });
      const empty = await refused({ ...base(), name: '' });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual(res.body);
    });

    it('requires a SKU, at most 64 characters long', async () => {
      const { sku: _sku, ...noSku } = base();
      const missing = await refused(noSku);
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: 'The "sku" attribute value is empty. Set the attribute and try again.' });
      expect((await refused({ ...base(), sku: '   ' })).body).toEqual(missing.body);

      const long = await refused({ ...base(), sku: 'x'.repeat(65) });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({ message: 'SKU length should be 64 characters maximum.' });
      const max = `${uniqueSku('len')}-`.padEnd(64, 'y');
      expect((await t.admin.post('/rest/V1/products', { product: { ...base(), sku: max } })).body.sku).toBe(max);
    });
  });

  describe('price attributes (Magento Price backend validate)', () => {
    const PRICE_EMPTY = { message: 'The "Price" attribute value is empty. Set the attribute and try again.' };
    const NEGATIVE = { message: 'Please enter a number 0 or greater in this field.' };

    it('requires a price for simple, virtual, downloadable and fixed-price bundle products', async () => {
      for (const extra of [
        { type_id: 'simple' },
        { type_id: 'virtual' },
        { type_id: 'downloadable' },
        { type_id: 'bundle', custom_attributes: [{ attribute_code: 'price_type', value: '1' }] },
      ]) {
        const { price: _price, ...noPrice } = { ...base(), ...extra };
        const res = await refused(noPrice);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(PRICE_EMPTY);
      }
      // Configurable products and dynamic-price bundles have no price of their own.
      const { price: _p, ...configurable } = { ...base(), type_id: 'configurable' };
      expect((await t.admin.post('/rest/V1/products', { product: configurable })).status).toBe(200);
      const { price: _q, ...dynamic } = { ...base(), type_id: 'bundle', custom_attributes: [{ attribute_code: 'price_type', value: '0' }] };
      expect((await t.admin.post('/rest/V1/products', { product: dynamic })).status).toBe(200);
    });

    it('refuses negative prices, special prices and costs; 0 is a price', async () => {
      expect((await refused({ ...base(), price: -0.01 })).body).toEqual(NEGATIVE);
      expect((await refused({ ...base(), custom_attributes: [{ attribute_code: 'special_price', value: '-5' }] })).body).toEqual(NEGATIVE);
      expect((await refused({ ...base(), custom_attributes: [{ attribute_code: 'cost', value: -1 }] })).status).toBe(400);
      const free = await t.admin.post('/rest/V1/products', { product: { ...base(), price: 0 } });
      expect(free.status).toBe(200);
      expect(free.body.price).toBe(0);
    });

    it('refuses to empty or negate the price of an existing product, keeping the stored one', async () => {
      const sku = uniqueSku('price-update');
      await createProduct(t.admin, { sku, price: 7 });
      const emptied = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { price: null } });
      expect(emptied.status).toBe(400);
      expect(emptied.body).toEqual(PRICE_EMPTY);
      const negative = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { price: -7 } });
      expect(negative.body).toEqual(NEGATIVE);
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.price).toBe(7);
      // An update that leaves the price out keeps it.
      expect((await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { name: 'Renamed' } })).body.price).toBe(7);
    });

    it('checks the stored price type of an existing bundle', async () => {
      const sku = uniqueSku('bundle-fixed-update');
      await createProduct(t.admin, { sku, type_id: 'bundle', price: 5, custom_attributes: [{ attribute_code: 'price_type', value: '1' }] });
      expect((await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { price: null } })).body).toEqual(PRICE_EMPTY);
    });
  });

  describe('unknown or invalid fields', () => {
    it('rejects an unknown property of the product with 400 and stores nothing', async () => {
      const res = await refused({ ...base(), colour: 'red' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: UNKNOWN_PROPERTY,
        parameters: { fieldName: 'colour', getter: 'getColour', className: 'Magento\\Catalog\\Api\\Data\\ProductInterface' },
      });
    });

    it('rejects an unknown property inside extension_attributes and tier prices', async () => {
      const ext = await refused({ ...base(), extension_attributes: { website_ids: [1], no_such_thing: true } });
      expect(ext.status).toBe(400);
      expect(ext.body.parameters).toEqual({
        fieldName: 'no_such_thing',
        getter: 'getNoSuchThing',
        className: 'Magento\\Catalog\\Api\\Data\\ProductExtensionInterface',
      });
      const tier = await refused({ ...base(), tier_prices: [{ customer_group_id: 1, qty: 1, value: 1, price_type: 'fixed' }] });
      expect(tier.status).toBe(400);
      expect(tier.body.parameters).toMatchObject({
        fieldName: 'price_type',
        className: 'Magento\\Catalog\\Api\\Data\\ProductTierPriceInterface',
      });
    });

    it('rejects an unsupported type_id', async () => {
      const res = await refused({ ...base(), type_id: 'giftcard' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'type_id', value: 'giftcard' },
      });
    });

    it('rejects an attribute set that does not exist or is not a product set', async () => {
      for (const attribute_set_id of [999, 1]) {
        const res = await refused({ ...base(), attribute_set_id });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Invalid product data: %1', parameters: ['Invalid attribute set entity type'] });
      }
    });

    it('rejects an unknown custom attribute code and stores nothing', async () => {
      const res = await refused({ ...base(), custom_attributes: [{ attribute_code: 'no_such_attribute', value: '1' }] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: '"%1" is not a valid product attribute code.', parameters: ['no_such_attribute'] });
    });

    it('rejects a custom attribute value its backend type cannot hold', async () => {
      const res = await refused({ ...base(), custom_attributes: [{ attribute_code: 'tax_class_id', value: 'taxable' }] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'tax_class_id', value: 'taxable' },
      });
      const date = await refused({ ...base(), custom_attributes: [{ attribute_code: 'news_from_date', value: 'someday' }] });
      expect(date.status).toBe(400);
    });

    it('rejects a category id that is not a number, naming the value sent', async () => {
      const links = await refused({ ...base(), extension_attributes: { category_links: [{ category_id: 'abc' }] } });
      expect(links.status).toBe(400);
      expect(links.body).toEqual({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'category_id', value: 'abc' },
      });
      const ids = await refused({ ...base(), custom_attributes: [{ attribute_code: 'category_ids', value: ['2', 'zz'] }] });
      expect(ids.body.parameters).toEqual({ fieldName: 'category_id', value: 'zz' });
    });

    it('answers a wrongly typed scalar with the rendered type error', async () => {
      const price = await refused({ ...base(), price: 'abc' });
      expect(price.status).toBe(400);
      expect(price.body).toEqual({
        message:
          'Error occurred during "price" processing. The "abc" value\'s type is invalid. The "float" type was expected. ' +
          'Verify and try again.',
      });
      const status = await refused({ ...base(), status: 'on' });
      expect(status.body).toEqual({
        message:
          'Error occurred during "status" processing. The "on" value\'s type is invalid. The "int" type was expected. ' +
          'Verify and try again.',
      });
      const websites = await refused({ ...base(), extension_attributes: { website_ids: 'all' } });
      expect(websites.status).toBe(400);
    });

    it('casts numeric strings the way Magento does (price "12.50", status "2")', async () => {
      const res = await t.admin.post('/rest/V1/products', { product: { ...base(), price: '12.50', status: '2', visibility: '3' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ price: 12.5, status: 2, visibility: 3 });
    });
  });

  describe('ACL (Magento_Catalog::products)', () => {
    it('answers 401 to a caller without a token (or with an unknown one) on every product route', async () => {
      const sku = uniqueSku('acl');
      await createProduct(t.admin, { sku });
      const bogus = new Client(t.base, 'not-a-real-token');
      for (const client of [t.anon, bogus]) {
        for (const res of [
          await client.get('/rest/V1/products/types'),
          await client.get(`/rest/V1/products/${sku}`),
          await client.get('/rest/V1/products?searchCriteria='),
          await client.post('/rest/V1/products', { product: { sku: uniqueSku('acl-new'), name: 'X', price: 1 } }),
          await client.put(`/rest/V1/products/${sku}`, { product: { name: 'Hacked' } }),
          await client.delete(`/rest/V1/products/${sku}`),
          await client.get(`/rest/all/V1/products/${sku}`),
        ]) {
          expect(res.status).toBe(401);
          expect(res.body).toEqual(NOT_AUTHORIZED);
        }
      }
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.name).toBe('Test product');
    });
  });

  describe('GET /V1/products/types', () => {
    it('lists the supported product types with their labels', async () => {
      const res = await t.admin.get('/rest/V1/products/types');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { name: 'simple', label: 'Simple Product' },
        { name: 'virtual', label: 'Virtual Product' },
        { name: 'downloadable', label: 'Downloadable Product' },
        { name: 'bundle', label: 'Bundle Product' },
        { name: 'configurable', label: 'Configurable Product' },
        { name: 'grouped', label: 'Grouped Product' },
      ]);
      // The literal route wins over GET /V1/products/:sku, in any store scope.
      expect((await t.admin.get('/rest/all/V1/products/types')).body).toEqual(res.body);
    });
  });
});
