import { StoreDirectory } from '@mercato/store';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';
import { CA_ADDRESS, guestCart, guestPayment, preparedGuestCart, shippingInformation, stockedProduct } from '../quote/checkout-support';

const NOT_FOUND = 'Gift Wrapping with specified ID "%1" not found.';
const segmentOf = (totals: any) => totals.total_segments.find((s: any) => s.code === 'giftwrapping');

/**
 * Gift wrapping at checkout (commerce edition): chosen per cart and per line through the gift
 * message routes' extension attributes, charged in the totals, carried to the order, invoice and
 * credit memo.
 */
describe('Gift wrapping selection and totals', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let red: number; // 5.00, enabled, website 1
  let blue: number; // 2.00, enabled, website 1
  let disabled: number;
  let elsewhere: number; // enabled, only on another website

  const config = (path: string, value: string | null) =>
    value === null
      ? t.ds.query(`DELETE FROM core_config_data WHERE path = $1`, [path])
      : t.ds.query(
          `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, $1, $2)
           ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value`,
          [path, value],
        );
  const wrapping = async (data: Record<string, unknown>): Promise<number> => {
    const res = await admin.post('/rest/V1/gift-wrappings', { data: { status: 1, website_ids: [1], ...data } });
    if (res.status !== 200) throw new Error(`wrapping: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.wrapping_id;
  };
  const message = (extension?: Record<string, unknown>, text = 'Happy birthday') => ({
    giftMessage: { sender: 'Ann', recipient: 'Bob', message: text, ...(extension ? { extension_attributes: extension } : {}) },
  });
  const guestItemId = async (masked: string): Promise<number> => (await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body[0].item_id;
  const guestTotals = async (masked: string) => (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;
  const choiceRows = async () =>
    (
      await t.ds.query(
        `SELECT (SELECT count(*) FROM magento_giftwrapping_quote)::int + (SELECT count(*) FROM magento_giftwrapping_quote_item)::int AS n`,
      )
    )[0].n;

  beforeAll(async () => {
    t = await startIsolatedApp('gift_wrapping_selection');
    admin = await adminClient(t);
    guest = new Client(t.base);
    // Gift messages are off by default; the wrapping options (Magento's config.xml) are on.
    await config('sales/gift_options/allow_order', '1');
    await config('sales/gift_options/allow_items', '1');
    await config('sales/gift_options/printed_card_price', '1.5');
    const [{ website_id: otherWebsite }] = await t.ds.query(
      `INSERT INTO store_website (code, name, sort_order, default_group_id, is_default) VALUES ('gw_other', 'gw_other', 10, 0, false)
       RETURNING website_id`,
    );
    t.app.get(StoreDirectory).invalidate();
    red = await wrapping({ design: 'Red', base_price: 5 });
    blue = await wrapping({ design: 'Blue', base_price: 2 });
    disabled = await wrapping({ design: 'Off', base_price: 1, status: 0 });
    elsewhere = await wrapping({ design: 'Elsewhere', base_price: 1, website_ids: [otherWebsite] });
  });
  afterAll(() => t.close());

  it('guest: wrapping for the order and a line, a card and a gift receipt; totals, order, invoice and memo carry the charge', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await preparedGuestCart(guest, [[sku, 2]]);
    const itemId = await guestItemId(masked);
    expect(segmentOf(await guestTotals(masked))).toBeUndefined();

    const forCart = await guest.post(
      `/rest/V1/guest-carts/${masked}/gift-message`,
      message({ wrapping_id: red, wrapping_allow_gift_receipt: true, wrapping_add_printed_card: true }),
    );
    expect(forCart).toMatchObject({ status: 200, body: true });
    const forItem = await guest.post(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`, message({ wrapping_id: blue }, 'For you'));
    expect(forItem).toMatchObject({ status: 200, body: true });
    // The messages themselves are saved as before.
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/gift-message`)).body).toMatchObject({ message: 'Happy birthday' });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`)).body).toMatchObject({ message: 'For you' });

    // 2 × 20 + shipping 2 × 5 + order wrapping 5 + line wrapping 2 × 2 + printed card 1.50.
    const totals = await guestTotals(masked);
    expect(totals).toMatchObject({ subtotal: 40, shipping_amount: 10, tax_amount: 0, grand_total: 60.5 });
    const segment = segmentOf(totals);
    expect(segment).toEqual({
      code: 'giftwrapping',
      title: 'Gift Wrapping',
      value: null,
      extension_attributes: {
        gw_order_id: String(red),
        gw_item_ids: [{ item_id: itemId, gw_id: blue }],
        gw_allow_gift_receipt: '1',
        gw_add_card: '1',
        gw_price: '5.0000',
        gw_base_price: '5.0000',
        gw_items_price: '4.0000',
        gw_items_base_price: '4.0000',
        gw_card_price: '1.5000',
        gw_card_base_price: '1.5000',
        gw_base_tax_amount: '0.0000',
        gw_tax_amount: '0.0000',
        gw_items_base_tax_amount: '0.0000',
        gw_items_tax_amount: '0.0000',
        gw_card_base_tax_amount: '0.0000',
        gw_card_tax_amount: '0.0000',
        gw_price_incl_tax: '5.0000',
        gw_base_price_incl_tax: '5.0000',
        gw_card_price_incl_tax: '1.5000',
        gw_card_base_price_incl_tax: '1.5000',
        gw_items_price_incl_tax: '4.0000',
        gw_items_base_price_incl_tax: '4.0000',
      },
    });
    expect(totals.total_segments.find((s: any) => s.code === 'grand_total').value).toBe(60.5);

    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    const orderId: number = placed.body;
    let order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order).toMatchObject({ grand_total: 60.5, subtotal: 40, shipping_amount: 10 });
    expect(order.extension_attributes).toMatchObject({
      gw_id: String(red),
      gw_allow_gift_receipt: '1',
      gw_add_card: '1',
      gw_base_price: '5.0000',
      gw_price: '5.0000',
      gw_items_base_price: '4.0000',
      gw_items_price: '4.0000',
      gw_card_base_price: '1.5000',
      gw_card_price: '1.5000',
      gw_tax_amount: '0.0000',
    });
    expect(order.extension_attributes.gw_price_invoiced).toBeUndefined();
    expect(order.items[0]).toMatchObject({
      quote_item_id: itemId,
      extension_attributes: { gw_id: String(blue), gw_base_price: '2.0000', gw_price: '2.0000', gw_tax_amount: '0.0000' },
    });

    const invoiced = await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true });
    expect(invoiced.status).toBe(200);
    expect((await admin.get(`/rest/V1/invoices/${invoiced.body}`)).body).toMatchObject({
      grand_total: 60.5,
      subtotal: 40,
      shipping_amount: 10,
    });
    order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order).toMatchObject({ total_invoiced: 60.5, total_paid: 60.5 });
    expect(order.extension_attributes).toMatchObject({
      gw_price_invoiced: '5.0000',
      gw_items_price_invoiced: '4.0000',
      gw_card_price_invoiced: '1.5000',
    });
    expect(order.items[0].extension_attributes).toMatchObject({ gw_price_invoiced: '2.0000' });

    const refunded = await admin.post(`/rest/V1/order/${orderId}/refund`, {});
    expect(refunded.status).toBe(200);
    expect((await admin.get(`/rest/V1/creditmemo/${refunded.body}`)).body).toMatchObject({ grand_total: 60.5 });
    order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order.extension_attributes).toMatchObject({
      gw_price_refunded: '5.0000',
      gw_items_price_refunded: '4.0000',
      gw_card_price_refunded: '1.5000',
    });
  });

  it('customer (`mine`) and administrator routes choose, change and remove wrappings as Magento does', async () => {
    const sku = await stockedProduct(admin, 10);
    const c = await createCustomer(t);
    const token = await guest.post<string>('/rest/V1/integration/customer/token', { username: c.email, password: c.password });
    const me = new Client(t.base, token.body);
    const cartId: number = (await me.post('/rest/V1/carts/mine')).body;
    const item = (await me.post('/rest/V1/carts/mine/items', { cartItem: { sku, qty: 3 } })).body;
    const info = await me.post('/rest/V1/carts/mine/shipping-information', {
      addressInformation: {
        shipping_address: CA_ADDRESS,
        billing_address: CA_ADDRESS,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(info.status).toBe(200);
    const mineTotals = async () => (await me.get('/rest/V1/carts/mine/totals')).body;
    expect((await mineTotals()).grand_total).toBe(75);

    expect(
      await me.post('/rest/V1/carts/mine/gift-message', message({ wrapping_id: blue, wrapping_allow_gift_receipt: true })),
    ).toMatchObject({ status: 200, body: true });
    expect(await admin.post(`/rest/V1/carts/${cartId}/gift-message/${item.item_id}`, message({ wrapping_id: red }))).toMatchObject({
      status: 200,
      body: true,
    });
    let totals = await mineTotals();
    expect(totals.grand_total).toBe(75 + 2 + 3 * 5);
    expect(segmentOf(totals).extension_attributes).toMatchObject({
      gw_order_id: String(blue),
      gw_item_ids: [{ item_id: item.item_id, gw_id: red }],
      gw_allow_gift_receipt: '1',
      gw_items_price: '15.0000',
    });
    expect(segmentOf(totals).extension_attributes.gw_add_card).toBeUndefined();
    // The administrator sees the same totals.
    expect((await admin.get(`/rest/V1/carts/${cartId}/totals`)).body.grand_total).toBe(92);

    // Another wrapping replaces the line's; `wrapping_id: null` removes it.
    expect((await me.post(`/rest/V1/carts/mine/gift-message/${item.item_id}`, message({ wrapping_id: blue }))).status).toBe(200);
    expect((await mineTotals()).grand_total).toBe(75 + 2 + 3 * 2);
    expect((await me.post(`/rest/V1/carts/mine/gift-message/${item.item_id}`, message({ wrapping_id: null }))).status).toBe(200);
    expect((await mineTotals()).grand_total).toBe(77);

    // A cart message saved without a wrapping removes the cart's (Magento's plugin loads no wrapping);
    // the gift receipt, not sent, stays.
    expect((await admin.post(`/rest/V1/carts/${cartId}/gift-message`, message())).status).toBe(200);
    totals = await mineTotals();
    expect(totals.grand_total).toBe(75);
    expect(segmentOf(totals).extension_attributes).toMatchObject({ gw_allow_gift_receipt: '1', gw_item_ids: [], gw_price: '0.0000' });
    expect(segmentOf(totals).extension_attributes.gw_order_id).toBeUndefined();
    // Unknown extension attributes are refused like any unknown property.
    const unknown = await me.post('/rest/V1/carts/mine/gift-message', message({ wrapping_color: 'red' }));
    expect(unknown.status).toBe(400);
  });

  it('refuses unknown, disabled and other-website wrappings, writing nothing', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await preparedGuestCart(guest, [[sku, 1]]);
    const itemId = await guestItemId(masked);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/gift-message`, message({ wrapping_id: red }, 'Keep'))).status).toBe(200);
    expect(
      (await guest.post(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`, message({ wrapping_id: blue }, 'Keep item'))).status,
    ).toBe(200);
    const before = await guestTotals(masked);
    expect(before.grand_total).toBe(20 + 5 + 5 + 2);
    const rows = await choiceRows();

    for (const id of [999999, disabled, elsewhere]) {
      const cart = await guest.post(`/rest/V1/guest-carts/${masked}/gift-message`, message({ wrapping_id: id }, 'Changed'));
      expect(cart).toMatchObject({ status: 404, body: { message: NOT_FOUND, parameters: [id] } });
      const line = await guest.post(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`, message({ wrapping_id: id }, 'Changed'));
      expect(line).toMatchObject({ status: 404, body: { message: NOT_FOUND, parameters: [id] } });
    }
    // Neither the messages nor the wrappings changed.
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/gift-message`)).body).toMatchObject({ message: 'Keep' });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`)).body).toMatchObject({ message: 'Keep item' });
    expect(segmentOf(await guestTotals(masked))).toEqual(segmentOf(before));
    expect(await choiceRows()).toBe(rows);
    // A virtual line or an empty cart is refused by the gift message checks first.
    const empty = await guestCart(guest, []);
    expect(await guest.post(`/rest/V1/guest-carts/${empty}/gift-message`, message({ wrapping_id: red }))).toMatchObject({
      status: 400,
      body: { message: "Gift messages can't be used for an empty cart. Add an item and try again." },
    });
  });

  it('refuses a choice the configuration does not allow, and accepts the rest', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await preparedGuestCart(guest, [[sku, 1]]);
    const itemId = await guestItemId(masked);
    const rows = await choiceRows();
    try {
      await config('sales/gift_options/wrapping_allow_order', '0');
      await config('sales/gift_options/wrapping_allow_items', '0');
      await config('sales/gift_options/allow_gift_receipt', '0');
      await config('sales/gift_options/allow_printed_card', '0');
      const refused: [string, Record<string, unknown>, string][] = [
        ['gift-message', { wrapping_id: red }, "The gift wrapping isn't available."],
        [`gift-message/${itemId}`, { wrapping_id: red }, "The gift wrapping isn't available."],
        ['gift-message', { wrapping_allow_gift_receipt: true }, "The gift receipt isn't available."],
        ['gift-message', { wrapping_add_printed_card: true }, "The printed card isn't available."],
      ];
      for (const [route, extension, text] of refused) {
        const res = await guest.post(`/rest/V1/guest-carts/${masked}/${route}`, message(extension));
        expect(res).toMatchObject({ status: 400, body: { message: text } });
      }
      // Declining what is not offered is no choice: accepted, nothing stored.
      const declined = await guest.post(
        `/rest/V1/guest-carts/${masked}/gift-message`,
        message({ wrapping_id: null, wrapping_allow_gift_receipt: false, wrapping_add_printed_card: false }),
      );
      expect(declined).toMatchObject({ status: 200, body: true });
      expect(await choiceRows()).toBe(rows);
      expect(segmentOf(await guestTotals(masked))).toBeUndefined();
    } finally {
      for (const path of ['wrapping_allow_order', 'wrapping_allow_items', 'allow_gift_receipt', 'allow_printed_card'])
        await config(`sales/gift_options/${path}`, null);
    }
    // Allowed again (config.xml defaults): the same choices are taken.
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/gift-message/${itemId}`, message({ wrapping_id: red }))).status).toBe(200);
    expect((await guestTotals(masked)).grand_total).toBe(20 + 5 + 5);
  });

  it('taxes wrapping and the printed card with tax/classes/wrapping_tax_class', async () => {
    const rule = await admin.post('/rest/V1/taxRules', {
      rule: { code: 'gw-CA', priority: 0, position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], tax_rate_ids: [1] },
    });
    expect(rule.status).toBe(200);
    await config('tax/classes/wrapping_tax_class', '2');
    const twenty = await wrapping({ design: 'Twenty', base_price: 20 });
    const sku = await stockedProduct(admin, 10, { price: 100 });
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation(CA_ADDRESS))).status).toBe(200);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/gift-message`, message({ wrapping_id: twenty }))).status).toBe(200);

    // Item 100 + 8.25 tax, shipping 5, wrapping 20 + 1.65 tax (8.25 %).
    const totals = await guestTotals(masked);
    expect(totals).toMatchObject({ subtotal: 100, tax_amount: 8.25, grand_total: 134.9 });
    expect(segmentOf(totals).extension_attributes).toMatchObject({
      gw_price: '20.0000',
      gw_tax_amount: '1.6500',
      gw_base_tax_amount: '1.6500',
      gw_price_incl_tax: '21.6500',
      gw_card_tax_amount: '0.0000',
    });
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, {
      ...guestPayment,
      billingAddress: { ...CA_ADDRESS, email: 'guest@example.com' },
    });
    expect(placed.status).toBe(200);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;
    expect(order.grand_total).toBe(134.9);
    expect(order.extension_attributes).toMatchObject({ gw_price: '20.0000', gw_tax_amount: '1.6500', gw_price_incl_tax: '21.6500' });
  });
});
