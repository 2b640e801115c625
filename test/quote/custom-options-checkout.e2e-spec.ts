import { adminClient, Client, startApp, TestApp } from '../support/app';
import { guestPayment, shippingInformation, stockedProduct } from './checkout-support';

/**
 * Custom options chosen in the cart (`product_option.extension_attributes.custom_options`):
 * required options and values checked with Magento's messages, each chosen option's price added to
 * the unit's final price (a percentage of it), one line per choice, the choice kept on the order.
 */
describe('custom options in carts and orders', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let sku: string;
  const ids = { size: 0, small: 0, large: 0, engraving: 0 };

  const choose = (...options: [number, unknown][]) => ({
    extension_attributes: { custom_options: options.map(([option_id, option_value]) => ({ option_id: String(option_id), option_value })) },
  });
  const add = (masked: string, qty: number, product_option?: unknown) =>
    guest.post(`/rest/V1/guest-carts/${masked}/items`, {
      cartItem: { sku, qty, quote_id: masked, ...(product_option ? { product_option } : {}) },
    });
  const newCart = async () => (await guest.post<string>('/rest/V1/guest-carts')).body;

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    guest = new Client(t.base);
    sku = await stockedProduct(admin, 100);
    // The unit's final price is 18 (a tier price), the base of percentage options.
    await admin.post('/rest/V1/products/tier-prices', {
      prices: [{ sku, price: 18, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 1 }],
    });
    const size = await admin.post('/rest/V1/products/options', {
      option: {
        product_sku: sku,
        title: 'Size',
        type: 'drop_down',
        is_require: true,
        sort_order: 1,
        values: [
          { title: 'Small', sort_order: 1, price: 2, price_type: 'fixed' },
          { title: 'Large', sort_order: 2, price: 10, price_type: 'percent' },
        ],
      },
    });
    expect(size.status).toBe(200);
    ids.size = size.body.option_id;
    ids.small = size.body.values.find((v: { title: string }) => v.title === 'Small').option_type_id;
    ids.large = size.body.values.find((v: { title: string }) => v.title === 'Large').option_type_id;
    const engraving = await admin.post('/rest/V1/products/options', {
      option: {
        product_sku: sku,
        title: 'Engraving',
        type: 'field',
        is_require: false,
        price: 3,
        price_type: 'fixed',
        max_characters: 10,
        sort_order: 2,
      },
    });
    ids.engraving = engraving.body.option_id;
  });
  afterAll(() => t.close());

  it('refuses a missing required option, a value the option does not have and a text too long', async () => {
    const masked = await newCart();
    expect(await add(masked, 1)).toMatchObject({
      status: 400,
      body: { message: "The product's required option(s) weren't entered. Make sure the options are entered and try again." },
    });
    expect(await add(masked, 1, choose([ids.size, 999999]))).toMatchObject({
      status: 400,
      body: { message: 'Some of the selected item options are not currently available.' },
    });
    expect(await add(masked, 1, choose([ids.size, ids.small], [ids.engraving, 'far too long text']))).toMatchObject({
      status: 400,
      body: { message: 'The text is too long. Shorten the text and try again.' },
    });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body).toEqual([]);
  });

  it("adds each option's price to the final price, one line per choice, and keeps the choice on the order", async () => {
    const masked = await newCart();
    const small = await add(masked, 1, choose([ids.size, ids.small]));
    expect(small.body).toMatchObject({ price: 20, product_option: choose([ids.size, ids.small]) });
    // 10 % of the final price 18, plus the engraving's 3.
    const large = await add(masked, 2, choose([ids.size, ids.large], [ids.engraving, 'Ada']));
    expect(large.body).toMatchObject({ price: 22.8, qty: 2 });
    expect(large.body.item_id).not.toBe(small.body.item_id);
    expect((await add(masked, 1, choose([ids.size, ids.small]))).body).toMatchObject({ item_id: small.body.item_id, qty: 2 });

    await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    const totals = (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;
    expect(totals.subtotal).toBe(85.6);
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;
    expect(order.subtotal).toBe(85.6);
    const engraved = order.items.find((i: { price: number }) => i.price === 22.8);
    expect(engraved).toMatchObject({ sku, qty_ordered: 2, row_total: 45.6, original_price: 20 });
    expect(engraved.product_option).toMatchObject(choose([ids.size, ids.large], [ids.engraving, 'Ada']));
  });
});
