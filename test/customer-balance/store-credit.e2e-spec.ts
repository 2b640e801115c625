import { Client as PgClient } from 'pg';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { customerBalanceUpdate } from '../../apps/cli/src/commands/customer-balance';
import { cli, giveStoreCredit, invoice, place, product, readyCart, refund, segment, shopper } from './support';

const NOT_ENOUGH = 'You do not have enough store credit to complete this order.';

/**
 * Store credit (Magento_CustomerBalance): balances set from the command line (each command run as a
 * child process in one test; other set-up through the service the command calls), spent on the
 * customer's cart through `POST /V1/carts/mine/balance/apply`, taken when the order is placed and
 * given back by credit memos. Its own database: orders and balances stay out of other files.
 */
describe('store credit: balances, the cart, the order and its refund', () => {
  let t: TestApp;
  let admin: Client;
  let sku: string;

  beforeAll(async () => {
    t = await startIsolatedApp('customer_balance');
    admin = await adminClient(t);
    sku = await product(admin);
  });
  afterAll(() => t.close());

  const history = (customerId: number) =>
    t.ds.query(
      `SELECT h.action, h.balance_amount::float8 AS balance_amount, h.balance_delta::float8 AS balance_delta, h.additional_info
       FROM magento_customerbalance_history h JOIN magento_customerbalance b ON b.balance_id = h.balance_id
       WHERE b.customer_id = $1 ORDER BY h.history_id`,
      [customerId],
    );

  it('sets balances from the command line: created first, then updated, never below zero', async () => {
    const { customer } = await shopper(t);
    // Each run loads the whole application: the independent ones run side by side.
    const [created, unknown] = await Promise.all([
      cli(t, 'customer-balance:update', '--customer', customer.email, '--amount', '30', '--comment', 'Welcome'),
      cli(t, 'customer-balance:update', '--customer', 'nobody@example.com', '--amount', '5'),
    ]);
    expect(created).toMatchObject({ code: 0, out: `Store credit of ${customer.email} on website base: 30.00 (+30.00)\n` });
    expect(unknown).toMatchObject({ code: 1, err: 'No such entity with email = nobody@example.com, websiteId = 1\n' });
    // Malformed arguments are refused before anything runs (the usage and exit code 2: test/gift-card-account/gift-card-cli).
    expect(customerBalanceUpdate.accepts(['--customer', customer.email, '--amount', 'lots'])).toBe(false);
    expect(customerBalanceUpdate.accepts(['--customer', customer.email])).toBe(false);

    // The service the command calls: the e-mail matched whatever its case, the balance never below zero.
    expect(await giveStoreCredit(t, customer.email.toUpperCase(), -50)).toMatchObject({ amount: 0, delta: -30 });
    expect(await giveStoreCredit(t, customer.email, 12.5)).toMatchObject({ amount: 12.5, delta: 12.5 });
    expect(await history(customer.id)).toEqual([
      { action: 2, balance_amount: 30, balance_delta: 30, additional_info: 'Welcome' },
      { action: 1, balance_amount: 0, balance_delta: -30, additional_info: null },
      { action: 1, balance_amount: 12.5, balance_delta: 12.5, additional_info: null },
    ]);
    const shown = JSON.parse((await cli(t, 'customer-balance:show', '--customer', customer.email)).out);
    expect(shown).toMatchObject({
      customer_id: customer.id,
      balances: [{ website_id: 1, website_code: 'base', amount: 12.5, base_currency_code: 'USD' }],
    });
    expect(shown.balances[0].history.map((h: any) => h.action)).toEqual([1, 1, 2]);
  });

  it('refuses a cart without store credit, and callers other than a customer', async () => {
    const { client: me } = await shopper(t);
    await readyCart(me, sku, 1);
    expect(await me.post('/rest/V1/carts/mine/balance/apply')).toMatchObject({ status: 400, body: { message: NOT_ENOUGH } });
    expect(segment((await me.get('/rest/V1/carts/mine/totals')).body, 'customerbalance')).toBeUndefined();

    expect(await new Client(t.base).post('/rest/V1/carts/mine/balance/apply')).toMatchObject({
      status: 401,
      body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } },
    });
    expect((await admin.post('/rest/V1/carts/mine/balance/apply')).status).toBe(401);
  });

  it('pays a whole order with store credit (free payment), spends it, and a credit memo gives it back', async () => {
    const { customer, client: me } = await shopper(t);
    await giveStoreCredit(t, customer.email, 30);
    await readyCart(me, sku, 1);
    expect(await me.post('/rest/V1/carts/mine/balance/apply')).toMatchObject({ status: 200, body: true });

    const totals = (await me.get('/rest/V1/carts/mine/totals')).body;
    expect(totals).toMatchObject({
      subtotal: 20,
      shipping_amount: 5,
      grand_total: 0,
      extension_attributes: { base_customer_balance_amount: 25, customer_balance_amount: 25 },
    });
    expect(totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'customerbalance', 'grand_total']);
    expect(segment(totals, 'customerbalance')).toEqual({ code: 'customerbalance', title: 'Store Credit', value: -25 });

    // Nothing is left to pay: only the free method may place it.
    expect((await place(me, 'checkmo')).status).toBe(400);
    const placed = await place(me, 'free');
    expect(placed.status).toBe(200);
    const orderId = placed.body;
    const order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order).toMatchObject({
      grand_total: 0,
      extension_attributes: {
        base_customer_balance_amount: 25,
        customer_balance_amount: 25,
        customer_balance_invoiced: 0,
        customer_balance_refunded: 0,
      },
    });
    expect(await history(customer.id)).toEqual([
      { action: 2, balance_amount: 30, balance_delta: 30, additional_info: null },
      { action: 3, balance_amount: 5, balance_delta: -25, additional_info: `Order #${order.increment_id}` },
    ]);

    const invoiceId = await invoice(admin, orderId);
    expect((await admin.get(`/rest/V1/invoices/${invoiceId}`)).body).toMatchObject({ grand_total: 0 });
    expect((await admin.get(`/rest/V1/orders/${orderId}`)).body.extension_attributes).toMatchObject({ customer_balance_invoiced: 25 });

    const memoId = await refund(admin, orderId);
    const memo = (await admin.get(`/rest/V1/creditmemo/${memoId}`)).body;
    expect(memo).toMatchObject({ grand_total: 0 });
    const refunded = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(refunded.extension_attributes).toMatchObject({ customer_balance_refunded: 25, base_customer_balance_total_refunded: 25 });
    expect(refunded.status_histories.map((h: any) => h.comment)).toContain('We refunded $25.00 to Store Credit');
    expect((await history(customer.id)).pop()).toEqual({
      action: 4,
      balance_amount: 30,
      balance_delta: 25,
      additional_info: `Order #${order.increment_id}, creditmemo #${memo.increment_id}`,
    });
  });

  it('pays part of an order: the rest by another method, the balance spent to zero', async () => {
    const { customer, client: me } = await shopper(t);
    await giveStoreCredit(t, customer.email, 30);
    await readyCart(me, sku, 2);
    expect((await me.post('/rest/V1/carts/mine/balance/apply')).body).toBe(true);
    const totals = (await me.get('/rest/V1/carts/mine/totals')).body;
    expect(totals).toMatchObject({ grand_total: 20, extension_attributes: { customer_balance_amount: 30 } });
    expect(segment(totals, 'customerbalance')).toMatchObject({ value: -30 });
    const placed = await place(me, 'checkmo');
    expect(placed.status).toBe(200);
    expect((await admin.get(`/rest/V1/orders/${placed.body}`)).body).toMatchObject({
      grand_total: 20,
      extension_attributes: { customer_balance_amount: 30 },
    });
    expect((await history(customer.id)).pop()).toMatchObject({ action: 3, balance_amount: 0, balance_delta: -30 });

    // A partial credit memo of one unit (20 + all 10 shipping): the store credit covers it first.
    await invoice(admin, placed.body);
    const memoId = await refund(admin, placed.body, {
      items: [{ order_item_id: (await admin.get(`/rest/V1/orders/${placed.body}`)).body.items[0].item_id, qty: 1 }],
    });
    expect((await admin.get(`/rest/V1/creditmemo/${memoId}`)).body).toMatchObject({ grand_total: 0 });
    expect((await history(customer.id)).pop()).toMatchObject({ action: 4, balance_amount: 30, balance_delta: 30 });
  });

  it('refuses the order when the balance was spent meanwhile, and places nothing', async () => {
    const { customer, client: me } = await shopper(t);
    await giveStoreCredit(t, customer.email, 30);
    await readyCart(me, sku, 1);
    expect((await me.post('/rest/V1/carts/mine/balance/apply')).body).toBe(true);

    // Another transaction empties the balance and holds the row while the order is placed.
    const other = new PgClient({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`UPDATE magento_customerbalance SET amount = 0 WHERE customer_id = $1`, [customer.id]);
      const placing = place(me, 'free');
      await new Promise((r) => setTimeout(r, 500));
      await other.query('COMMIT');
      expect(await placing).toMatchObject({ status: 400, body: { message: NOT_ENOUGH } });
    } finally {
      await other.end();
    }
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM sales_order WHERE customer_id = $1`, [customer.id])).toEqual([{ n: 0 }]);
    expect((await me.get('/rest/V1/carts/mine')).status).toBe(200);
  });
});
