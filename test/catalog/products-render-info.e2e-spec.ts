import { createProduct, uniqueSku } from '../support/app';
import { CatalogApp, phpQuery, startCatalogApp } from './support';
import { outputDeparturesOf } from '../support/output';

/** GET /V1/products-render-info (Magento\Catalog\Api\ProductRenderListInterface::getList). */
describe('GET /V1/products-render-info', () => {
  let t: CatalogApp;
  let base: string;
  let prefix: string;
  const inStock = { stock_item: { qty: 10, is_in_stock: true } };

  const path = (
    filters: { field: string; value: string; condition_type?: string }[],
    args: { storeId?: number; currencyCode?: string; pageSize?: number } = { storeId: 1, currencyCode: 'USD' },
  ) => {
    const searchCriteria: Record<string, unknown> = { filter_groups: filters.map((f) => ({ filters: [f] })) };
    if (args.pageSize) searchCriteria.page_size = args.pageSize;
    const query: Record<string, unknown> = { searchCriteria };
    if (args.storeId !== undefined) query.storeId = args.storeId;
    if (args.currencyCode !== undefined) query.currencyCode = args.currencyCode;
    return `/rest/V1/products-render-info?${phpQuery(query)}`;
  };
  const bySku = (sku: string, args?: Parameters<typeof path>[1]) => path([{ field: 'sku', value: sku }], args);
  const render = async (sku: string, args?: Parameters<typeof path>[1]) => {
    const res = await t.anon.get(bySku(sku, args));
    expect(res.status).toBe(200);
    return res.body;
  };
  const span = (text: string) => `<span class="price">${text}</span>`;

  beforeAll(async () => {
    t = await startCatalogApp();
    prefix = uniqueSku('render');
    const configs = await t.admin.get('/rest/V1/store/storeConfigs?storeCodes[]=default');
    base = configs.body[0].base_url;
  });
  afterAll(() => t.close());

  it('renders a product as ProductRenderInterface, for guests', async () => {
    const sku = `${prefix}-lamp`;
    const saved = await createProduct(t.admin, {
      sku,
      name: 'Reading Lamp',
      price: 59,
      custom_attributes: [{ attribute_code: 'small_image', value: '/r/e/reading-lamp.jpg' }],
      extension_attributes: inStock,
    });
    const id = saved.id;
    const body = await render(sku);
    expect(Object.keys(body)).toEqual(['items', 'search_criteria', 'total_count']);
    expect(outputDeparturesOf(t, 'GET /V1/products-render-info', body)).toEqual([]);
    expect(body.total_count).toBe(1);
    expect(body.search_criteria).toEqual({ filter_groups: [{ filters: [{ field: 'sku', value: sku, condition_type: 'eq' }] }] });
    const item = body.items[0];
    expect(Object.keys(item)).toEqual([
      'add_to_cart_button',
      'add_to_compare_button',
      'price_info',
      'images',
      'url',
      'id',
      'name',
      'type',
      'is_salable',
      'store_id',
      'currency_code',
    ]);
    const escaped = base.replace(/\//g, '\\/');
    const encodedBase = Buffer.from(base).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, ',');
    expect(item.add_to_cart_button).toEqual({
      post_data:
        `{"action":"${escaped}checkout\\/cart\\/add\\/uenc\\/%25uenc%25\\/product\\/${id}\\/",` +
        `"data":{"product":"${id}","uenc":"%uenc%"}}`,
      url: `${base}checkout/cart/add/uenc/%25uenc%25/product/${id}/`,
      required_options: false,
    });
    expect(item.add_to_compare_button).toEqual({
      post_data: null,
      url: `{"action":"${escaped}catalog\\/product_compare\\/add\\/","data":{"product":"${id}","uenc":"${encodedBase}"}}`,
      required_options: null,
    });
    expect(item.price_info).toEqual({
      final_price: 59,
      max_price: 59,
      max_regular_price: null,
      minimal_regular_price: null,
      special_price: null,
      minimal_price: 59,
      regular_price: 59,
      formatted_prices: {
        final_price: span('$59.00'),
        max_price: span('$59.00'),
        minimal_price: span('$59.00'),
        max_regular_price: null,
        minimal_regular_price: null,
        special_price: null,
        regular_price: span('$59.00'),
      },
    });
    expect(item.images).toEqual([
      {
        url: `${base}media/catalog/product/r/e/reading-lamp.jpg`,
        code: 'recently_viewed_products_grid_content_widget',
        height: 300,
        width: 240,
        label: 'Reading Lamp',
        resized_width: 240,
        resized_height: 300,
      },
      {
        url: `${base}media/catalog/product/r/e/reading-lamp.jpg`,
        code: 'recently_viewed_products_list_content_widget',
        height: 340,
        width: 270,
        label: 'Reading Lamp',
        resized_width: 270,
        resized_height: 340,
      },
    ]);
    expect(item).toMatchObject({
      url: `${base}reading-lamp.html`,
      id,
      name: 'Reading Lamp',
      type: 'simple',
      is_salable: '1',
      store_id: 1,
      currency_code: 'USD',
    });
  });

  it('prices for guests: special price inside its dates, NOT LOGGED IN tier prices (one unit for the final price)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10) + ' 00:00:00';
    const special = `${prefix}-special`;
    await createProduct(t.admin, {
      sku: special,
      price: 100,
      custom_attributes: [
        { attribute_code: 'special_price', value: 80 },
        { attribute_code: 'special_from_date', value: day(-2) },
        { attribute_code: 'special_to_date', value: day(2) },
      ],
      tier_prices: [
        { customer_group_id: 0, qty: 5, value: 70 },
        { customer_group_id: 1, qty: 1, value: 50 },
      ],
      extension_attributes: inStock,
    });
    const price = (await render(special)).items[0].price_info;
    expect(price).toMatchObject({ final_price: 80, max_price: 80, minimal_price: 70, regular_price: 100, special_price: null });
    expect(price.formatted_prices).toMatchObject({
      final_price: span('$80.00'),
      minimal_price: span('$70.00'),
      regular_price: span('$100.00'),
    });

    const later = `${prefix}-later`;
    await createProduct(t.admin, {
      sku: later,
      price: 100,
      custom_attributes: [
        { attribute_code: 'special_price', value: 80 },
        { attribute_code: 'special_from_date', value: day(3) },
      ],
      tier_prices: [{ customer_group_id: 32000, qty: 1, value: 90 }],
      extension_attributes: inStock,
    });
    expect((await render(later)).items[0].price_info).toMatchObject({ final_price: 90, minimal_price: 90, regular_price: 100 });
  });

  it('formats prices in the requested currency; an unknown code is written as given', async () => {
    const sku = `${prefix}-currency`;
    await createProduct(t.admin, { sku, price: 1234.5, extension_attributes: inStock });
    const eur = (await render(sku, { storeId: 1, currencyCode: 'EUR' })).items[0];
    expect(eur.currency_code).toBe('EUR');
    expect(eur.price_info.formatted_prices.final_price).toBe(span('€1,234.50'));
    const lower = (await render(sku, { storeId: 1, currencyCode: 'usd' })).items[0];
    expect(lower.currency_code).toBe('usd');
    expect(lower.price_info.formatted_prices.final_price).toBe(span('usd1,234.50'));
  });

  it('is not salable out of stock; without an image it shows the placeholder and the product name', async () => {
    const sku = `${prefix}-empty`;
    await createProduct(t.admin, { sku, name: 'Empty Shelf', extension_attributes: { stock_item: { qty: 0, is_in_stock: false } } });
    const item = (await render(sku)).items[0];
    expect(item.is_salable).toBe('');
    expect(item.images[0]).toMatchObject({
      url: `${base}static/frontend/Magento/luma/en_US/Magento_Catalog/images/product/placeholder/small_image.jpg`,
      label: 'Empty Shelf',
    });
  });

  it("lists only enabled products of the store's website; total_count counts the page", async () => {
    await createProduct(t.admin, { sku: `${prefix}-list-1`, extension_attributes: inStock });
    await createProduct(t.admin, { sku: `${prefix}-list-2`, extension_attributes: inStock });
    await createProduct(t.admin, { sku: `${prefix}-list-off`, status: 2, extension_attributes: inStock });
    await createProduct(t.admin, { sku: `${prefix}-list-away`, extension_attributes: { ...inStock, website_ids: [] } });
    const like = [{ field: 'sku', value: `${prefix}-list-%`, condition_type: 'like' }];
    const all = (await t.anon.get(path(like))).body;
    expect(all.items.map((i: { id: number }) => i.id)).toHaveLength(2);
    expect(all.total_count).toBe(2);
    const page = (await t.anon.get(path(like, { storeId: 1, currencyCode: 'USD', pageSize: 1 }))).body;
    expect(page.items).toHaveLength(1);
    expect(page.total_count).toBe(1);
  });

  it('requires storeId and currencyCode, and an existing store', async () => {
    const missing = await t.anon.get(bySku('x', {}));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'One or more input exceptions have occurred.',
      errors: [
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'storeId' } },
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'currencyCode' } },
      ],
    });
    const unknown = await t.anon.get(bySku('x', { storeId: 999, currencyCode: 'USD' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "The store that was requested wasn't found. Verify the store and try again." });
  });
});
