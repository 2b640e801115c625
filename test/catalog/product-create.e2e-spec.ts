import { uniqueSku } from '../support/app';
import { addCategory, CatalogApp, customAttributes, DATE_TIME, PRODUCT_FIELDS, startCatalogApp, storedValues } from './support';

/** POST /V1/products (creation) and GET /V1/products/:sku read-back, one product type at a time. */
describe('POST /V1/products creates products', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp();
  });
  afterAll(() => t.close());

  const create = (product: Record<string, unknown>, store = '') =>
    t.admin.post(store ? `/rest/${store}/V1/products` : '/rest/V1/products', { product });

  it('creates a simple product and answers it in the ProductInterface shape, field for field', async () => {
    const sku = uniqueSku('simple');
    const res = await create({ sku, name: 'Simple Fixture', attribute_set_id: 4, price: 12.5, type_id: 'simple', weight: 1.25 });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(PRODUCT_FIELDS);
    expect(res.body).toEqual({
      id: expect.any(Number),
      sku,
      name: 'Simple Fixture',
      attribute_set_id: 4,
      price: 12.5,
      status: 1,
      visibility: 4,
      type_id: 'simple',
      created_at: expect.stringMatching(DATE_TIME),
      updated_at: expect.stringMatching(DATE_TIME),
      weight: 1.25,
      extension_attributes: { website_ids: [1], stock_item: expect.objectContaining({ qty: 0, is_in_stock: false }) },
      product_links: [],
      options: [],
      media_gallery_entries: [],
      tier_prices: [],
      custom_attributes: expect.any(Array),
    });
    // Custom attribute values are strings; defaults of a new product are filled in.
    expect(customAttributes(res.body)).toEqual({
      has_options: '0',
      required_options: '0',
      tax_class_id: '2',
      url_key: 'simple-fixture',
    });

    // Reading it back gives the same document.
    const get = await t.admin.get(`/rest/V1/products/${sku}`);
    expect(get.status).toBe(200);
    expect(get.body).toEqual(res.body);
  });

  it('creates a virtual product without a weight (the field is then left out)', async () => {
    const sku = uniqueSku('virtual');
    const res = await create({ sku, name: 'Virtual Fixture', price: 3, type_id: 'virtual' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sku, type_id: 'virtual', price: 3, status: 1, visibility: 4 });
    expect(Object.keys(res.body)).toEqual(PRODUCT_FIELDS.filter((f) => f !== 'weight'));
  });

  it('creates a downloadable product', async () => {
    const sku = uniqueSku('downloadable');
    const res = await create({ sku, name: 'Downloadable Fixture', price: 9.99, type_id: 'downloadable' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sku, type_id: 'downloadable', price: 9.99 });
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.type_id).toBe('downloadable');
  });

  it('creates a bundle with the price_type custom attribute (fixed), or dynamic when left out', async () => {
    const fixed = uniqueSku('bundle-fixed');
    const res = await create({
      sku: fixed,
      name: 'Fixed Bundle',
      price: 50,
      type_id: 'bundle',
      custom_attributes: [{ attribute_code: 'price_type', value: 1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sku: fixed, type_id: 'bundle', price: 50 });
    expect(customAttributes(res.body)).toMatchObject({ price_type: '1', tax_class_id: '2' });

    const dynamic = uniqueSku('bundle-dynamic');
    const res2 = await create({ sku: dynamic, name: 'Dynamic Bundle', type_id: 'bundle' });
    expect(res2.status).toBe(200);
    expect(customAttributes(res2.body).price_type).toBe('0');
  });

  it('creates a configurable product (no price, no tax class of its own)', async () => {
    const sku = uniqueSku('configurable');
    const res = await create({ sku, name: 'Configurable Fixture', type_id: 'configurable' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sku, type_id: 'configurable', status: 1, visibility: 4 });
    expect(res.body).not.toHaveProperty('price');
    expect(customAttributes(res.body)).not.toHaveProperty('tax_class_id');
  });

  it('keeps explicit status, visibility and tax class, and any other custom attribute, as strings', async () => {
    const sku = uniqueSku('explicit');
    const res = await create({
      sku,
      name: 'Explicit',
      price: 1,
      status: 2,
      visibility: 1,
      custom_attributes: [
        { attribute_code: 'tax_class_id', value: '0' },
        { attribute_code: 'description', value: '<p>Long text</p>' },
        { attribute_code: 'url_key', value: 'my-own-key' },
        { attribute_code: 'special_from_date', value: '2030-01-02' },
        { attribute_code: 'cost', value: 4.5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, visibility: 1 });
    expect(customAttributes(res.body)).toEqual({
      cost: '4.500000',
      description: '<p>Long text</p>',
      has_options: '0',
      required_options: '0',
      special_from_date: '2030-01-02 00:00:00',
      tax_class_id: '0',
      url_key: 'my-own-key',
    });
    for (const a of res.body.custom_attributes) expect(typeof a.value).toBe('string');
  });

  it('derives the url_key from the name (transliterated, lower case, dashes)', async () => {
    const sku = uniqueSku('url');
    const res = await create({ sku, name: '  Café Crème: Deluxe Édition 2 ', price: 1 });
    expect(customAttributes(res.body).url_key).toBe('cafe-creme-deluxe-edition-2');
  });

  it('links categories given as extension_attributes.category_links, echoed as category_ids too', async () => {
    const cat = await addCategory(t, 'Create links');
    const sku = uniqueSku('cat-links');
    const res = await create({
      sku,
      name: 'In categories',
      price: 1,
      extension_attributes: {
        category_links: [
          { category_id: String(cat), position: 3 },
          { category_id: '2', position: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.extension_attributes).toEqual({
      website_ids: [1],
      category_links: [
        { position: 1, category_id: '2' },
        { position: 3, category_id: String(cat) },
      ],
      stock_item: expect.any(Object),
    });
    expect(customAttributes(res.body).category_ids).toEqual(['2', String(cat)]);
  });

  it('links categories given as the category_ids custom attribute (position 0)', async () => {
    const sku = uniqueSku('cat-ids');
    const res = await create({
      sku,
      name: 'By category_ids',
      price: 1,
      custom_attributes: [{ attribute_code: 'category_ids', value: ['2'] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.extension_attributes.category_links).toEqual([{ position: 0, category_id: '2' }]);
    expect(customAttributes(res.body).category_ids).toEqual(['2']);

    // A comma-separated string works as well.
    const sku2 = uniqueSku('cat-ids-csv');
    const res2 = await create({ sku: sku2, name: 'By csv', price: 1, custom_attributes: [{ attribute_code: 'category_ids', value: '2' }] });
    expect(customAttributes(res2.body).category_ids).toEqual(['2']);
  });

  it('rejects an unknown category and stores nothing', async () => {
    const sku = uniqueSku('cat-missing');
    const res = await create({
      sku,
      name: 'Bad category',
      price: 1,
      extension_attributes: { category_links: [{ category_id: '999999' }] },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such entity with %fieldName = %fieldValue');
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).status).toBe(404);
  });

  it('assigns the websites given in extension_attributes.website_ids and rejects an unknown one', async () => {
    const sku = uniqueSku('websites');
    const res = await create({ sku, name: 'Websites', price: 1, extension_attributes: { website_ids: [1] } });
    expect(res.body.extension_attributes.website_ids).toEqual([1]);

    const bad = await create({ sku: uniqueSku('websites-bad'), name: 'Websites', price: 1, extension_attributes: { website_ids: [987] } });
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({
      message: "The website with id %1 that was requested wasn't found. Verify the website and try again.",
      parameters: ['987'],
    });
  });

  it('saves tier prices given with the product and answers them in tier_prices', async () => {
    const sku = uniqueSku('tiers');
    const res = await create({
      sku,
      name: 'Tiered',
      price: 20,
      tier_prices: [
        { customer_group_id: 32000, qty: 2, value: 18 },
        { customer_group_id: 1, qty: 5, value: 15.5, extension_attributes: { website_id: 0 } },
        { customer_group_id: 0, qty: 10, value: 0, extension_attributes: { percentage_value: 25 } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.tier_prices).toEqual([
      { customer_group_id: 32000, qty: 2, value: 18, extension_attributes: { website_id: 0 } },
      { customer_group_id: 1, qty: 5, value: 15.5, extension_attributes: { website_id: 0 } },
      { customer_group_id: 0, qty: 10, value: 15, extension_attributes: { website_id: 0, percentage_value: 25 } },
    ]);
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.tier_prices).toEqual(res.body.tier_prices);
  });

  it('refuses two tier prices for the same website, customer group and quantity, storing nothing', async () => {
    const sku = uniqueSku('tiers-dup');
    const res = await create({
      sku,
      name: 'Duplicated tiers',
      price: 5,
      tier_prices: [
        { customer_group_id: 1, qty: 2, value: 4 },
        { customer_group_id: 1, qty: 2.0, value: 3, extension_attributes: { website_id: 0 } },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'We found a duplicate website, tier price, customer group and quantity.' });
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).status).toBe(404);

    // Same group and quantity on another website, or for all groups, is another tier.
    const ok = await create({
      sku,
      name: 'Distinct tiers',
      price: 5,
      tier_prices: [
        { customer_group_id: 0, qty: 2, value: 4 },
        { customer_group_id: 0, qty: 2, value: 3.5, extension_attributes: { website_id: 1 } },
        { customer_group_id: 32000, qty: 2, value: 4.5 },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.tier_prices).toHaveLength(3);
  });

  it('writes the values of a new product at the default scope (store 0), whichever store view is named', async () => {
    const sku = uniqueSku('scope-create');
    const res = await create(
      { sku, name: 'Created in default', price: 7, custom_attributes: [{ attribute_code: 'description', value: 'D' }] },
      'default',
    );
    expect(res.status).toBe(200);
    expect(res.body.extension_attributes.website_ids).toEqual([1]);
    for (const code of ['name', 'price', 'status', 'visibility', 'description', 'url_key', 'tax_class_id']) {
      expect(Object.keys(await storedValues(t, sku, code))).toEqual(['0']);
    }
    expect((await t.admin.get(`/rest/all/V1/products/${sku}`)).body.name).toBe('Created in default');
  });

  it('trims the SKU and answers the stored product', async () => {
    const sku = uniqueSku('trim');
    const res = await create({ sku: `  ${sku}  `, name: 'Trimmed', price: 1 });
    expect(res.status).toBe(200);
    expect(res.body.sku).toBe(sku);
  });
});
