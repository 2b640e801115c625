import { BalanceAction, CustomerBalances } from '@mercato/customer-balance';
import { RateDirection, RewardAction, RewardPoints, RewardRates } from '@mercato/reward';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { applyBody, giftCard } from '../gift-card-account/support';
import { invoice, place, product, readyCart, segment, shopper, Shopper } from './support';

/**
 * Cancelling an order paid partly with reward points, a gift card and store credit (Magento's
 * order_cancel_after observers): what no invoice took goes back — points as `revert`, store credit as
 * `reverted`, the gift card's amount to the card — once, whatever is cancelled later. Its own
 * database: reward rates apply to every customer.
 */
describe('order cancellation gives back reward points, gift cards and store credit', () => {
  let t: TestApp;
  let admin: Client;
  let sku: string;

  beforeAll(async () => {
    t = await startIsolatedApp('order_cancel_returns');
    admin = await adminClient(t);
    sku = await product(admin);
    // 10 points buy 1.00.
    await t.app.get(RewardRates).set({ websiteId: 0, groupId: 0, direction: RateDirection.TO_CURRENCY, points: 10, currencyAmount: 1 });
  });
  afterAll(() => t.close());

  /** A customer with 100 points (10.00), 10.00 of store credit and a 15.00 gift card on a cart of 2 units (50.00 with shipping). */
  const paidWithEverything = async (): Promise<{ s: Shopper; card: string; orderId: number }> => {
    const s = await shopper(t);
    await t.app.get(RewardPoints).change({ customerId: s.customer.id, websiteId: 1, groupId: 1, delta: 100, action: RewardAction.ADMIN });
    await t.app.get(CustomerBalances).change({ customerId: s.customer.id, websiteId: 1, delta: 10, action: BalanceAction.UPDATED });
    const card = await giftCard(t, { balance: 15 });
    await readyCart(s.client, sku, 2);
    expect((await s.client.post('/rest/V1/reward/mine/use-reward')).body).toBe(true);
    expect((await s.client.post('/rest/V1/carts/mine/giftCards', applyBody(card))).body).toBe(true);
    expect((await s.client.post('/rest/V1/carts/mine/balance/apply')).body).toBe(true);
    const totals = (await s.client.get('/rest/V1/carts/mine/totals')).body;
    expect([segment(totals, 'reward').value, segment(totals, 'giftcardaccount').value, segment(totals, 'customerbalance').value]).toEqual([
      -10, -15, -10,
    ]);
    expect(totals.grand_total).toBe(15);
    const placed = await place(s.client, 'checkmo');
    expect(placed.status).toBe(200);
    return { s, card, orderId: placed.body };
  };
  const points = async (customerId: number) =>
    (await t.ds.query(`SELECT points_balance FROM magento_reward WHERE customer_id = $1`, [customerId]))[0].points_balance;
  const credit = async (customerId: number) =>
    Number((await t.ds.query(`SELECT amount FROM magento_customerbalance WHERE customer_id = $1`, [customerId]))[0].amount);
  const cardBalance = async (code: string) =>
    Number((await t.ds.query(`SELECT balance FROM magento_giftcardaccount WHERE code = $1`, [code]))[0].balance);

  it('gives everything back when nothing was invoiced, and only once', async () => {
    const { s, card, orderId } = await paidWithEverything();
    const id = s.customer.id;
    expect([await points(id), await credit(id), await cardBalance(card)]).toEqual([0, 0, 0]);

    expect(await admin.post(`/rest/V1/orders/${orderId}/cancel`)).toMatchObject({ status: 200, body: true });
    expect([await points(id), await credit(id), await cardBalance(card)]).toEqual([100, 10, 15]);

    const [increment] = await t.ds.query(`SELECT increment_id FROM sales_order WHERE entity_id = $1`, [orderId]);
    const [reverted] = await t.ds.query(
      `SELECT h.action, h.balance_delta::float8 AS delta, h.additional_info FROM magento_customerbalance_history h
       JOIN magento_customerbalance b ON b.balance_id = h.balance_id WHERE b.customer_id = $1 ORDER BY h.history_id DESC LIMIT 1`,
      [id],
    );
    expect(reverted).toEqual({ action: BalanceAction.REVERTED, delta: 10, additional_info: `Order #${increment.increment_id}` });
    const [revert] = await t.ds.query(
      `SELECT h.action, h.points_delta, h.entity FROM magento_reward_history h JOIN magento_reward r ON r.reward_id = h.reward_id
       WHERE r.customer_id = $1 ORDER BY h.history_id DESC LIMIT 1`,
      [id],
    );
    expect(revert).toEqual({ action: 11, points_delta: 10 * 10, entity: orderId });

    // A canceled order cannot be canceled again: nothing more comes back.
    expect((await admin.post(`/rest/V1/orders/${orderId}/cancel`)).body).toBe(false);
    expect([await points(id), await credit(id), await cardBalance(card)]).toEqual([100, 10, 15]);
  });

  it('gives back only what no invoice took', async () => {
    const { s, card, orderId } = await paidWithEverything();
    const id = s.customer.id;
    const [line] = (await admin.get(`/rest/V1/orders/${orderId}`)).body.items;
    // One unit (20.00) and the shipping (10.00): points (10.00), then the card (15.00), then 5.00 of store credit pay it.
    const invoiced = await admin.post(`/rest/V1/order/${orderId}/invoice`, {
      capture: true,
      items: [{ order_item_id: line.item_id, qty: 1 }],
    });
    expect(invoiced.status).toBe(200);
    expect(Number((await t.ds.query(`SELECT grand_total FROM sales_invoice WHERE entity_id = $1`, [invoiced.body]))[0].grand_total)).toBe(
      0,
    );

    expect((await admin.post(`/rest/V1/orders/${orderId}/cancel`)).body).toBe(true);
    expect([await points(id), await credit(id), await cardBalance(card)]).toEqual([0, 5, 0]);
    const order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order.extension_attributes).toMatchObject({
      customer_balance_amount: 10,
      customer_balance_invoiced: 5,
      gift_cards_invoiced: 15,
    });
  });

  it('does not give a refunded amount back again on a later cancellation', async () => {
    const { s, card, orderId } = await paidWithEverything();
    const id = s.customer.id;
    await invoice(admin, orderId);
    const refunded = await admin.post(`/rest/V1/order/${orderId}/refund`, {});
    expect(refunded.status).toBe(200);
    expect([await points(id), await credit(id), await cardBalance(card)]).toEqual([100, 10, 15]);
    // Fully invoiced and refunded: the order is closed and cannot be canceled.
    expect((await admin.post(`/rest/V1/orders/${orderId}/cancel`)).body).toBe(false);
    expect([await points(id), await credit(id), await cardBalance(card)]).toEqual([100, 10, 15]);
  });
});
