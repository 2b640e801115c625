import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { createCoupon, createRule, unique } from '../sales-rule/support';

/** Billing addresses, coupons and gift messages on carts, over the three route prefixes. */
describe('quote: billing address, coupons, gift messages', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let sku: string;
  let virtualSku: string;

  const guestCart = async (withItem = true): Promise<string> => {
    const masked: string = (await guest.post('/rest/V1/guest-carts')).body;
    if (withItem) expect((await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku, qty: 2 } })).status).toBe(200);
    return masked;
  };

  beforeAll(async () => {
    t = await startIsolatedApp('quote_cart_extras');
    admin = await adminClient(t);
    guest = new Client(t.base);
    sku = uniqueSku('extra');
    virtualSku = uniqueSku('extra-v');
    await createProduct(admin, { sku, price: 20, extension_attributes: { website_ids: [1] } });
    await createProduct(admin, { sku: virtualSku, price: 5, type_id: 'virtual', extension_attributes: { website_ids: [1] } });
    await admin.post('/rest/V1/inventory/source-items', {
      sourceItems: [
        { sku, source_code: 'default', quantity: 50, status: 1 },
        { sku: virtualSku, source_code: 'default', quantity: 50, status: 1 },
      ],
    });
  });
  afterAll(() => t.close());

  it('billing address: empty until assigned, then stored (and copied to shipping on request)', async () => {
    const masked = await guestCart();
    const empty = await guest.get(`/rest/V1/guest-carts/${masked}/billing-address`);
    expect(empty.body).toMatchObject({ id: expect.any(Number), country_id: null, street: [''], same_as_billing: 0 });
    const address = {
      firstname: 'Ann',
      lastname: 'Lee',
      street: ['1 Main St'],
      city: 'Austin',
      region_id: 57,
      postcode: '78701',
      country_id: 'US',
      telephone: '555',
      email: 'ann@example.com',
    };
    const assigned = await guest.post(`/rest/V1/guest-carts/${masked}/billing-address`, { address, useForShipping: true });
    expect(assigned).toMatchObject({ status: 200, body: empty.body.id });
    const read = await guest.get(`/rest/V1/guest-carts/${masked}/billing-address`);
    expect(read.body).toMatchObject({ ...address, id: empty.body.id, region: 'Texas', region_code: 'TX' });
    const cart = (await guest.get(`/rest/V1/guest-carts/${masked}`)).body;
    expect(cart.extension_attributes.shipping_assignments[0].shipping.address).toMatchObject({ city: 'Austin', same_as_billing: 1 });

    const cartId = cart.id;
    expect(
      await admin.post(`/rest/V1/carts/${cartId}/billing-address`, { address: { ...address, customer_address_id: 12345 } }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Invalid customer address id %1' },
    });
    expect((await admin.get(`/rest/V1/carts/${cartId}/billing-address`)).body).toMatchObject({ city: 'Austin' });
  });

  it('coupons: a valid code is kept, an invalid one is 404, an empty cart has none to take', async () => {
    const rule = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON', simple_action: 'by_percent', discount_amount: 10 });
    const code = unique('CART');
    await createCoupon(admin, { rule_id: rule.rule_id, code });
    const masked = await guestCart();
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/coupons`)).body).toBeNull();
    expect(await guest.put(`/rest/V1/guest-carts/${masked}/coupons/NOPE-${code}`)).toMatchObject({
      status: 404,
      body: { message: "The coupon code isn't valid. Verify the code and try again." },
    });
    expect(await guest.put(`/rest/V1/guest-carts/${masked}/coupons/${code}`)).toMatchObject({ status: 200, body: true });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/coupons`)).body).toBe(code);
    expect(await guest.delete(`/rest/V1/guest-carts/${masked}/coupons`)).toMatchObject({ status: 200, body: true });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/coupons`)).body).toBeNull();

    const empty = await guestCart(false);
    const res = await guest.put(`/rest/V1/guest-carts/${empty}/coupons/${code}`);
    expect(res).toMatchObject({ status: 404, body: { message: 'The "%1" Cart doesn\'t contain products.' } });

    const cartId = (await guest.get(`/rest/V1/guest-carts/${masked}`)).body.id;
    expect(await admin.put(`/rest/V1/carts/${cartId}/coupons/${code}`)).toMatchObject({ status: 200, body: true });
    expect((await admin.get(`/rest/V1/carts/${cartId}/coupons`)).body).toBe(code);
  });

  it('gift messages: off by default, then saved for the cart and an item', async () => {
    const masked = await guestCart();
    const items = (await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body;
    const giftMessage = { sender: 'Ann', recipient: 'Bob', message: 'Happy birthday' };
    expect(await guest.post(`/rest/V1/guest-carts/${masked}/gift-message`, { giftMessage })).toMatchObject({
      status: 400,
      body: { message: "The gift message isn't available." },
    });
    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'sales/gift_options/allow_order', '1'),
         ('default', 0, 'sales/gift_options/allow_items', '1')`,
    );
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/gift-message`)).body).toBeNull();
    expect(await guest.post(`/rest/V1/guest-carts/${masked}/gift-message`, { giftMessage })).toMatchObject({ status: 200, body: true });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/gift-message`)).body).toMatchObject({
      gift_message_id: expect.any(Number),
      ...giftMessage,
    });
    const itemId = items[0].item_id;
    expect(
      await guest.post(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`, { giftMessage: { ...giftMessage, message: 'For you' } }),
    ).toMatchObject({ status: 200, body: true });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`)).body).toMatchObject({ message: 'For you' });
    expect(await guest.get(`/rest/V1/guest-carts/${masked}/gift-message/999999`)).toMatchObject({
      status: 404,
      body: { message: 'No item with the provided ID was found in the Cart. Verify the ID and try again.' },
    });

    const v = await guestCart(false);
    const vItem = (await guest.post(`/rest/V1/guest-carts/${v}/items`, { cartItem: { sku: virtualSku, qty: 1 } })).body;
    expect(await guest.post(`/rest/V1/guest-carts/${v}/gift-message/${vItem.item_id}`, { giftMessage })).toMatchObject({
      status: 400,
      body: { message: "Gift messages can't be used for virtual products." },
    });
    const e = await guestCart(false);
    expect(await guest.post(`/rest/V1/guest-carts/${e}/gift-message`, { giftMessage })).toMatchObject({
      status: 400,
      body: { message: "Gift messages can't be used for an empty cart. Add an item and try again." },
    });
    const cartId = (await guest.get(`/rest/V1/guest-carts/${masked}`)).body.id;
    expect((await admin.get(`/rest/V1/carts/${cartId}/gift-message`)).body).toMatchObject({ message: 'Happy birthday' });
  });
});
