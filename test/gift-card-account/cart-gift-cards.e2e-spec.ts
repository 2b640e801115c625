import { GiftCardAccounts } from '@mercato/gift-card-account';
import { adminClient, Client, startApp, TestApp } from '../support/app';
import {
  accountOf,
  applyBody,
  CANNOT_ADD,
  CANNOT_DELETE,
  customerClient,
  giftCard,
  giftCardSegment,
  guestCart,
  INCORRECT_OR_EXPIRED,
  preparedCustomerCart,
  quoteIdOfMasked,
  shippingInformation,
  stockedProduct,
} from './support';
import { outputDeparturesOf } from '../support/output';

/**
 * Gift cards on carts (Magento_GiftCardAccount, commerce edition): creating accounts, applying,
 * checking and removing codes on guest, customer and administrator carts, and the cart totals'
 * `giftcardaccount` segment.
 */
describe('gift card accounts on carts', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let sku: string;

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    guest = new Client(t.base);
    sku = await stockedProduct(admin, 1000);
  });
  afterAll(() => t.close());

  /** A guest cart of one item at 20 with flat-rate shipping (5): grand total 25. */
  async function guestCartOf25(): Promise<string> {
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
    return masked;
  }
  const appliedRows = async (quoteId: number) =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM magento_giftcardaccount_quote_card WHERE quote_id = $1`, [quoteId]))[0].n;

  it('the service creates accounts with Magento-style codes and a "created" history row, in one go for many', async () => {
    const created = await t.app.get(GiftCardAccounts).create({ balance: 25, count: 3, dateExpires: '2099-12-31' });
    expect(created).toHaveLength(3);
    expect(new Set(created.map((c) => c.code)).size).toBe(3);
    for (const c of created)
      expect(c).toMatchObject({ code: expect.stringMatching(/^[A-Z0-9]{12}$/), balance: 25, website_id: 1, date_expires: '2099-12-31' });
    const view = await accountOf(t, created[0].code.toLowerCase());
    expect(view).toMatchObject({
      code: created[0].code,
      status: 'Enabled',
      state: 'Available',
      balance: 25,
      website: { website_id: 1, code: 'base' },
      date_expires: '2099-12-31',
      history: [{ action: 'Created', balance_amount: 25, balance_delta: 25, additional_info: '' }],
    });
    await expect(t.app.get(GiftCardAccounts).create({ balance: -1 })).rejects.toMatchObject({
      message: 'The balance cannot be less than zero.',
    });
    await expect(t.app.get(GiftCardAccounts).create({ balance: 5, dateExpires: '2001-01-01' })).rejects.toMatchObject({
      message: 'The expiration date must be set in the future.',
    });
  });

  it('guest: applies a code, checks its balance, sees the segment and the reduced grand total, removes it', async () => {
    const code = await giftCard(t, { balance: 10 });
    const masked = await guestCartOf25();
    const quoteId = await quoteIdOfMasked(t, masked);

    expect(await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code))).toMatchObject({ status: 200, body: true });
    expect(await guest.get(`/rest/V1/carts/guest-carts/${masked}/checkGiftCard/${code}`)).toMatchObject({ status: 200, body: 10 });

    const totals = (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;
    expect(totals.grand_total).toBe(15);
    expect(totals.total_segments.map((s: any) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'giftcardaccount', 'grand_total']);
    const [id] = (await t.ds.query(`SELECT giftcardaccount_id FROM magento_giftcardaccount WHERE code = $1`, [code])).map(
      (r: any) => r.giftcardaccount_id,
    );
    expect(giftCardSegment(totals)).toEqual({ value: -10, title: 'Gift Cards', cards: [{ i: id, c: code, a: 10, ba: 10 }] });

    // GiftCardAccountInterface of the cart, as the administrator route answers it.
    const applied = await admin.get(`/rest/V1/carts/${quoteId}/giftCards`);
    expect(outputDeparturesOf(t, 'GET /V1/carts/:quoteId/giftCards', applied.body)).toEqual([]);
    expect(applied).toMatchObject({
      status: 200,
      body: {
        gift_cards: [code],
        gift_cards_amount: 10,
        base_gift_cards_amount: 10,
        gift_cards_amount_used: 10,
        base_gift_cards_amount_used: 10,
      },
    });

    // The same card again: Magento's one sentence for every refusal.
    expect(await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code))).toMatchObject({
      status: 400,
      body: { message: CANNOT_ADD },
    });

    expect(await guest.delete(`/rest/V1/carts/guest-carts/${masked}/giftCards/${code}`)).toMatchObject({ status: 200, body: true });
    const after = (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;
    expect(after.grand_total).toBe(25);
    expect(giftCardSegment(after)).toBeUndefined();
    expect(await guest.delete(`/rest/V1/carts/guest-carts/${masked}/giftCards/${code}`)).toMatchObject({
      status: 400,
      body: { message: CANNOT_DELETE },
    });
    expect((await admin.get(`/rest/V1/carts/${quoteId}/giftCards`)).body).toEqual({
      gift_cards: [],
      gift_cards_amount: 0,
      base_gift_cards_amount: 0,
      gift_cards_amount_used: 0,
      base_gift_cards_amount_used: 0,
    });
  });

  it('several cards: the smallest balance is spent first, and together they pay at most the grand total', async () => {
    const big = await giftCard(t, { balance: 30 });
    const small = await giftCard(t, { balance: 8 });
    const masked = await guestCartOf25();
    for (const code of [big, small])
      expect((await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code))).status).toBe(200);
    const totals = (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;
    expect(totals.grand_total).toBe(0);
    expect(giftCardSegment(totals)!.cards.map((c) => [c.c, c.a])).toEqual([
      [small, 8],
      [big, 17],
    ]);
    expect(giftCardSegment(totals)!.value).toBe(-25);
    const list = (await admin.get(`/rest/V1/carts/${await quoteIdOfMasked(t, masked)}/giftCards`)).body;
    expect(list).toEqual({
      gift_cards: [big, small],
      gift_cards_amount: 38,
      base_gift_cards_amount: 38,
      gift_cards_amount_used: 25,
      base_gift_cards_amount_used: 25,
    });
    // Codes are matched without regard to case, as Magento's collation does.
    expect((await guest.delete(`/rest/V1/carts/guest-carts/${masked}/giftCards/${big.toLowerCase()}`)).body).toBe(true);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body.grand_total).toBe(17);
  });

  it('customer: applies, checks and removes on the cart from the token', async () => {
    const { client: customer } = await customerClient(t);
    const code = await giftCard(t, { balance: 12.5 });
    await preparedCustomerCart(customer, [[sku, 2]]);

    expect(await customer.post('/rest/V1/carts/mine/giftCards', applyBody(code))).toMatchObject({ status: 200, body: true });
    expect(await customer.get(`/rest/V1/carts/mine/checkGiftCard/${code}`)).toMatchObject({ status: 200, body: 12.5 });
    const totals = (await customer.get('/rest/V1/carts/mine/totals')).body;
    expect(totals.grand_total).toBe(37.5);
    expect(giftCardSegment(totals)!.value).toBe(-12.5);
    expect(await customer.delete(`/rest/V1/carts/mine/giftCards/${code}`)).toMatchObject({ status: 200, body: true });
    expect((await customer.get('/rest/V1/carts/mine/totals')).body.grand_total).toBe(50);
    // Without a token the customer's routes are closed.
    expect((await guest.post('/rest/V1/carts/mine/giftCards', applyBody(code))).status).toBe(401);
  });

  it('administrator: PUT applies to any cart, DELETE removes, GET lists', async () => {
    const code = await giftCard(t, { balance: 5 });
    const cartId = (await admin.post<number>('/rest/V1/carts/')).body;
    expect((await admin.post(`/rest/V1/carts/${cartId}/items`, { cartItem: { sku, qty: 1, quote_id: String(cartId) } })).status).toBe(200);

    expect(await admin.put(`/rest/V1/carts/${cartId}/giftCards`, applyBody(code))).toMatchObject({ status: 200, body: true });
    expect(await admin.get(`/rest/V1/carts/${cartId}/giftCards`)).toMatchObject({
      status: 200,
      body: { gift_cards: [code], gift_cards_amount: 5, gift_cards_amount_used: 5 },
    });
    expect((await admin.get(`/rest/V1/carts/${cartId}/totals`)).body.grand_total).toBe(15);
    expect(await admin.delete(`/rest/V1/carts/${cartId}/giftCards/${code}`)).toMatchObject({ status: 200, body: true });
    expect((await admin.get(`/rest/V1/carts/${cartId}/giftCards`)).body.gift_cards).toEqual([]);
    expect(await admin.get('/rest/V1/carts/999999999/giftCards')).toMatchObject({
      status: 404,
      body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 999999999 } },
    });
  });

  it("refuses unknown, expired, disabled and spent codes with Magento's messages and writes nothing", async () => {
    const expired = await giftCard(t, { balance: 10 });
    await t.ds.query(`UPDATE magento_giftcardaccount SET date_expires = '2001-01-01' WHERE code = $1`, [expired]);
    const disabled = await giftCard(t, { balance: 10, enabled: false });
    const spent = await giftCard(t, { balance: 0 });
    const masked = await guestCartOf25();
    const quoteId = await quoteIdOfMasked(t, masked);

    for (const code of ['NO-SUCH-CODE-1', expired, disabled, spent]) {
      const res = await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code));
      expect({ code, status: res.status, body: res.body }).toEqual({ code, status: 400, body: { message: CANNOT_ADD } });
    }
    expect(await appliedRows(quoteId)).toBe(0);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body.grand_total).toBe(25);

    // checkGiftCard: an unknown code is "No such entity.", an unusable one Magento's sentence; the balance is not checked.
    const check = (code: string) => guest.get(`/rest/V1/carts/guest-carts/${masked}/checkGiftCard/${code}`);
    expect(await check('NO-SUCH-CODE-1')).toMatchObject({ status: 404, body: { message: 'No such entity.' } });
    expect(await check(expired)).toMatchObject({ status: 404, body: { message: INCORRECT_OR_EXPIRED } });
    expect(await check(disabled)).toMatchObject({ status: 404, body: { message: INCORRECT_OR_EXPIRED } });
    expect(await check(spent)).toMatchObject({ status: 200, body: 0 });

    // A composite without codes, and a cart without products.
    expect(await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, { giftCardAccountData: { gift_cards: [] } })).toMatchObject({
      status: 400,
      body: { message: 'Requiring a composite gift card account.' },
    });
    const empty = (await guest.post<string>('/rest/V1/guest-carts')).body;
    const good = await giftCard(t, { balance: 10 });
    expect(await guest.post(`/rest/V1/carts/guest-carts/${empty}/giftCards`, applyBody(good))).toMatchObject({
      status: 400,
      body: { message: 'The "%1" Cart doesn\'t contain products.', parameters: [await quoteIdOfMasked(t, empty)] },
    });
    expect(await guest.delete(`/rest/V1/carts/guest-carts/${empty}/giftCards/${good}`)).toMatchObject({
      status: 400,
      body: { message: 'The "%1" Cart doesn\'t contain products.' },
    });
    // Unknown properties are refused as every strict input is.
    expect(
      (await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, { giftCardAccountData: { gift_cards: [good], colour: 'red' } }))
        .status,
    ).toBe(400);
    expect(await appliedRows(quoteId)).toBe(0);
    // The refused codes kept their balances and wrote no history beyond their creation.
    expect((await accountOf(t, disabled)).history).toHaveLength(1);
  });

  it('a card that stops being usable after it was applied is passed over by the totals and the list', async () => {
    const code = await giftCard(t, { balance: 10 });
    const masked = await guestCartOf25();
    expect((await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(code))).status).toBe(200);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body.grand_total).toBe(15);
    await t.ds.query(`UPDATE magento_giftcardaccount SET status = 0 WHERE code = $1`, [code]);
    const totals = (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;
    expect(totals.grand_total).toBe(25);
    expect(giftCardSegment(totals)).toBeUndefined();
    expect((await admin.get(`/rest/V1/carts/${await quoteIdOfMasked(t, masked)}/giftCards`)).body.gift_cards).toEqual([]);
  });
});
