import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { createCustomer } from '../support/customers';
import { createBundle } from '../bundle/support';
import { guestPayment, shippingInformation, stockedProduct, TX_ADDRESS } from './checkout-support';

/**
 * A guest and a customer each buy a simple product at a tier price (the customer's group has its
 * own), a configurable, a bundle and a grouped product; each order is invoiced, shipped from a named
 * source and partly refunded, and every amount on every document follows Magento's rules.
 */
describe('a cart of every product type, from cart to credit memo', () => {
  let t: TestApp;
  let admin: Client;
  const p = { simple: '', parent: '', red: '', bundle: '', part: '', grouped: '', g1: '', g2: '' };
  const ids = { color: 0, red: 0, option: 0, selection: 0 };

  beforeAll(async () => {
    t = await startIsolatedApp('composite_story');
    admin = await adminClient(t);
    await admin.post('/rest/V1/inventory/sources', {
      source: { source_code: 'wh', name: 'Warehouse', enabled: true, country_id: 'US', postcode: '73301' },
    });
    await admin.post('/rest/V1/inventory/stock-source-links', { links: [{ source_code: 'wh', stock_id: 1, priority: 2 }] });
    const stock = async (sku: string) => {
      const res = await admin.post('/rest/V1/inventory/source-items', {
        sourceItems: [
          { sku, source_code: 'default', quantity: 50, status: 1 },
          { sku, source_code: 'wh', quantity: 50, status: 1 },
        ],
      });
      expect(res.status).toBe(200);
    };

    p.simple = await stockedProduct(admin, 50, { price: 20 });
    await stock(p.simple);
    await admin.post('/rest/V1/products/tier-prices', {
      prices: [
        { sku: p.simple, price: 16, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 1 },
        { sku: p.simple, price: 15, price_type: 'fixed', website_id: 0, customer_group: 'General', quantity: 1 },
      ],
    });

    const attribute = await admin.post('/rest/V1/products/attributes', {
      attribute: {
        attribute_code: 'story_color',
        frontend_input: 'select',
        default_frontend_label: 'Color',
        scope: 'global',
        options: [{ label: 'Red', sort_order: 1 }],
      },
    });
    ids.color = attribute.body.attribute_id;
    ids.red = Number(attribute.body.options.find((o: { label: string }) => o.label === 'Red').value);
    const [{ attribute_group_id }] = await t.ds.query(
      `SELECT attribute_group_id FROM eav_attribute_group WHERE attribute_set_id = 4 AND attribute_group_code = 'product-details'`,
    );
    await admin.post('/rest/V1/products/attribute-sets/attributes', {
      attributeSetId: 4,
      attributeGroupId: attribute_group_id,
      attributeCode: 'story_color',
      sortOrder: 90,
    });
    p.red = uniqueSku('story-red');
    await createProduct(admin, {
      sku: p.red,
      name: 'Shirt red',
      price: 25,
      weight: 1,
      custom_attributes: [{ attribute_code: 'story_color', value: ids.red }],
    });
    await stock(p.red);
    p.parent = uniqueSku('story-shirt');
    await createProduct(admin, { sku: p.parent, type_id: 'configurable', name: 'Shirt', price: 0 });
    await admin.post(`/rest/V1/configurable-products/${p.parent}/options`, {
      option: { attribute_id: String(ids.color), label: 'Color', position: 0, values: [{ value_index: ids.red }] },
    });
    await admin.post(`/rest/V1/configurable-products/${p.parent}/child`, { childSku: p.red });

    p.part = await stockedProduct(admin, 50, { price: 6 });
    await stock(p.part);
    p.bundle = (await createBundle(admin, false)).sku;
    ids.option = (
      await admin.post('/rest/all/V1/bundle-products/options/add', {
        option: {
          sku: p.bundle,
          title: 'Part',
          type: 'select',
          required: true,
          product_links: [{ sku: p.part, qty: 2, can_change_quantity: 0 }],
        },
      })
    ).body;
    ids.selection = Number((await admin.get(`/rest/V1/bundle-products/${p.bundle}/options/${ids.option}`)).body.product_links[0].id);

    p.g1 = await stockedProduct(admin, 50, { price: 8 });
    p.g2 = await stockedProduct(admin, 50, { price: 2 });
    for (const sku of [p.g1, p.g2]) await stock(sku);
    p.grouped = uniqueSku('story-grouped');
    await createProduct(admin, {
      sku: p.grouped,
      type_id: 'grouped',
      name: 'Kit',
      price: undefined,
      product_links: [
        { sku: p.grouped, link_type: 'associated', linked_product_sku: p.g1, position: 1, extension_attributes: { qty: 1 } },
        { sku: p.grouped, link_type: 'associated', linked_product_sku: p.g2, position: 2, extension_attributes: { qty: 2 } },
      ],
    });
  });
  afterAll(() => t.close());

  const lines = () => [
    { sku: p.simple, qty: 1 },
    {
      sku: p.parent,
      qty: 1,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: String(ids.color), option_value: ids.red }] } },
    },
    {
      sku: p.bundle,
      qty: 1,
      product_option: { extension_attributes: { bundle_options: [{ option_id: ids.option, option_selections: [ids.selection] }] } },
    },
    { sku: p.grouped, qty: 1 },
  ];

  /** Invoice, ship from `wh`, refund the configurable and the simple line; checks every document. */
  async function fulfil(orderId: number, simplePrice: number): Promise<void> {
    const order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    // simple + 25 (the red shirt) + 12 (two parts at 6) + 8 + 2 × 2 (the kit's members).
    const subtotal = simplePrice + 25 + 12 + 8 + 4;
    expect(order.subtotal).toBe(subtotal);
    expect(order.grand_total).toBe(subtotal + order.shipping_amount);
    const visible = order.items.filter((i: any) => !i.parent_item_id).map((i: any) => [i.product_type, i.sku, i.qty_ordered, i.price]);
    expect(visible).toEqual([
      ['simple', p.simple, 1, simplePrice],
      ['configurable', p.red, 1, 25],
      ['bundle', p.bundle, 1, 12],
      ['simple', p.g1, 1, 8],
      ['simple', p.g2, 2, 2],
    ]);

    const invoiceId = (await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true })).body;
    expect((await admin.get(`/rest/V1/invoices/${invoiceId}`)).body).toMatchObject({ subtotal, grand_total: order.grand_total });
    const shipmentId = (await admin.post(`/rest/V1/order/${orderId}/ship`, { arguments: { extension_attributes: { source_code: 'wh' } } }))
      .body;
    expect((await admin.get(`/rest/V1/shipment/${shipmentId}`)).body.extension_attributes.source_code).toBe('wh');
    expect((await admin.get(`/rest/V1/orders/${orderId}`)).body.state).toBe('complete');

    const refundable = order.items.filter((i: any) => !i.parent_item_id && (i.sku === p.simple || i.product_type === 'configurable'));
    const memoId = (
      await admin.post(`/rest/V1/order/${orderId}/refund`, {
        items: refundable.map((i: any) => ({ order_item_id: i.item_id, qty: 1 })),
        arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: refundable.map((i: any) => i.item_id) } },
      })
    ).body;
    expect((await admin.get(`/rest/V1/creditmemo/${memoId}`)).body).toMatchObject({
      subtotal: simplePrice + 25,
      grand_total: simplePrice + 25,
    });
    // Invoiced and shipped in full, partly refunded: Magento keeps the order complete.
    expect((await admin.get(`/rest/V1/orders/${orderId}`)).body).toMatchObject({ state: 'complete', total_refunded: simplePrice + 25 });
  }

  it('a guest pays the all-groups tier price', async () => {
    const guest = new Client(t.base);
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    for (const line of lines())
      expect((await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { ...line, quote_id: masked } })).status).toBe(200);
    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation(TX_ADDRESS))).status).toBe(200);
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    await fulfil(placed.body, 16);
  });

  it("a customer pays the General group's tier price", async () => {
    const c = await createCustomer(t);
    const token = (
      await new Client(t.base).post<string>('/rest/V1/integration/customer/token', { username: c.email, password: c.password })
    ).body;
    const me = new Client(t.base, token);
    expect((await me.post('/rest/V1/carts/mine')).status).toBe(200);
    for (const line of lines()) expect((await me.post('/rest/V1/carts/mine/items', { cartItem: line })).status).toBe(200);
    const info = shippingInformation({ ...TX_ADDRESS, firstname: 'Pat' });
    expect((await me.post('/rest/V1/carts/mine/shipping-information', info)).status).toBe(200);
    const placed = await me.post('/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'checkmo' } });
    expect(placed.status).toBe(200);
    await fulfil(placed.body, 15);
  });
});
