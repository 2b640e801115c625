import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BalanceAction, CustomerBalances } from '@mercato/customer-balance';
import { RewardAction, RewardPoints } from '@mercato/reward';
import { Client, TestApp, withoutDatabaseLine } from '../support/app';
import { createCustomer, TestCustomer } from '../support/customers';
import { stockedProduct, TX_ADDRESS } from '../quote/checkout-support';

const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');
const run = promisify(execFile);

/** `mercato <args>` on the app's database, as an operator runs it: stdout, stderr and the exit code. */
export async function cli(t: TestApp, ...args: string[]): Promise<{ out: string; err: string; code: number }> {
  const url = t.databaseUrl;
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    });
    return { out: stdout, err: withoutDatabaseLine(stderr), code: 0 };
  } catch (e: any) {
    return { out: e.stdout ?? '', err: withoutDatabaseLine(e.stderr ?? ''), code: typeof e.code === 'number' ? e.code : 1 };
  }
}

/**
 * Store credit given as `customer-balance:update` gives it (the same service calls), in this process:
 * a child process costs seconds, so only the command's own tests run the command.
 */
export async function giveStoreCredit(
  t: TestApp,
  email: string,
  amount: number,
  comment: string | null = null,
): Promise<{ amount: number; delta: number }> {
  const balances = t.app.get(CustomerBalances);
  const { customerId, websiteId } = await balances.customerByEmail(email, 'base');
  return t.ds.transaction(() =>
    balances.change({ customerId, websiteId, delta: amount, action: BalanceAction.UPDATED, additionalInfo: comment }),
  );
}

/** Reward points given as `reward:balance:update` gives them (the same service calls), in this process. */
export async function giveRewardPoints(
  t: TestApp,
  email: string,
  points: number,
  comment: string | null = null,
): Promise<{ balance: number; delta: number }> {
  const rewards = t.app.get(RewardPoints);
  const { customerId, websiteId, groupId } = await rewards.customerByEmail(email, 'base');
  return t.ds.transaction(() => rewards.change({ customerId, websiteId, groupId, delta: points, action: RewardAction.ADMIN, comment }));
}

export interface Shopper {
  customer: TestCustomer;
  client: Client;
}

/** A customer of website `base` with a token, as a storefront signs in. */
export async function shopper(t: TestApp): Promise<Shopper> {
  const customer = await createCustomer(t);
  const token = await new Client(t.base).post<string>('/rest/V1/integration/customer/token', {
    username: customer.email,
    password: customer.password,
  });
  if (token.status !== 200) throw new Error(`customer token: ${token.status} ${JSON.stringify(token.body)}`);
  return { customer, client: new Client(t.base, token.body) };
}

/** A product at 20.00 (no tax in Texas), `qty` units in stock. */
export const product = (admin: Client, qty = 100) => stockedProduct(admin, qty);

/**
 * The customer's cart with `qty` units at 20.00 and flat-rate shipping (5.00 per unit) to Texas
 * (no tax): a total of 25.00 per unit.
 */
export async function readyCart(me: Client, sku: string, qty: number): Promise<number> {
  const cart = await me.post<number>('/rest/V1/carts/mine');
  if (cart.status !== 200) throw new Error(`cart: ${cart.status} ${JSON.stringify(cart.body)}`);
  const item = await me.post('/rest/V1/carts/mine/items', { cartItem: { sku, qty } });
  if (item.status !== 200) throw new Error(`item: ${item.status} ${JSON.stringify(item.body)}`);
  const info = await me.post('/rest/V1/carts/mine/shipping-information', {
    addressInformation: {
      shipping_address: TX_ADDRESS,
      billing_address: TX_ADDRESS,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
    },
  });
  if (info.status !== 200) throw new Error(`shipping information: ${info.status} ${JSON.stringify(info.body)}`);
  return cart.body;
}

/** The cart's total segment of a code. */
export const segment = (totals: any, code: string) => totals.total_segments.find((s: any) => s.code === code);

/** Places the customer's cart with a payment method; the reply (order id on success). */
export const place = (me: Client, method: string) => me.post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method } });

/** Invoices the whole order; the invoice id. */
export async function invoice(admin: Client, orderId: number): Promise<number> {
  const res = await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true });
  if (res.status !== 200) throw new Error(`invoice: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Refunds the whole invoiced order offline (shipping included); the credit memo id. */
export async function refund(admin: Client, orderId: number, body: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post(`/rest/V1/order/${orderId}/refund`, body);
  if (res.status !== 200) throw new Error(`refund: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
