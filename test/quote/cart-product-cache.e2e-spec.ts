import { FinalPrices, ProductCache } from '@mercato/catalog';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { guestCart, guestPayment, shippingInformation, stockedProduct } from './checkout-support';

/**
 * Cart calls read their products through the product cache (a statement of every add, shipping
 * and payment call before): what they read is kept once their transaction commits, and a change to
 * the product, from this process or straight in the database, is what the next cart sees.
 */
describe('cart calls and the product cache', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;

  beforeAll(async () => {
    t = await startIsolatedApp('cart-product-cache');
    admin = await adminClient(t);
    guest = new Client(t.base);
  });
  afterAll(() => t.close());

  const hits = () => t.app.get(ProductCache).stats().hits;

  /** A product's attribute value written straight in the database, as another process would. */
  const writeStraight = (sku: string, type: 'int' | 'decimal', code: string, value: number) =>
    t.ds.query(
      `UPDATE catalog_product_entity_${type} v SET value = $2 FROM catalog_product_entity e, eav_attribute a
        WHERE e.sku = $1 AND v.entity_id = e.entity_id AND a.attribute_id = v.attribute_id AND a.attribute_code = $3
          AND a.entity_type_id = 4`,
      [sku, value, code],
    );

  /** What `probe` answers once it is no longer `before` (every 20 ms, a second at most): a change is notified in its own time. */
  const untilChanged = async <T>(before: T, probe: () => Promise<T>): Promise<T> => {
    let value = before;
    for (let i = 0; i < 50 && value === before; i++) {
      await new Promise((r) => setTimeout(r, 20));
      value = await probe();
    }
    return value;
  };

  it('a second cart of the same product is added and collected from the cache', async () => {
    const sku = await stockedProduct(admin, 100);
    await guestCart(guest, [[sku, 1]]);
    const masked = await guestCart(guest, [[sku, 1]]);
    const before = hits();
    await guestCart(guest, [[sku, 1]]);
    expect(hits()).toBeGreaterThan(before);
    // The first collection reads the product by id, the second finds it.
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
    const before2 = hits();
    const payment = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, {
      email: 'guest@example.com',
      paymentMethod: { method: 'checkmo' },
    });
    expect(payment.status).toBe(200);
    expect(hits()).toBeGreaterThan(before2);
    // An order (stock reserved) leaves the product cached.
    const before3 = hits();
    await guestCart(guest, [[sku, 1]]);
    expect(hits()).toBeGreaterThan(before3);
  });

  it('a product renamed through the API is what the next cart line is named', async () => {
    const sku = await stockedProduct(admin, 100, { name: 'Old name' });
    await guestCart(guest, [[sku, 1]]);
    expect((await admin.put(`/rest/V1/products/${sku}`, { product: { name: 'New name' } })).status).toBe(200);
    const masked = await guestCart(guest, [[sku, 1]]);
    const items = await guest.get(`/rest/V1/guest-carts/${masked}/items`);
    expect(items.body).toEqual([expect.objectContaining({ sku, name: 'New name' })]);
  });

  it('a product disabled straight in the database (another process) cannot be added once the change is notified', async () => {
    const sku = await stockedProduct(admin, 100);
    await guestCart(guest, [[sku, 1]]);
    await writeStraight(sku, 'int', 'status', 2);
    const status = await untilChanged(200, async () => {
      const cart = (await guest.post<string>('/rest/V1/guest-carts')).body;
      return (await guest.post(`/rest/V1/guest-carts/${cart}/items`, { cartItem: { sku, qty: 1, quote_id: cart } })).status;
    });
    expect(status).toBe(400);
  });

  /** The final-price statements sent while `work` runs. */
  const priceReads = async (work: () => Promise<unknown>): Promise<number> => {
    const spy = jest.spyOn(t.ds, 'query');
    try {
      await work();
      return spy.mock.calls.filter((call) => String(call[0]).includes('catalog_product_final_price')).length;
    } finally {
      spy.mockRestore();
    }
  };
  const totalsOf = async (masked: string) => (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;

  it("a cart's final prices are computed once: shipping and payment information find them", async () => {
    const sku = await stockedProduct(admin, 100);
    const masked = await guestCart(guest, [[sku, 2]]);
    const reads = await priceReads(async () => {
      expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
      expect((await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment)).status).toBe(200);
    });
    expect(reads).toBe(0);
    // Another quantity is another price (tiers).
    expect(await priceReads(() => guestCart(guest, [[sku, 3]]))).toBe(1);
  });

  it('a price changed straight in the database is what the cart pays once the change is notified', async () => {
    const sku = await stockedProduct(admin, 100);
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await totalsOf(masked)).subtotal).toBe(20);
    await writeStraight(sku, 'decimal', 'price', 12.5);
    expect(await untilChanged(20, async () => (await totalsOf(masked)).subtotal)).toBe(12.5);
  });

  it('a kept price gives way when a special price starts, without any write', async () => {
    // The store's own clock, a few seconds ahead: the special price is not active yet.
    const { now } = await t.app.get(FinalPrices).scope(1, 1);
    const at = new Date(Date.parse(now.replace(' ', 'T') + 'Z') + 3_000).toISOString().slice(0, 19).replace('T', ' ');
    const sku = await stockedProduct(admin, 100, {
      custom_attributes: [
        { attribute_code: 'special_price', value: '15' },
        { attribute_code: 'special_from_date', value: at },
      ],
    });
    const masked = await guestCart(guest, [[sku, 1]]);
    expect((await totalsOf(masked)).subtotal).toBe(20);
    expect((await totalsOf(masked)).subtotal).toBe(20);
    await new Promise((r) => setTimeout(r, 3_500));
    expect((await totalsOf(masked)).subtotal).toBe(15);
  });
});
