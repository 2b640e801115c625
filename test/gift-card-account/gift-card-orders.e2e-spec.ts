import { Client as PgClient } from 'pg';
import { adminClient, Client, startApp, TestApp } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import {
  accountOf,
  applyBody,
  billingAddress,
  CANNOT_ADD,
  customerClient,
  giftCard,
  giftCardSegment,
  guestCart,
  preparedCustomerCart,
  shippingInformation,
  stockedProduct,
} from './support';

/**
 * Gift cards through an order's life: spent at placement (balances, history, the order's extension
 * attributes), paying all of an order (the `free` method), given back by credit memos; and the
 * customer's apply route through /rest/async run by the real consumer.
 */
describe('gift card accounts on orders', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let sku: string;
  let consumer: ConsumerProcess;

  beforeAll(async () => {
    // The shared test database: the consumer process works on it.
    t = await startApp();
    admin = await adminClient(t);
    guest = new Client(t.base);
    sku = await stockedProduct(admin, 1000);
    consumer = startConsumer();
  });
  afterAll(async () => {
    await consumer.stop();
    await t.close();
  });

  const order = async (id: number) => (await admin.get(`/rest/V1/orders/${id}`)).body;

  it('an order paid partly by two cards: smallest balance first, history, extension attributes; invoice and two memos refund', async () => {
    const { client: customer } = await customerClient(t);
    const small = await giftCard(t, { balance: 10 });
    const big = await giftCard(t, { balance: 25 });
    // Two items at 20 and flat-rate shipping 2 × 5: 50.
    await preparedCustomerCart(customer, [[sku, 2]]);
    for (const code of [big, small]) expect((await customer.post('/rest/V1/carts/mine/giftCards', applyBody(code))).status).toBe(200);
    expect((await customer.get('/rest/V1/carts/mine/totals')).body.grand_total).toBe(15);

    const placed = await customer.post<number>('/rest/V1/carts/mine/payment-information', {
      paymentMethod: { method: 'checkmo' },
      billingAddress,
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body;
    const o = await order(orderId);
    const [smallId, bigId] = [(await accountOf(t, small)).giftcardaccount_id, (await accountOf(t, big)).giftcardaccount_id];
    expect(o).toMatchObject({ grand_total: 15, subtotal: 40, shipping_amount: 10 });
    expect(o.extension_attributes).toMatchObject({
      gift_cards: [
        { id: smallId, code: small, amount: 10, base_amount: 10 },
        { id: bigId, code: big, amount: 25, base_amount: 25 },
      ],
      base_gift_cards_amount: 35,
      gift_cards_amount: 35,
    });
    expect(o.extension_attributes.gift_cards_invoiced).toBeUndefined();

    const smallAfter = await accountOf(t, small);
    expect(smallAfter).toMatchObject({ balance: 0, state: 'Used' });
    expect(smallAfter.history[1]).toMatchObject({
      action: 'Used',
      balance_amount: 0,
      balance_delta: -10,
      additional_info: `Order #${o.increment_id}.`,
    });
    expect(await accountOf(t, big)).toMatchObject({ balance: 0, state: 'Used' });

    // The invoice takes the gift cards like Magento's invoice collector: the customer is billed 15.
    const invoice = await admin.post<number>(`/rest/V1/order/${orderId}/invoice`, { capture: true });
    expect(invoice.status).toBe(200);
    expect((await admin.get(`/rest/V1/invoices/${invoice.body}`)).body.grand_total).toBe(15);
    expect((await order(orderId)).extension_attributes).toMatchObject({ gift_cards_invoiced: 35, base_gift_cards_invoiced: 35 });

    // First memo: one item, no shipping (20): the cards take it all back, the smallest card first.
    const itemId = o.items[0].item_id;
    const first = await admin.post<number>(`/rest/V1/order/${orderId}/refund`, {
      items: [{ order_item_id: itemId, qty: 1 }],
      arguments: { shipping_amount: 0 },
    });
    expect(first.status).toBe(200);
    expect((await admin.get(`/rest/V1/creditmemo/${first.body}`)).body.grand_total).toBe(0);
    expect(await accountOf(t, small)).toMatchObject({ balance: 10, state: 'Available' });
    expect(await accountOf(t, big)).toMatchObject({ balance: 10, state: 'Available' });
    expect((await accountOf(t, big)).history.at(-1)).toMatchObject({ action: 'Updated', balance_amount: 10, balance_delta: 10 });

    // Second memo: the rest (20 + 10 shipping = 30): the cards' last 15 go back to the big card, the customer gets 15.
    const second = await admin.post<number>(`/rest/V1/order/${orderId}/refund`, {});
    expect(second.status).toBe(200);
    expect((await admin.get(`/rest/V1/creditmemo/${second.body}`)).body.grand_total).toBe(15);
    expect(await accountOf(t, small)).toMatchObject({ balance: 10, state: 'Available' });
    expect(await accountOf(t, big)).toMatchObject({ balance: 25, state: 'Available' });
    const refunded = await order(orderId);
    expect(refunded.extension_attributes).toMatchObject({ gift_cards_refunded: 35, base_gift_cards_refunded: 35 });
    expect(refunded.status_histories.map((h: any) => h.comment)).toEqual(
      expect.arrayContaining([
        `We refunded $10.00 to Gift Card (${small})`,
        `We refunded $10.00 to Gift Card (${big})`,
        `We refunded $15.00 to Gift Card (${big})`,
      ]),
    );
  });

  it('an order paid entirely by a card is placed with the free method; its refund restores the balance', async () => {
    const code = await giftCard(t, { balance: 100 });
    const masked = await guestCart(guest, [[sku, 1]]);
    const info = await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    expect(info.status).toBe(200);
    expect((await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code))).status).toBe(200);

    const payment = (await guest.get(`/rest/V1/guest-carts/${masked}/payment-information`)).body;
    expect(payment.totals.grand_total).toBe(0);
    expect(giftCardSegment(payment.totals)!.value).toBe(-25);
    expect(payment.payment_methods.map((m: any) => m.code)).toContain('free');

    const placed = await guest.post<number>(`/rest/V1/guest-carts/${masked}/payment-information`, {
      email: 'guest@example.com',
      paymentMethod: { method: 'free' },
      billingAddress,
    });
    expect(placed.status).toBe(200);
    const o = await order(placed.body);
    expect(o).toMatchObject({ grand_total: 0, payment: expect.objectContaining({ method: 'free' }) });
    expect(o.extension_attributes).toMatchObject({ gift_cards: [{ code, amount: 25, base_amount: 25 }], gift_cards_amount: 25 });
    expect(await accountOf(t, code)).toMatchObject({ balance: 75, state: 'Available' });

    expect((await admin.post(`/rest/V1/order/${placed.body}/invoice`, { capture: true })).status).toBe(200);
    const memo = await admin.post<number>(`/rest/V1/order/${placed.body}/refund`, {});
    expect(memo.status).toBe(200);
    expect(await accountOf(t, code)).toMatchObject({ balance: 100, state: 'Available' });
  });

  it('two carts racing for one card: it pays once, its balance never goes below zero', async () => {
    const code = await giftCard(t, { balance: 20 });
    const carts = await Promise.all([0, 1].map(() => guestCart(guest, [[sku, 1]])));
    for (const masked of carts) {
      expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
      expect((await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code))).status).toBe(200);
    }
    const results = await Promise.all(
      carts.map((masked) =>
        guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, {
          email: 'guest@example.com',
          paymentMethod: { method: 'checkmo' },
          billingAddress,
        }),
      ),
    );
    // The loser either saw the card spent (and paid in full) or was refused with Magento's sentence.
    for (const r of results) expect([200, 400]).toContain(r.status);
    for (const r of results.filter((r) => r.status === 400)) expect(r.body.message).toBe('Please correct the gift card code.');
    const paidByCard = [];
    for (const r of results.filter((r) => r.status === 200))
      if ((await order(r.body)).extension_attributes?.gift_cards) paidByCard.push(r.body);
    expect(paidByCard).toHaveLength(1);
    const account = await accountOf(t, code);
    expect(account).toMatchObject({ balance: 0, state: 'Used' });
    expect(account.history.filter((h) => h.action === 'Used')).toHaveLength(1);
  });

  it("a card spent by someone else while the order is being placed: refused with Magento's sentence, nothing placed", async () => {
    const code = await giftCard(t, { balance: 20 });
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
    expect((await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code))).status).toBe(200);
    const ordersBefore = (await t.ds.query(`SELECT count(*)::int AS n FROM sales_order`))[0].n;

    // Another transaction spends the card and holds its row: the placement reads the old balance, then waits for the lock.
    const other = new PgClient({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`UPDATE magento_giftcardaccount SET balance = 0 WHERE code = $1`, [code]);
      const placing = guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, {
        email: 'guest@example.com',
        paymentMethod: { method: 'checkmo' },
        billingAddress,
      });
      for (let waited = 0; ; waited += 50) {
        const [{ n }] = await t.ds.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (n > 0) break;
        if (waited > 20_000) throw new Error('the placement never waited for the card');
        await new Promise((r) => setTimeout(r, 50));
      }
      await other.query('COMMIT');
      expect(await placing).toMatchObject({ status: 400, body: { message: 'Please correct the gift card code.' } });
    } finally {
      await other.end();
    }
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM sales_order`))[0].n).toBe(ordersBefore);
    expect((await accountOf(t, code)).history.filter((h) => h.action === 'Used')).toHaveLength(0);
    // The cart is still there to try again: the card is passed over now, the order pays in full.
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body.grand_total).toBe(25);
  });

  it("the customer's apply route through /rest/async: 202, then the consumer applies the card", async () => {
    const { client: customer } = await customerClient(t);
    const code = await giftCard(t, { balance: 7 });
    const cartId = await preparedCustomerCart(customer, [[sku, 1]]);

    const accepted = await customer.post('/rest/async/V1/carts/mine/giftCards', applyBody(code));
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      bulk_uuid: expect.any(String),
      request_items: [expect.objectContaining({ status: 'accepted' })],
      errors: false,
    });
    // The bulk status routes are the administrator's (Magento_Logging::system_magento_logging_bulk_operations).
    const done = await waitForBulk(admin, accepted.body.bulk_uuid);
    expect(done.operations_list.map((o: any) => o.status)).toEqual([1]);
    expect((await admin.get(`/rest/V1/carts/${cartId}/giftCards`)).body).toMatchObject({ gift_cards: [code], gift_cards_amount_used: 7 });

    // A refused code fails its operation with Magento's message, as the sync route answers it.
    const refused = await customer.post('/rest/async/V1/carts/mine/giftCards', applyBody(code));
    expect(refused.status).toBe(202);
    const failed = await waitForBulk(admin, refused.body.bulk_uuid);
    expect(failed.operations_list.map((o: any) => o.status)).toEqual([3]);
    const detail = (await admin.get(`/rest/V1/bulk/${refused.body.bulk_uuid}/detailed-status`)).body;
    expect(detail.operations_list[0].result_message).toBe(CANNOT_ADD);
  });
});
