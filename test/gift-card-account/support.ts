import { GiftCardAccounts } from '@mercato/gift-card-account';
import type { CreateGiftCardAccounts } from '@mercato/gift-card-account';
import { Client, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';
import { shippingInformation, TX_ADDRESS } from '../quote/checkout-support';

export { stockedProduct, guestCart, shippingInformation, TX_ADDRESS } from '../quote/checkout-support';

export const CANNOT_ADD = "The gift card code couldn't be added. Verify your information and try again.";
export const CANNOT_DELETE = "The gift card couldn't be deleted from the quote.";
export const INCORRECT_OR_EXPIRED = 'The gift card code is either incorrect or expired. Verify and try again.';

/** One gift card account made by the service, its code. */
export async function giftCard(t: TestApp, input: Partial<CreateGiftCardAccounts> & { balance: number }): Promise<string> {
  const [created] = await t.app.get(GiftCardAccounts).create(input);
  return created.code;
}

export const applyBody = (code: string) => ({ giftCardAccountData: { gift_cards: [code] } });

/** A customer of website 1 with a token, as a storefront would sign in. */
export async function customerClient(t: TestApp): Promise<{ client: Client; id: number; email: string }> {
  const c = await createCustomer(t);
  const token = await new Client(t.base).post<string>('/rest/V1/integration/customer/token', { username: c.email, password: c.password });
  if (token.status !== 200) throw new Error(`customer token: ${token.status} ${JSON.stringify(token.body)}`);
  return { client: new Client(t.base, token.body), id: c.id, email: c.email };
}

/** The customer's active cart with the lines given and shipping information saved (flat rate, Texas). */
export async function preparedCustomerCart(customer: Client, lines: [string, number][]): Promise<number> {
  const cart = await customer.post<number>('/rest/V1/carts/mine');
  if (cart.status !== 200) throw new Error(`cart: ${cart.status} ${JSON.stringify(cart.body)}`);
  for (const [sku, qty] of lines) {
    const res = await customer.post('/rest/V1/carts/mine/items', { cartItem: { sku, qty } });
    if (res.status !== 200) throw new Error(`add item: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const info = await customer.post('/rest/V1/carts/mine/shipping-information', shippingInformation());
  if (info.status !== 200) throw new Error(`shipping information: ${info.status} ${JSON.stringify(info.body)}`);
  return cart.body;
}

/** The quote id behind a guest's masked cart id. */
export async function quoteIdOfMasked(t: TestApp, masked: string): Promise<number> {
  const [row] = await t.ds.query(`SELECT quote_id FROM quote_id_mask WHERE masked_id = $1`, [masked]);
  return row.quote_id;
}

/** The gift card segment of a totals answer, its cards parsed from the JSON string Magento sends. */
export function giftCardSegment(
  totals: any,
): { value: number; title: string; cards: { i: number; c: string; a: number; ba: number }[] } | undefined {
  const segment = totals.total_segments.find((s: any) => s.code === 'giftcardaccount');
  if (!segment) return undefined;
  return { value: segment.value, title: segment.title, cards: JSON.parse(segment.extension_attributes.gift_cards) };
}

/** Balance, state and history of an account, from the service `giftcard:show` prints. */
export function accountOf(t: TestApp, code: string) {
  return t.app.get(GiftCardAccounts).show(code);
}

export const billingAddress = { ...TX_ADDRESS, email: 'guest@example.com' };
