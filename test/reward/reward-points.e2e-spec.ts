import { ScopeConfig } from '@mercato/platform';
import { rewardBalanceUpdate, rewardRateSet } from '../../apps/cli/src/commands/reward';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import {
  cli,
  giveRewardPoints,
  giveStoreCredit,
  invoice,
  place,
  product,
  readyCart,
  refund,
  segment,
  shopper,
  Shopper,
} from '../customer-balance/support';

const NOT_ENOUGH = "You don't have enough reward points to pay for this purchase.";

/**
 * Reward points (Magento_Reward): rates and balances from the command line (each command run as a
 * child process once; other set-up through the service the command calls), points spent on the
 * customer's cart through `POST /V1/reward/mine/use-reward`, taken when the order is placed,
 * earned when it is paid, given back and voided by credit memos; with store credit on the same
 * cart. Its own database: rates apply to every customer.
 */
describe('reward points: rates, the cart, the order, earning and refunds', () => {
  let t: TestApp;
  let admin: Client;
  let sku: string;

  beforeAll(async () => {
    t = await startIsolatedApp('reward');
    admin = await adminClient(t);
    sku = await product(admin);
  });
  afterAll(() => t.close());

  const withPoints = async (points: number): Promise<Shopper> => {
    const s = await shopper(t);
    expect(await giveRewardPoints(t, s.customer.email, points, 'Welcome')).toEqual({
      rewardId: expect.any(Number),
      balance: points,
      delta: points,
    });
    return s;
  };
  const history = (customerId: number) =>
    t.ds.query(
      `SELECT h.action, h.entity, h.points_balance, h.points_delta, h.points_used, h.points_voided,
         h.currency_amount::float8 AS currency_amount, h.currency_delta::float8 AS currency_delta,
         h.additional_data::json AS additional_data, h.comment
       FROM magento_reward_history h JOIN magento_reward r ON r.reward_id = h.reward_id WHERE r.customer_id = $1 ORDER BY h.history_id`,
      [customerId],
    );
  const balance = async (customerId: number) =>
    (await t.ds.query(`SELECT points_balance FROM magento_reward WHERE customer_id = $1`, [customerId]))[0]?.points_balance;
  const comments = async (orderId: number) =>
    (await admin.get(`/rest/V1/orders/${orderId}`)).body.status_histories.map((h: any) => h.comment);

  it('without rates points buy nothing and none are earned (points given from the command line)', async () => {
    const { customer, client: me } = await shopper(t);
    const [set, unknown] = await Promise.all([
      cli(t, 'reward:balance:update', '--customer', customer.email, '--points', '100', '--comment', 'Welcome'),
      cli(t, 'reward:balance:update', '--customer', 'nobody@example.com', '--points', '5'),
    ]);
    expect(set).toMatchObject({ code: 0, out: `Reward points of ${customer.email} on website base: 100 (+100)\n` });
    expect(unknown).toMatchObject({ code: 1, err: 'No such entity with email = nobody@example.com, websiteId = 1\n' });
    expect(rewardBalanceUpdate.accepts(['--customer', customer.email, '--points', '1.5'])).toBe(false);
    await readyCart(me, sku, 1);
    expect(await me.post('/rest/V1/reward/mine/use-reward')).toMatchObject({ status: 400, body: { message: NOT_ENOUGH } });
    const placed = await place(me, 'checkmo');
    expect(placed.status).toBe(200);
    await invoice(admin, placed.body);
    expect((await history(customer.id)).map((h: any) => h.action)).toEqual([0]);
    expect(await balance(customer.id)).toBe(100);
  });

  it('sets rates from the command line, refusing what is not a rate', async () => {
    // Each run loads the whole application: the independent ones run side by side.
    const [spend, earn, nowhere] = await Promise.all([
      cli(
        t,
        'reward:rate:set',
        '--website',
        'base',
        '--group',
        'all',
        '--direction',
        'points-to-currency',
        '--points',
        '10',
        '--amount',
        '1',
      ),
      cli(
        t,
        'reward:rate:set',
        '--website',
        'all',
        '--group',
        'all',
        '--direction',
        'currency-to-points',
        '--points',
        '10',
        '--amount',
        '1',
      ),
      cli(
        t,
        'reward:rate:set',
        '--website',
        'nowhere',
        '--group',
        '1',
        '--direction',
        'points-to-currency',
        '--points',
        '10',
        '--amount',
        '1',
      ),
    ]);
    expect(spend.code).toBe(0);
    expect(spend.out).toMatch(/"website_id":1,"customer_group_id":0,"direction":1,"points":10,"currency_amount":1/);
    expect(earn.out).toMatch(/"website_id":0,"customer_group_id":0,"direction":2,"points":10,"currency_amount":1/);
    expect(nowhere).toMatchObject({
      code: 1,
      err: "The website with code nowhere that was requested wasn't found. Verify the website and try again.\n",
    });
    // Malformed arguments are refused before anything runs (the usage and exit code 2: test/gift-card-account/gift-card-cli).
    expect(
      rewardRateSet.accepts(['--website', 'base', '--group', 'all', '--direction', 'sideways', '--points', '10', '--amount', '1']),
    ).toBe(false);
    expect(
      rewardRateSet.accepts(['--website', 'base', '--group', 'all', '--direction', 'points-to-currency', '--points', '0', '--amount', '1']),
    ).toBe(false);
    expect(await t.ds.query(`SELECT website_id, customer_group_id, direction, points FROM magento_reward_rate ORDER BY direction`)).toEqual(
      [
        { website_id: 1, customer_group_id: 0, direction: 1, points: 10 },
        { website_id: 0, customer_group_id: 0, direction: 2, points: 10 },
      ],
    );
  });

  it('refuses fewer points than one step of the rate, and callers other than a customer', async () => {
    const { client: me } = await withPoints(9);
    await readyCart(me, sku, 1);
    expect(await me.post('/rest/V1/reward/mine/use-reward')).toMatchObject({ status: 400, body: { message: NOT_ENOUGH } });
    expect(await new Client(t.base).post('/rest/V1/reward/mine/use-reward')).toMatchObject({
      status: 401,
      body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } },
    });
    expect((await admin.post('/rest/V1/reward/mine/use-reward')).status).toBe(401);
  });

  it('spends whole steps of points on the cart, earns points when the order is paid, and a refund gives back and voids', async () => {
    const { customer, client: me } = await withPoints(105);
    await readyCart(me, sku, 1);
    expect(await me.post('/rest/V1/reward/mine/use-reward')).toMatchObject({ status: 200, body: true });

    // 105 points are worth 10.00 (ten steps of 10 points); they take 100 points off a total of 25.00.
    const totals = (await me.get('/rest/V1/carts/mine/totals')).body;
    expect(totals).toMatchObject({
      grand_total: 15,
      extension_attributes: { reward_points_balance: 100, reward_currency_amount: 10, base_reward_currency_amount: 10 },
    });
    expect(totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'reward', 'grand_total']);
    expect(segment(totals, 'reward')).toEqual({ code: 'reward', title: '100 Reward points', value: -10 });

    const placed = await place(me, 'checkmo');
    expect(placed.status).toBe(200);
    const orderId = placed.body;
    const order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order).toMatchObject({
      grand_total: 15,
      extension_attributes: { reward_points_balance: 100, reward_currency_amount: 10, base_reward_currency_amount: 10 },
    });
    const spent = await history(customer.id);
    expect(spent).toEqual([
      expect.objectContaining({
        action: 0,
        entity: null,
        points_balance: 105,
        points_delta: 105,
        points_used: 100,
        currency_amount: 10,
        comment: 'Welcome',
      }),
      expect.objectContaining({
        action: 1,
        entity: orderId,
        points_balance: 5,
        points_delta: -100,
        currency_amount: 0,
        currency_delta: -10,
        additional_data: { increment_id: order.increment_id, rate: { points: 10, currency_amount: 1, direction: 1, currency_code: 'USD' } },
      }),
    ]);

    // Paid in full: 15.00 less 5.00 shipping earns 10 steps of 10 points.
    await invoice(admin, orderId);
    expect(await balance(customer.id)).toBe(105);
    expect((await history(customer.id))[2]).toMatchObject({
      action: 8,
      entity: orderId,
      points_balance: 105,
      points_delta: 100,
      additional_data: { increment_id: order.increment_id, rate: { points: 10, currency_amount: 1, direction: 2 } },
    });
    expect(await comments(orderId)).toContain('The customer earned 100 Reward points for this order.');

    // The whole refund: the 100 points spent come back, the 100 earned on the refunded amount are deducted.
    const memoId = await refund(admin, orderId);
    expect((await admin.get(`/rest/V1/creditmemo/${memoId}`)).body).toMatchObject({ grand_total: 15 });
    const after = await history(customer.id);
    expect(after.slice(3)).toEqual([
      expect.objectContaining({ action: 9, entity: orderId, points_balance: 205, points_delta: 100 }),
      expect.objectContaining({ action: 12, entity: orderId, points_balance: 105, points_delta: -100 }),
    ]);
    expect(after[2]).toMatchObject({ action: 8, points_voided: 100 });
    expect(await balance(customer.id)).toBe(105);
    expect(await comments(orderId)).toContain('100 Reward points was deducted because of refund.');
    const shown = JSON.parse((await cli(t, 'reward:show', '--customer', customer.email)).out);
    expect(shown).toMatchObject({ customer_id: customer.id, balances: [{ website_id: 1, website_code: 'base', points_balance: 105 }] });
    expect(shown.balances[0].history.map((h: any) => h.action)).toEqual([12, 9, 8, 1, 0]);
  });

  it('covers a whole order with points, rounded up to whole steps, paid with the free method', async () => {
    const { customer, client: me } = await withPoints(300);
    await readyCart(me, sku, 1);
    expect((await me.post('/rest/V1/reward/mine/use-reward')).body).toBe(true);
    const totals = (await me.get('/rest/V1/carts/mine/totals')).body;
    expect(totals).toMatchObject({ grand_total: 0, extension_attributes: { reward_points_balance: 250, reward_currency_amount: 25 } });
    const placed = await place(me, 'free');
    expect(placed.status).toBe(200);
    expect(await balance(customer.id)).toBe(50);
    // Nothing was paid in money: nothing earned.
    await invoice(admin, placed.body);
    expect(await balance(customer.id)).toBe(50);
  });

  it('spends reward points first, then store credit, on one cart', async () => {
    const { customer, client: me } = await withPoints(105);
    await giveStoreCredit(t, customer.email, 30);
    await readyCart(me, sku, 2);
    // Applied in the other order: the totals still run in Magento's (reward 10, store credit 30).
    expect((await me.post('/rest/V1/carts/mine/balance/apply')).body).toBe(true);
    expect((await me.post('/rest/V1/reward/mine/use-reward')).body).toBe(true);
    const totals = (await me.get('/rest/V1/carts/mine/totals')).body;
    expect(totals.total_segments.map((s: any) => [s.code, s.value])).toEqual([
      ['subtotal', 40],
      ['shipping', 10],
      ['tax', 0],
      ['reward', -10],
      ['customerbalance', -30],
      ['grand_total', 10],
    ]);
    expect(totals.extension_attributes).toEqual({
      reward_points_balance: 100,
      reward_currency_amount: 10,
      base_reward_currency_amount: 10,
      base_customer_balance_amount: 30,
      customer_balance_amount: 30,
    });

    const placed = await place(me, 'checkmo');
    expect(placed.status).toBe(200);
    expect((await admin.get(`/rest/V1/orders/${placed.body}`)).body).toMatchObject({
      grand_total: 10,
      extension_attributes: { reward_currency_amount: 10, customer_balance_amount: 30 },
    });
    expect(await balance(customer.id)).toBe(5);

    await invoice(admin, placed.body);
    await refund(admin, placed.body);
    expect(await balance(customer.id)).toBe(105);
    expect(await t.ds.query(`SELECT amount::float8 AS amount FROM magento_customerbalance WHERE customer_id = $1`, [customer.id])).toEqual([
      { amount: 30 },
    ]);
  });

  it('answers false and leaves the cart alone while reward points are off for the storefront', async () => {
    const { client: me } = await withPoints(105);
    await readyCart(me, sku, 1);
    await t.app.get(ScopeConfig).set('magento_reward/general/is_enabled_on_front', '0');
    expect(await me.post('/rest/V1/reward/mine/use-reward')).toMatchObject({ status: 200, body: false });
    expect(segment((await me.get('/rest/V1/carts/mine/totals')).body, 'reward')).toBeUndefined();
  });
});
