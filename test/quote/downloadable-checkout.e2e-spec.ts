import { DOWNLOADABLE_DOMAINS_PATH } from '@mercato/downloadable';
import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { guestPayment, stockedProduct } from './checkout-support';

/**
 * Downloadable links chosen in the cart (`product_option.extension_attributes.downloadable_option.downloadable_links`):
 * when links are bought separately one must be chosen, and each chosen link's price is added to the unit.
 */
describe('downloadable links in carts and orders', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let sku: string;
  const links = { manual: 0, video: 0 };

  const choose = (...ids: number[]) => ({ extension_attributes: { downloadable_option: { downloadable_links: ids } } });
  const add = (masked: string, product_option?: unknown) =>
    guest.post(`/rest/V1/guest-carts/${masked}/items`, {
      cartItem: { sku, qty: 1, quote_id: masked, ...(product_option ? { product_option } : {}) },
    });
  const link = (title: string, price: number) => ({
    title,
    sort_order: 1,
    price,
    is_shareable: 0,
    number_of_downloads: 0,
    link_type: 'url',
    link_url: 'http://example.com/' + title,
    sample_type: 'url',
    sample_url: 'http://example.com/s',
  });

  beforeAll(async () => {
    t = await startIsolatedApp('downloadable_checkout');
    await t.app.get(ScopeConfig).set(DOWNLOADABLE_DOMAINS_PATH, 'example.com');
    admin = await adminClient(t);
    guest = new Client(t.base);
    sku = await stockedProduct(admin, 100, {
      type_id: 'downloadable',
      name: 'E-book',
      weight: undefined,
      custom_attributes: [
        { attribute_code: 'tax_class_id', value: '2' },
        { attribute_code: 'links_purchased_separately', value: '1' },
      ],
    });
    links.manual = (await admin.post(`/rest/V1/products/${sku}/downloadable-links`, { link: link('manual', 3) })).body;
    links.video = (await admin.post(`/rest/V1/products/${sku}/downloadable-links`, { link: link('video', 5) })).body;
  });
  afterAll(() => t.close());

  it("asks for a link when links are bought separately, and adds the chosen links' prices", async () => {
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    expect(await add(masked)).toMatchObject({ status: 400, body: { message: 'Please specify product link(s).' } });
    expect(await add(masked, choose(999999))).toMatchObject({ status: 400, body: { message: 'Please specify product link(s).' } });
    expect((await add(masked, choose(links.manual))).body).toMatchObject({ sku, price: 23 });
    expect((await add(masked, choose(links.video, links.manual))).body).toMatchObject({ sku, price: 28 });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body).toHaveLength(2);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body.subtotal).toBe(51);

    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;
    expect(order).toMatchObject({ subtotal: 51, grand_total: 51, is_virtual: 1 });
    expect(order.items.map((i: { price: number }) => i.price)).toEqual([23, 28]);
  });
});
