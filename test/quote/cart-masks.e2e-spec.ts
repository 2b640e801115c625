import { Database } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { guestCart, shippingInformation, stockedProduct } from './checkout-support';

/**
 * A guest's masked cart id is resolved once per process: the cart's creation remembers it, so the
 * guest's later calls skip the lookup. A mask removed anywhere (straight in the database here, as
 * another process would; or with its cart) is forgotten once the change is notified, and the
 * guest's calls answer Magento's 404 again.
 */
describe('guest cart masks', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let sku: string;
  let lookups: jest.SpyInstance;

  beforeAll(async () => {
    t = await startIsolatedApp('cart-masks');
    admin = await adminClient(t);
    guest = new Client(t.base);
    sku = await stockedProduct(admin, 100);
    lookups = jest.spyOn(t.app.get(Database), 'prepared');
  });
  afterAll(() => t.close());

  const maskLookups = () => lookups.mock.calls.filter(([name]) => name === 'quote-masked-id').length;

  /**
   * Polls a guest call until it answers `status`; a 404 only once it names the mask: a notification
   * arrives asynchronously, and until then the mask still leads to the id it had behind it.
   */
  async function eventually(masked: string, status: number): Promise<number> {
    const settled = (res: { status: number; body: { parameters?: { fieldValue?: unknown } } }) =>
      res.status === status && (status !== 404 || res.body.parameters?.fieldValue === masked);
    for (let i = 0; i < 100; i++) {
      const res = await guest.get(`/rest/V1/guest-carts/${masked}`);
      if (settled(res) || i === 99) return res.status;
      await new Promise((r) => setTimeout(r, 20));
    }
    return 0;
  }

  it("a new guest cart's calls run no mask lookup", async () => {
    const before = maskLookups();
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}`)).body).toMatchObject({ items_qty: 1 });
    expect(maskLookups()).toBe(before);
  });

  it('an unknown mask is looked up every time and answers 404', async () => {
    const before = maskLookups();
    for (let i = 0; i < 2; i++)
      expect(await guest.get('/rest/V1/guest-carts/0123456789abcdef0123456789abcdef')).toMatchObject({
        status: 404,
        body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId' } },
      });
    expect(maskLookups()).toBe(before + 2);
  });

  it('a mask removed straight in the database is forgotten once notified', async () => {
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}`)).status).toBe(200);
    await t.ds.query(`DELETE FROM quote_id_mask WHERE masked_id = $1`, [masked]);
    expect(await eventually(masked, 404)).toBe(404);
    // Nothing else is affected: another guest's cart is still reached (looked up again).
    const other = await guestCart(guest, [[sku, 1]]);
    expect((await guest.get(`/rest/V1/guest-carts/${other}`)).status).toBe(200);
  });

  it('a cart deleted straight in the database takes its mask with it', async () => {
    const masked = await guestCart(guest, [[sku, 1]]);
    const [{ quote_id }] = await t.ds.query(`SELECT quote_id FROM quote_id_mask WHERE masked_id = $1`, [masked]);
    await t.ds.query(`DELETE FROM quote WHERE entity_id = $1`, [quote_id]);
    expect(await eventually(masked, 404)).toBe(404);
    // Named by its mask, as a mask never found is (not by the id it had behind it).
    expect((await guest.get(`/rest/V1/guest-carts/${masked}`)).body).toMatchObject({ parameters: { fieldValue: masked } });
  });
});
