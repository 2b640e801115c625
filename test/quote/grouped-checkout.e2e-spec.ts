import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { guestPayment, shippingInformation, stockedProduct } from './checkout-support';

const QTY = 'Please specify the quantity of product(s).';

/**
 * Grouped products (Magento_GroupedProduct): a product type of its own whose `associated` links
 * name its members with default quantities; adding it to a cart adds the members, each a line of
 * its own, at the quantities `grouped_options` asks for or the links' defaults.
 */
describe('grouped products', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let groupedSku: string;
  let a: string;
  let b: string;
  const ids = { a: 0, b: 0 };

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    guest = new Client(t.base);
    a = await stockedProduct(admin, 20, { price: 10 });
    b = await stockedProduct(admin, 20, { price: 4 });
    ids.a = (await admin.get(`/rest/V1/products/${a}`)).body.id;
    ids.b = (await admin.get(`/rest/V1/products/${b}`)).body.id;
    groupedSku = uniqueSku('grouped');
    await createProduct(admin, {
      sku: groupedSku,
      type_id: 'grouped',
      name: 'Starter kit',
      price: undefined,
      product_links: [
        { sku: groupedSku, link_type: 'associated', linked_product_sku: a, position: 1, extension_attributes: { qty: 1 } },
        { sku: groupedSku, link_type: 'associated', linked_product_sku: b, position: 2, extension_attributes: { qty: 3 } },
      ],
    });
  });
  afterAll(() => t.close());

  it('is a product type with associated links and their quantities', async () => {
    expect((await admin.get('/rest/V1/products/types')).body).toContainEqual({ name: 'grouped', label: 'Grouped Product' });
    expect((await admin.get('/rest/V1/products/links/types')).body).toContainEqual({ code: 3, name: 'associated' });
    expect((await admin.get('/rest/V1/products/links/associated/attributes')).body).toEqual([
      { code: 'position', type: 'int' },
      { code: 'qty', type: 'decimal' },
    ]);
    const product = (await admin.get(`/rest/V1/products/${groupedSku}`)).body;
    expect(product.type_id).toBe('grouped');
    expect(product.product_links).toEqual([
      {
        sku: groupedSku,
        link_type: 'associated',
        linked_product_sku: a,
        linked_product_type: 'simple',
        position: 1,
        extension_attributes: { qty: 1 },
      },
      {
        sku: groupedSku,
        link_type: 'associated',
        linked_product_sku: b,
        linked_product_type: 'simple',
        position: 2,
        extension_attributes: { qty: 3 },
      },
    ]);
    expect(
      (await admin.get(`/rest/V1/products/${groupedSku}/links/associated`)).body.map(
        (l: { extension_attributes: { qty: number } }) => l.extension_attributes.qty,
      ),
    ).toEqual([1, 3]);
  });

  it("adds its members to the cart at the links' quantities, or at those grouped_options asks for", async () => {
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    const added = await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: groupedSku, qty: 1, quote_id: masked } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ sku: b, qty: 3, price: 4, product_type: 'simple' });
    const again = await guest.post(`/rest/V1/guest-carts/${masked}/items`, {
      cartItem: {
        sku: groupedSku,
        qty: 1,
        quote_id: masked,
        product_option: {
          extension_attributes: {
            grouped_options: [
              { id: ids.a, qty: 2 },
              { id: ids.b, qty: 0 },
            ],
          },
        },
      },
    });
    expect(again.body).toMatchObject({ sku: a, qty: 3 });
    const lines = (await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body.map((l: { sku: string; qty: number }) => [l.sku, l.qty]);
    expect(lines).toEqual([
      [a, 3],
      [b, 3],
    ]);
    const none = await guest.post(`/rest/V1/guest-carts/${masked}/items`, {
      cartItem: {
        sku: groupedSku,
        qty: 1,
        quote_id: masked,
        product_option: {
          extension_attributes: {
            grouped_options: [
              { id: ids.a, qty: 0 },
              { id: ids.b, qty: 0 },
            ],
          },
        },
      },
    });
    expect(none).toMatchObject({ status: 400, body: { message: QTY } });

    await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;
    expect(order.subtotal).toBe(42);
    expect(order.items.map((i: { sku: string; qty_ordered: number }) => [i.sku, i.qty_ordered])).toEqual([
      [a, 3],
      [b, 3],
    ]);
  });
});
