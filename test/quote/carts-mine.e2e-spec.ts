import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { createCoupon, createRule, unique } from '../sales-rule/support';

/** The customer's own cart (`/V1/carts/mine…`, cart forced from the token): billing address, coupons, gift messages. */
describe("quote: the customer's cart routes for addresses, coupons and gift messages", () => {
  let t: TestApp;
  let admin: Client;
  let customer: Client;
  let other: Client;
  let sku: string;

  const signUp = async (label: string): Promise<Client> => {
    const email = `${unique(label).toLowerCase()}@example.com`;
    const made = await admin.post('/rest/V1/customers', {
      customer: { email, firstname: 'Mine', lastname: 'Owner', website_id: 1 },
      password: 'Mine-pass-123',
    });
    expect(made.status).toBe(200);
    const token = await new Client(t.base).post('/rest/V1/integration/customer/token', { username: email, password: 'Mine-pass-123' });
    return new Client(t.base, token.body);
  };

  beforeAll(async () => {
    t = await startIsolatedApp('quote_carts_mine');
    admin = await adminClient(t);
    sku = uniqueSku('mine');
    await createProduct(admin, { sku, price: 20, extension_attributes: { website_ids: [1] } });
    await admin.post('/rest/V1/inventory/source-items', { sourceItems: [{ sku, source_code: 'default', quantity: 50, status: 1 }] });
    customer = await signUp('mine');
    other = await signUp('other');
    expect((await customer.post('/rest/V1/carts/mine')).status).toBe(200);
    expect((await customer.post('/rest/V1/carts/mine/items', { cartItem: { sku, qty: 1 } })).status).toBe(200);
  });
  afterAll(() => t.close());

  it("billing address of the caller's own cart", async () => {
    const address = {
      firstname: 'Mine',
      lastname: 'Owner',
      street: ['2 Side St'],
      city: 'Austin',
      region_id: 57,
      postcode: '78701',
      country_id: 'US',
      telephone: '555',
    };
    const id = (await customer.post('/rest/V1/carts/mine/billing-address', { address })).body;
    expect(id).toEqual(expect.any(Number));
    expect((await customer.get('/rest/V1/carts/mine/billing-address')).body).toMatchObject({ ...address, id, region_code: 'TX' });
    // Another customer's "mine" is their own cart, not this one.
    expect((await other.get('/rest/V1/carts/mine/billing-address')).status).toBe(404);
    expect((await new Client(t.base).get('/rest/V1/carts/mine/billing-address')).status).toBe(401);
  });

  it("coupons on the caller's own cart", async () => {
    const rule = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON', simple_action: 'by_percent', discount_amount: 10 });
    const code = unique('MINE');
    await createCoupon(admin, { rule_id: rule.rule_id, code });
    expect(await customer.put(`/rest/V1/carts/mine/coupons/${code}`)).toMatchObject({ status: 200, body: true });
    expect((await customer.get('/rest/V1/carts/mine/coupons')).body).toBe(code);
    expect(await customer.delete('/rest/V1/carts/mine/coupons')).toMatchObject({ status: 200, body: true });
    expect((await customer.get('/rest/V1/carts/mine/coupons')).body).toBeNull();
  });

  it("gift messages on the caller's own cart and item", async () => {
    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'sales/gift_options/allow_order', '1'),
         ('default', 0, 'sales/gift_options/allow_items', '1')`,
    );
    const giftMessage = { sender: 'Mine', recipient: 'You', message: 'Hello' };
    expect(await customer.post('/rest/V1/carts/mine/gift-message', { giftMessage })).toMatchObject({ status: 200, body: true });
    expect((await customer.get('/rest/V1/carts/mine/gift-message')).body).toMatchObject(giftMessage);
    const [item] = (await customer.get('/rest/V1/carts/mine/items')).body;
    expect(
      await customer.post(`/rest/V1/carts/mine/gift-message/${item.item_id}`, { giftMessage: { ...giftMessage, message: 'Item' } }),
    ).toMatchObject({ status: 200, body: true });
    expect((await customer.get(`/rest/V1/carts/mine/gift-message/${item.item_id}`)).body).toMatchObject({ message: 'Item' });
  });
});
