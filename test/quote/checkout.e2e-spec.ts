import { DataSource } from 'typeorm';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';
import {
  CA_ADDRESS,
  guestCart,
  guestPayment,
  preparedGuestCart,
  shippingInformation,
  stockedProduct,
  TX_ADDRESS,
} from './checkout-support';

const SALABLE = (sku: string) => `/rest/V1/inventory/get-product-salable-quantity/${encodeURIComponent(sku)}/1`;

describe('checkout: totals, shipping and payment selection, placing the order', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;

  beforeAll(async () => {
    t = await startIsolatedApp('checkout');
    admin = await adminClient(t);
    guest = new Client(t.base);
  });
  afterAll(() => t.close());

  it('guest flow: cart → items → shipping-information → payment-information → order, salable quantity drops', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await guestCart(guest, [[sku, 2]]);

    const estimate = await guest.post(`/rest/V1/guest-carts/${masked}/estimate-shipping-methods`, {
      address: { country_id: 'US', postcode: '73301', region_id: 57 },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ carrier_code: 'flatrate', method_code: 'flatrate', amount: 10, available: true })]),
    );

    const info = await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    expect(info.status).toBe(200);
    expect(info.body.payment_methods).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'checkmo', title: 'Check / Money order' })]),
    );
    expect(info.body.totals).toMatchObject({
      subtotal: 40,
      shipping_amount: 10,
      tax_amount: 0,
      grand_total: 50,
      items_qty: 2,
      quote_currency_code: 'USD',
    });
    expect(info.body.totals.items).toEqual([expect.objectContaining({ price: 20, qty: 2, row_total: 40, name: 'Test product' })]);
    expect(info.body.totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);

    const methods = await guest.get(`/rest/V1/guest-carts/${masked}/shipping-methods`);
    expect(methods.status).toBe(200);
    expect(methods.body.map((m: any) => `${m.carrier_code}_${m.method_code}`)).toContain('flatrate_flatrate');

    const paymentInfo = await guest.get(`/rest/V1/guest-carts/${masked}/payment-information`);
    expect(paymentInfo.status).toBe(200);
    expect(paymentInfo.body.totals.grand_total).toBe(50);

    const before = (await admin.get(SALABLE(sku))).body;
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    expect(typeof placed.body).toBe('number');

    const order = await admin.get(`/rest/V1/orders/${placed.body}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      state: 'new',
      status: 'pending',
      customer_email: 'guest@example.com',
      customer_is_guest: 1,
      grand_total: 50,
      subtotal: 40,
      shipping_amount: 10,
      shipping_description: expect.stringContaining('Flat Rate'),
      payment: expect.objectContaining({ method: 'checkmo' }),
    });
    expect(order.body.increment_id).toMatch(/^\d{9}$/);
    expect(order.body.items).toEqual([expect.objectContaining({ sku, qty_ordered: 2, price: 20, row_total: 40 })]);
    expect((await admin.get(SALABLE(sku))).body).toBe(before - 2);

    // The cart is used up: it is no longer active, reserves the order's increment id, and keeps the
    // payment method and e-mail it was placed with.
    const again = await guest.get(`/rest/V1/guest-carts/${masked}/totals`);
    expect(again.status).toBe(404);
    const [cart] = await t.ds.query(
      `SELECT q.is_active, q.reserved_order_id, q.customer_email, p.method FROM quote q JOIN quote_id_mask m ON m.quote_id = q.entity_id
         JOIN quote_payment p ON p.quote_id = q.entity_id WHERE m.masked_id = $1`,
      [masked],
    );
    expect(cart).toEqual({
      is_active: false,
      reserved_order_id: order.body.increment_id,
      customer_email: 'guest@example.com',
      method: 'checkmo',
    });
  });

  it('customer flow with tax (US-CA) and a coupon: totals, then payment-information places the order', async () => {
    const rule = await admin.post('/rest/V1/taxRules', {
      rule: { code: 'checkout-CA', priority: 0, position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], tax_rate_ids: [1] },
    });
    expect(rule.status).toBe(200);
    const sales = await admin.post('/rest/V1/salesRules', {
      rule: {
        name: 'checkout 10%',
        website_ids: [1],
        customer_group_ids: [0, 1, 2, 3],
        is_active: true,
        coupon_type: 'SPECIFIC_COUPON',
        simple_action: 'by_percent',
        discount_amount: 10,
        stop_rules_processing: false,
      },
    });
    expect(sales.status).toBe(200);
    const coupon = await admin.post('/rest/V1/coupons', { coupon: { rule_id: sales.body.rule_id, code: 'CHECKOUT10', is_primary: true } });
    expect(coupon.status).toBe(200);

    const sku = await stockedProduct(admin, 5, { price: 100 });
    const c = await createCustomer(t);
    const token = await guest.post<string>('/rest/V1/integration/customer/token', { username: c.email, password: c.password });
    const me = new Client(t.base, token.body);
    expect((await me.post('/rest/V1/carts/mine')).status).toBe(200);
    expect((await me.post('/rest/V1/carts/mine/items', { cartItem: { sku, qty: 1 } })).status).toBe(200);
    expect((await me.put('/rest/V1/carts/mine/coupons/CHECKOUT10')).status).toBe(200);

    // What the totals would be for a CA address, before it is saved.
    const preview = await me.post('/rest/V1/carts/mine/totals-information', {
      addressInformation: {
        address: { country_id: 'US', region_id: 12, postcode: '90210' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ subtotal: 100, discount_amount: -10, shipping_amount: 5, tax_amount: 7.43, grand_total: 102.43 });

    const info = await me.post('/rest/V1/carts/mine/shipping-information', {
      addressInformation: {
        shipping_address: CA_ADDRESS,
        billing_address: CA_ADDRESS,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(info.status).toBe(200);
    const totals = await me.get('/rest/V1/carts/mine/totals');
    expect(totals.status).toBe(200);
    expect(totals.body).toMatchObject({
      subtotal: 100,
      discount_amount: -10,
      subtotal_with_discount: 90,
      shipping_amount: 5,
      tax_amount: 7.43,
      grand_total: 102.43,
      coupon_code: 'CHECKOUT10',
    });
    expect(totals.body.items[0]).toMatchObject({ discount_amount: 10, discount_percent: 10, tax_amount: 7.43, tax_percent: 8.25 });
    expect(totals.body.total_segments.find((s: any) => s.code === 'discount')).toMatchObject({ value: -10 });

    // The administrator sees the same cart's totals.
    const cartId = (await me.get('/rest/V1/carts/mine')).body.id;
    expect((await admin.get(`/rest/V1/carts/${cartId}/totals`)).body.grand_total).toBe(102.43);

    const selected = await me.put('/rest/V1/carts/mine/selected-payment-method', { method: { method: 'checkmo' } });
    expect(selected.status).toBe(200);
    expect((await me.get('/rest/V1/carts/mine/selected-payment-method')).body).toMatchObject({ method: 'checkmo' });

    const placed = await me.post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'checkmo' } });
    expect(placed.status).toBe(200);
    const order = await admin.get(`/rest/V1/orders/${placed.body}`);
    expect(order.body).toMatchObject({
      customer_id: c.id,
      customer_email: c.email,
      grand_total: 102.43,
      tax_amount: 7.43,
      discount_amount: -10,
      coupon_code: 'CHECKOUT10',
    });
  });

  it('refuses to place without a shipping method, and an unknown carrier method', async () => {
    const sku = await stockedProduct(admin, 5);
    const masked = await guestCart(guest, [[sku, 1]]);
    const wrong = await guest.post(
      `/rest/V1/guest-carts/${masked}/shipping-information`,
      shippingInformation(TX_ADDRESS, 'nosuch', 'nosuch'),
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ message: 'Carrier with such method not found: %1, %2', parameters: ['nosuch', 'nosuch'] });

    const placed = await guest.put(`/rest/V1/guest-carts/${masked}/order`, { paymentMethod: { method: 'checkmo' } });
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe('The shipping method is missing. Select the shipping method and try again.');

    const empty = await guestCart(guest, []);
    const addressesOf = (masked: string) =>
      t.ds.query(
        `SELECT a.address_type, a.country_id, a.shipping_method FROM quote_address a JOIN quote_id_mask m ON m.quote_id = a.quote_id
          WHERE m.masked_id = $1 ORDER BY a.address_type`,
        [masked],
      );
    const before = await addressesOf(empty);
    const noItems = await guest.post(`/rest/V1/guest-carts/${empty}/shipping-information`, shippingInformation());
    expect(noItems.status).toBe(400);
    expect(noItems.body.message).toBe("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
    // The addresses went with the cart's read; the refusal after it rolled them back.
    expect(await addressesOf(empty)).toEqual(before);
  });

  it('out of stock: the order is refused and nothing is reserved', async () => {
    const sku = await stockedProduct(admin, 3);
    const masked = await preparedGuestCart(guest, [[sku, 2]]);
    await admin.post('/rest/V1/inventory/source-items', { sourceItems: [{ sku, source_code: 'default', quantity: 1, status: 1 }] });
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe('Not enough items for sale');
    expect((await admin.get(SALABLE(sku))).body).toBe(1);
    // The cart stays usable.
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).status).toBe(200);
  });

  it('concurrent checkouts for the last unit: exactly one order', async () => {
    const sku = await stockedProduct(admin, 1);
    const carts = [];
    for (let i = 0; i < 6; i++) carts.push(await preparedGuestCart(guest, [[sku, 1]]));
    const results = await Promise.all(carts.map((m) => guest.post(`/rest/V1/guest-carts/${m}/payment-information`, guestPayment)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.message === 'Not enough items for sale')).toHaveLength(5);
    expect((await admin.get(SALABLE(sku))).body).toBe(0);
  });
  it("concurrent checkouts: every order's confirmation is recorded as sent", async () => {
    const sku = await stockedProduct(admin, 50);
    const carts = [];
    for (let i = 0; i < 8; i++) carts.push(await preparedGuestCart(guest, [[sku, 1]]));
    // The flags of e-mails sent together are set together: none may be left out of its group.
    const placed = await Promise.all(carts.map((m) => guest.post(`/rest/V1/guest-carts/${m}/payment-information`, guestPayment)));
    expect(placed.map((r) => r.status)).toEqual(carts.map(() => 200));
    const flags = await Promise.all(placed.map(async (r) => (await admin.get(`/rest/V1/orders/${r.body}`)).body.email_sent));
    expect(flags).toEqual(carts.map(() => 1));
  });

  it('more shoppers paying at once than the pool has connections: every order is placed', async () => {
    const sku = await stockedProduct(admin, 100);
    const carts = await Promise.all(Array.from({ length: 50 }, () => preparedGuestCart(guest, [[sku, 1]])));
    // Each order holds a connection for its transaction and takes its number on another: with the
    // pool's 20 connections all held by orders, each would wait for the others for good.
    const placed = await Promise.all(carts.map((m) => guest.post(`/rest/V1/guest-carts/${m}/payment-information`, guestPayment)));
    expect(placed.map((r) => r.status)).toEqual(carts.map(() => 200));
    expect(new Set(placed.map((r) => r.body)).size).toBe(50);
    expect((await admin.get(SALABLE(sku))).body).toBe(50);
  });

  it('round trips shared: a line with its stock check, addresses with the cart read, totals with the commit or stock check', async () => {
    const sku = await stockedProduct(admin, 100);
    // Every pg client's round trips (TypeORM loads pg itself: the pool's client class, not the test's import).
    const runner = t.app.get(DataSource).createQueryRunner();
    const pgClient = Object.getPrototypeOf(await runner.connect()) as { query(...args: unknown[]): unknown };
    await runner.release();
    const wire = jest.spyOn(pgClient, 'query');
    const texts = () => wire.mock.calls.map(([q]) => String(typeof q === 'string' ? q : (q as { text: string }).text));
    try {
      // The totals statement travels once it is prepared on the call's connection: a few carts warm the pool.
      let withCommit: string[] = [];
      let withStockCheck: string[] = [];
      let lineWithStockCheck: string[] = [];
      let addressesWithCartRead: string[] = [];
      for (
        let i = 0;
        i < 12 && !(withCommit.length && withStockCheck.length && lineWithStockCheck.length && addressesWithCartRead.length);
        i++
      ) {
        const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
        wire.mockClear();
        // A new line and its stock check: one round trip.
        expect((await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku, qty: 2, quote_id: masked } })).status).toBe(
          200,
        );
        if (!lineWithStockCheck.length)
          lineWithStockCheck = texts().filter((sql) => /^EXECUTE "[^"]+"\([^)]*\); EXECUTE "[^"]+"\([\s\S]*\)$/.test(sql));
        wire.mockClear();
        const info = await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
        expect(info.status).toBe(200);
        if (!withCommit.length) withCommit = texts().filter((sql) => /^EXECUTE "[^"]+"\([\s\S]*\); COMMIT$/.test(sql));
        if (!addressesWithCartRead.length)
          addressesWithCartRead = texts().filter((sql) =>
            /^START TRANSACTION; [^]*EXECUTE "quote-cart-load-checkout"\([^)]*\); EXECUTE "/.test(sql),
          );
        // What the cart keeps is what the call answered.
        expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body).toEqual(info.body.totals);
        wire.mockClear();
        expect((await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment)).status).toBe(200);
        if (!withStockCheck.length) withStockCheck = texts().filter((sql) => /^EXECUTE "[^"]+"\([\s\S]*\); EXECUTE "[^"]+"/.test(sql));
      }
      expect(withCommit).toHaveLength(1);
      expect(withStockCheck).toHaveLength(1);
      expect(lineWithStockCheck).toHaveLength(1);
      expect(addressesWithCartRead).toHaveLength(1);
    } finally {
      wire.mockRestore();
    }
  });

  it('collecting again what the cart holds rewrites nothing; a changed rate replaces the old one', async () => {
    const sku = await stockedProduct(admin, 100);
    const masked = await guestCart(guest, [[sku, 1]]);
    const db = t.app.get(DataSource);
    const [{ quote_id }] = await db.query(`SELECT quote_id FROM quote_id_mask WHERE masked_id = $1`, [masked]);
    // Row versions (xmin) of the lines and the shipping address's rates.
    const state = async () => ({
      items: await db.query(`SELECT item_id, xmin::text AS version, row_total::float8 AS row_total FROM quote_item WHERE quote_id = $1`, [
        quote_id,
      ]),
      rates: await db.query(
        `SELECT r.rate_id, r.xmin::text AS version, r.code, r.price::float8 AS price FROM quote_shipping_rate r
           JOIN quote_address a ON a.address_id = r.address_id WHERE a.quote_id = $1 AND a.address_type = 'shipping' ORDER BY r.rate_id`,
        [quote_id],
      ),
    });
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
    const first = await state();
    expect(first.rates).toEqual([expect.objectContaining({ code: 'flatrate_flatrate', price: 5 })]);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
    expect(await state()).toEqual(first);
    // One more unit: the line's total and the flat rate (per item) change, and only they.
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku, qty: 1, quote_id: masked } })).status).toBe(200);
    const info = await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    expect(info.body.totals).toMatchObject({ subtotal: 40, shipping_amount: 10, grand_total: 50 });
    const second = await state();
    expect(second.items).toEqual([expect.objectContaining({ item_id: first.items[0].item_id, row_total: 40 })]);
    expect(second.rates).toEqual([expect.objectContaining({ code: 'flatrate_flatrate', price: 10 })]);
    expect(second.rates[0].rate_id).not.toBe(first.rates[0].rate_id);
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect((await admin.get(`/rest/V1/orders/${placed.body}`)).body).toMatchObject({ shipping_amount: 10, grand_total: 50 });
  });

  it('administrator flow on a customer cart: estimate by address id, payment method, PUT /V1/carts/:cartId/order', async () => {
    const sku = await stockedProduct(admin, 5);
    const c = await createCustomer(t);
    const [addr] = await t.ds.query(
      `INSERT INTO customer_address_entity (parent_id, firstname, lastname, street, city, region, region_id, postcode, country_id,
         telephone)
       VALUES ($1, 'Ann', 'Admin', '2 Side St', 'Austin', 'Texas', 57, '73301', 'US', '5550001111') RETURNING entity_id`,
      [c.id],
    );
    const cart = await admin.post(`/rest/V1/customers/${c.id}/carts`);
    expect(cart.status).toBe(200);
    const cartId = cart.body;
    expect((await admin.post(`/rest/V1/carts/${cartId}/items`, { cartItem: { sku, qty: 3, quote_id: cartId } })).status).toBe(200);

    const estimate = await admin.post(`/rest/V1/carts/${cartId}/estimate-shipping-methods-by-address-id`, { addressId: addr.entity_id });
    expect(estimate.status).toBe(200);
    expect(estimate.body).toEqual(expect.arrayContaining([expect.objectContaining({ carrier_code: 'flatrate', amount: 15 })]));
    const unknown = await admin.post(`/rest/V1/carts/${cartId}/estimate-shipping-methods-by-address-id`, { addressId: 999999 });
    expect(unknown.status).toBe(404);

    // Selecting a payment method needs the shipping address first (non-virtual cart).
    const early = await admin.put(`/rest/V1/carts/${cartId}/selected-payment-method`, { method: { method: 'checkmo' } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The shipping address is missing. Set the address and try again.');

    // Magento checks the given address has a country; the rest comes from the address book entry.
    const address = { customer_address_id: addr.entity_id, country_id: 'US', email: c.email };
    const info = await admin.post(`/rest/V1/carts/${cartId}/shipping-information`, {
      addressInformation: {
        shipping_address: address,
        billing_address: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(info.status).toBe(200);
    expect(info.body.totals).toMatchObject({ subtotal: 60, shipping_amount: 15, grand_total: 75 });

    const methods = await admin.get(`/rest/V1/carts/${cartId}/payment-methods`);
    expect(methods.body.map((m: any) => m.code)).toContain('checkmo');
    const unavailable = await admin.put(`/rest/V1/carts/${cartId}/selected-payment-method`, { method: { method: 'purchaseorder' } });
    expect(unavailable.status).toBe(400);
    expect(unavailable.body.message).toBe('The requested Payment Method is not available.');
    const selected = await admin.put(`/rest/V1/carts/${cartId}/selected-payment-method`, { method: { method: 'checkmo' } });
    expect(selected.status).toBe(200);
    expect(typeof selected.body).toBe('number');

    const placed = await admin.put(`/rest/V1/carts/${cartId}/order`);
    expect(placed.status).toBe(200);
    const order = await admin.get(`/rest/V1/orders/${placed.body}`);
    expect(order.body).toMatchObject({ customer_id: c.id, grand_total: 75, total_qty_ordered: 3 });
    expect(order.body.billing_address).toMatchObject({ firstname: 'Ann', city: 'Austin', street: ['2 Side St'] });
  });

  it('guest: collect-totals, set-payment-information (true), then PUT /order with the saved method', async () => {
    const sku = await stockedProduct(admin, 5);
    const masked = await preparedGuestCart(guest, [[sku, 1]]);
    const collected = await guest.put(`/rest/V1/guest-carts/${masked}/collect-totals`, {
      paymentMethod: { method: 'checkmo' },
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
    });
    expect(collected.status).toBe(200);
    expect(collected.body).toMatchObject({ subtotal: 20, shipping_amount: 5, grand_total: 25 });

    const set = await guest.post(`/rest/V1/guest-carts/${masked}/set-payment-information`, guestPayment);
    expect(set.status).toBe(200);
    expect(set.body).toBe(true);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/selected-payment-method`)).body).toMatchObject({ method: 'checkmo' });

    const placed = await guest.put(`/rest/V1/guest-carts/${masked}/order`);
    expect(placed.status).toBe(200);
    expect((await admin.get(`/rest/V1/orders/${placed.body}`)).body).toMatchObject({
      customer_email: 'guest@example.com',
      grand_total: 25,
    });
  });

  it('guest: PUT /order with a payment method places with it and keeps it on the cart; a used cart is no such entity', async () => {
    const sku = await stockedProduct(admin, 5);
    const masked = await preparedGuestCart(guest, [[sku, 1]]);
    const placed = await guest.put(`/rest/V1/guest-carts/${masked}/order`, { paymentMethod: { method: 'checkmo' } });
    expect(placed.status).toBe(200);
    expect((await admin.get(`/rest/V1/orders/${placed.body}`)).body).toMatchObject({
      payment: expect.objectContaining({ method: 'checkmo' }),
    });
    const [cart] = await t.ds.query(
      `SELECT q.is_active, p.method FROM quote q JOIN quote_id_mask m ON m.quote_id = q.entity_id
         JOIN quote_payment p ON p.quote_id = q.entity_id WHERE m.masked_id = $1`,
      [masked],
    );
    expect(cart).toEqual({ is_active: false, method: 'checkmo' });

    const again = await guest.put(`/rest/V1/guest-carts/${masked}/order`, { paymentMethod: { method: 'checkmo' } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId' } });
  });

  it('terms and conditions: enforced on payment-information when enabled', async () => {
    const sku = await stockedProduct(admin, 5);
    const [{ agreement_id }] = await t.ds.query(
      `INSERT INTO checkout_agreement (name, content, checkbox_text, is_active, is_html, mode) VALUES ('Terms', 'Text', 'I agree', 1, 0, 1)
       RETURNING agreement_id`,
    );
    await t.ds.query(`INSERT INTO checkout_agreement_store (agreement_id, store_id) VALUES ($1, 0)`, [agreement_id]);
    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'checkout/options/enable_agreements', '1')
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      const masked = await preparedGuestCart(guest, [[sku, 1]]);
      const refused = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        "The order wasn't placed. First, agree to the terms and conditions, then try placing your order again.",
      );
      const accepted = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, {
        ...guestPayment,
        paymentMethod: { method: 'checkmo', extension_attributes: { agreement_ids: [String(agreement_id)] } },
      });
      expect(accepted.status).toBe(200);
    } finally {
      await t.ds.query(`UPDATE core_config_data SET value = '0' WHERE path = 'checkout/options/enable_agreements'`);
    }
  });
});
