import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, startApp, startIsolatedApp, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';
import { guestCart, guestPayment, preparedGuestCart, shippingInformation, stockedProduct } from './checkout-support';

const PAST = '2020-01-01 00:00:00';
const FUTURE = '2099-01-01 00:00:00';

/**
 * What a shopper pays per unit, as Magento's Product\Type\Price::getBasePrice gives it for the
 * cart line's quantity and the cart's customer group: the lowest of the price, an active special
 * price and the tier price; carts re-price on every totals collection, and the order keeps it.
 */
describe('final prices in carts and orders', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;

  const tier = (sku: string, price: number, quantity: number, customer_group = 'ALL GROUPS', price_type = 'fixed') =>
    admin.post('/rest/V1/products/tier-prices', { prices: [{ sku, price, price_type, website_id: 0, customer_group, quantity }] });
  const lineOf = async (masked: string) => (await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body[0];
  const totalsOf = async (masked: string) => (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    guest = new Client(t.base);
  });
  afterAll(() => t.close());

  it('sells at a tier price for ALL GROUPS from quantity 1, and the order keeps it beside the original price', async () => {
    const sku = await stockedProduct(admin, 50);
    expect((await tier(sku, 12, 1)).status).toBe(200);
    const masked = await preparedGuestCart(guest, [[sku, 2]]);
    expect(await lineOf(masked)).toMatchObject({ sku, qty: 2, price: 12 });
    const totals = await totalsOf(masked);
    expect(totals).toMatchObject({ subtotal: 24, grand_total: 34 }); // flat rate 5.00 per item
    expect(totals.items[0]).toMatchObject({ price: 12, row_total: 24 });

    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;
    expect(order).toMatchObject({ subtotal: 24, grand_total: 34 });
    expect(order.items[0]).toMatchObject({ sku, price: 12, original_price: 20, row_total: 24 });
  });

  it("follows the line's quantity: the tier applies from its quantity on", async () => {
    const sku = await stockedProduct(admin, 50);
    await tier(sku, 15, 3);
    await tier(sku, 14, 5);
    const masked = await guestCart(guest, [[sku, 1]]);
    const itemId = (await lineOf(masked)).item_id;
    expect((await lineOf(masked)).price).toBe(20);
    const three = await guest.put(`/rest/V1/guest-carts/${masked}/items/${itemId}`, { cartItem: { qty: 3, quote_id: masked } });
    expect(three.body).toMatchObject({ qty: 3, price: 15 });
    expect((await totalsOf(masked)).subtotal).toBe(45);
    await guest.put(`/rest/V1/guest-carts/${masked}/items/${itemId}`, { cartItem: { qty: 6, quote_id: masked } });
    expect((await totalsOf(masked)).subtotal).toBe(84);
    await guest.put(`/rest/V1/guest-carts/${masked}/items/${itemId}`, { cartItem: { qty: 2, quote_id: masked } });
    expect((await totalsOf(masked)).subtotal).toBe(40);
  });

  it('takes a percentage tier off the price', async () => {
    const sku = await stockedProduct(admin, 50);
    await tier(sku, 10, 1, 'ALL GROUPS', 'discount');
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await lineOf(masked)).price).toBe(18);
  });

  it('applies a special price only inside its dates, and never a special price of 0', async () => {
    const special = async (value: string, from?: string, to?: string) => {
      const attrs = [{ attribute_code: 'special_price', value }];
      if (from) attrs.push({ attribute_code: 'special_from_date', value: from });
      if (to) attrs.push({ attribute_code: 'special_to_date', value: to });
      return stockedProduct(admin, 50, { custom_attributes: [{ attribute_code: 'tax_class_id', value: '2' }, ...attrs] });
    };
    const price = async (sku: string) => (await lineOf(await guestCart(guest, [[sku, 1]]))).price;
    expect(await price(await special('16'))).toBe(16);
    expect(await price(await special('16', PAST, FUTURE))).toBe(16);
    expect(await price(await special('16', FUTURE))).toBe(20);
    expect(await price(await special('16', undefined, PAST))).toBe(20);
    expect(await price(await special('0'))).toBe(20);
    // The lowest wins: a tier below the special price.
    const both = await special('16');
    await tier(both, 13, 1);
    expect(await price(both)).toBe(13);
  });

  it("re-prices when the cart changes hands: a guest cart taken by a customer gets the customer's group price", async () => {
    const sku = await stockedProduct(admin, 50);
    await tier(sku, 11, 1, 'General');
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await totalsOf(masked)).subtotal).toBe(20);
    const c = await createCustomer(t);
    const token = (await guest.post<string>('/rest/V1/integration/customer/token', { username: c.email, password: c.password })).body;
    const customer = new Client(t.base, token);
    expect((await customer.put(`/rest/V1/guest-carts/${masked}`, { customerId: c.id, storeId: 1 })).body).toBe(true);
    const totals = (await customer.get('/rest/V1/carts/mine/totals')).body;
    expect(totals).toMatchObject({ subtotal: 11 });
    expect(totals.items[0]).toMatchObject({ price: 11 });
  });

  it('re-prices when the catalogue changes while the cart is open', async () => {
    const sku = await stockedProduct(admin, 50);
    const masked = await guestCart(guest, [[sku, 2]]);
    expect((await totalsOf(masked)).subtotal).toBe(40);
    expect((await admin.post('/rest/V1/products/base-prices', { prices: [{ sku, price: 17.5, store_id: 0 }] })).status).toBe(200);
    expect((await totalsOf(masked)).subtotal).toBe(35);
    await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;
    expect(order.items[0]).toMatchObject({ price: 17.5, original_price: 17.5 });
    expect(order.subtotal).toBe(35);
  });

  it('shows the same final price in the render info and filters search by it', async () => {
    const word = `pricy${Date.now().toString(36)}`;
    const sku = await stockedProduct(admin, 50, { name: `Lamp ${word}` });
    await tier(sku, 9, 1);
    await tier(sku, 7, 10);
    const id = (await admin.get(`/rest/V1/products/${sku}`)).body.id;
    const render = await guest.get(
      `/rest/V1/products-render-info?storeId=1&currencyCode=USD&searchCriteria[filter_groups][0][filters][0][field]=sku` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${sku}`,
    );
    expect(render.body.items[0].price_info).toMatchObject({ final_price: 9, minimal_price: 7, regular_price: 20 });
    const q = (from: number, to: number) => {
      const filters = [
        { field: 'search_term', value: word },
        { field: 'price.from', value: String(from) },
        { field: 'price.to', value: String(to) },
      ];
      const query = filters
        .map(
          (f, i) =>
            `searchCriteria[filter_groups][${i}][filters][0][field]=${f.field}` +
            `&searchCriteria[filter_groups][${i}][filters][0][value]=${encodeURIComponent(f.value)}`,
        )
        .join('&');
      return guest.get(`/rest/V1/search?searchCriteria[request_name]=quick_search_container&${query}`);
    };
    const ids = async (from: number, to: number) => (await q(from, to)).body.items.map((i: { id: number }) => i.id);
    expect(await ids(8, 10)).toEqual([id]);
    expect(await ids(15, 25)).toEqual([]);
  });
});

/** Prices per website (`catalog/price/scope` = 1): a database of its own, as the setting is global. */
describe('final prices with website price scope', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('final_prices_website');
    await t.app.get(ScopeConfig).set('catalog/price/scope', '1');
    admin = await adminClient(t);
    guest = new Client(t.base);
  });
  afterAll(() => t.close());

  const tier = (sku: string, price: number, website_id: number, customer_group = 'ALL GROUPS') =>
    admin.post('/rest/V1/products/tier-prices', { prices: [{ sku, price, price_type: 'fixed', website_id, customer_group, quantity: 1 }] });
  const price = async (sku: string) => (await guest.get(`/rest/V1/guest-carts/${await guestCart(guest, [[sku, 1]])}/items`)).body[0].price;

  it("reads the store's own price and the tiers of the store's website", async () => {
    const sku = await stockedProduct(admin, 50);
    expect((await admin.post('/rest/V1/products/base-prices', { prices: [{ sku, price: 18, store_id: 1 }] })).body).toEqual([]);
    expect(await price(sku)).toBe(18);
    expect((await tier(sku, 16, 1)).body).toEqual([]);
    expect(await price(sku)).toBe(16);
    // Another website's tier does not apply here.
    const other = await stockedProduct(admin, 50);
    await t.ds.query(
      `INSERT INTO store_website (code, name, sort_order, default_group_id, is_default) VALUES ('fp_other', 'fp_other', 10, 0, false)`,
    );
    const [{ website_id }] = await t.ds.query(`SELECT website_id FROM store_website WHERE code = 'fp_other'`);
    await t.ds.query(
      `INSERT INTO catalog_product_entity_tier_price (entity_id, all_groups, customer_group_id, qty, value, website_id)
       SELECT entity_id, true, 0, 1, 3, $2 FROM catalog_product_entity WHERE sku = $1`,
      [other, website_id],
    );
    expect(await price(other)).toBe(20);
  });

  it("prefers the customer group's own tier to the all-groups one at the same quantity", async () => {
    const sku = await stockedProduct(admin, 50);
    await tier(sku, 10, 0);
    expect(await price(sku)).toBe(10);
    await tier(sku, 12, 0, 'NOT LOGGED IN');
    expect(await price(sku)).toBe(12);
  });
});
