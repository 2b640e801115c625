import { adminClient, Client, startApp, TestApp } from '../support/app';
import { createBundle } from '../bundle/support';
import { guestPayment, shippingInformation, stockedProduct, salableQty, sourceQty } from './checkout-support';

/**
 * Bundles sold through the cart as Magento sells them (`product_option.extension_attributes.bundle_options`):
 * required options checked, a dynamic bundle priced by its selections' final prices, a fixed one by
 * its own price plus its selections' fixed or percentage prices, user-defined quantities where a
 * selection allows them; the selections are stocked, reserved, shipped and returned to stock.
 */
describe('bundle products in carts and orders', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let a: string;
  let b: string;
  let dynamicSku: string;
  let fixedSku: string;
  const dyn = { first: 0, second: 0, a: 0, b: 0 };
  const fix = { option: 0, a: 0, b: 0 };

  const salable = (sku: string) => salableQty(admin, sku);
  const onSource = (sku: string) => sourceQty(admin, sku);
  const choose = (...options: [number, number[], number?][]) => ({
    extension_attributes: {
      bundle_options: options.map(([option_id, option_selections, option_qty]) => ({
        option_id,
        option_selections,
        ...(option_qty ? { option_qty } : {}),
      })),
    },
  });
  const add = (masked: string, sku: string, qty: number, product_option?: unknown) =>
    guest.post(`/rest/V1/guest-carts/${masked}/items`, {
      cartItem: { sku, qty, quote_id: masked, ...(product_option ? { product_option } : {}) },
    });
  const selectionIds = async (sku: string) => {
    const options = (await admin.get(`/rest/V1/bundle-products/${sku}/options/all`)).body as {
      option_id: number;
      product_links: { id: string; sku: string }[];
    }[];
    return options.map((o) => ({ option: o.option_id, links: Object.fromEntries(o.product_links.map((l) => [l.sku, Number(l.id)])) }));
  };

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    guest = new Client(t.base);
    a = await stockedProduct(admin, 20, { price: 10 });
    b = await stockedProduct(admin, 20, { price: 4 });

    dynamicSku = (await createBundle(admin, false)).sku;
    const addOption = (option: Record<string, unknown>) => admin.post('/rest/all/V1/bundle-products/options/add', { option });
    expect(
      (
        await addOption({
          sku: dynamicSku,
          title: 'Main',
          type: 'select',
          required: true,
          position: 1,
          product_links: [{ sku: a, qty: 1, can_change_quantity: 1 }],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await addOption({
          sku: dynamicSku,
          title: 'Extras',
          type: 'checkbox',
          required: false,
          position: 2,
          product_links: [{ sku: b, qty: 2, can_change_quantity: 0 }],
        })
      ).status,
    ).toBe(200);
    const [first, second] = await selectionIds(dynamicSku);
    Object.assign(dyn, { first: first.option, second: second.option, a: first.links[a], b: second.links[b] });

    fixedSku = (await createBundle(admin, true, { price: 50 })).sku;
    expect(
      (
        await addOption({
          sku: fixedSku,
          title: 'Pick',
          type: 'checkbox',
          required: true,
          position: 1,
          product_links: [
            { sku: a, qty: 1, can_change_quantity: 0, price: 5, price_type: 0 },
            { sku: b, qty: 2, can_change_quantity: 0, price: 10, price_type: 1 },
          ],
        })
      ).status,
    ).toBe(200);
    const [pick] = await selectionIds(fixedSku);
    Object.assign(fix, { option: pick.option, a: pick.links[a], b: pick.links[b] });
  });
  afterAll(() => t.close());

  it('asks for the options, and for every required one', async () => {
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    expect(await add(masked, dynamicSku, 1)).toMatchObject({ status: 400, body: { message: 'Please specify product option(s).' } });
    expect(await add(masked, dynamicSku, 1, choose([dyn.second, [dyn.b]]))).toMatchObject({
      status: 400,
      body: { message: 'Please select all required options.' },
    });
    expect(await add(masked, dynamicSku, 1, choose([dyn.first, [999999]]))).toMatchObject({
      status: 400,
      body: { message: 'Please specify product option(s).' },
    });
  });

  it('prices dynamic and fixed bundles, reserves, ships and returns their selections', async () => {
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    // Dynamic: 2 × a (its quantity changed) at 10 + 2 × b at 4 = 28 a bundle.
    const dynamic = await add(masked, dynamicSku, 2, choose([dyn.first, [dyn.a], 2], [dyn.second, [dyn.b]]));
    expect(dynamic.status).toBe(200);
    expect(dynamic.body).toMatchObject({ sku: dynamicSku, qty: 2, price: 28, product_type: 'bundle' });
    // Fixed: 50 + a's fixed 5 + b's 10 % of 50, twice = 65.
    const fixed = await add(masked, fixedSku, 1, choose([fix.option, [fix.a, fix.b]]));
    expect(fixed.body).toMatchObject({ sku: fixedSku, qty: 1, price: 65 });

    await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body).toMatchObject({ subtotal: 121 });
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    const orderId = placed.body;
    // a: 2 × 2 + 1; b: 2 × 2 + 2.
    expect(await salable(a)).toBe(15);
    expect(await salable(b)).toBe(14);
    const order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order.subtotal).toBe(121);
    const parent = order.items.find((i: any) => i.sku === dynamicSku);
    expect(parent).toMatchObject({ product_type: 'bundle', qty_ordered: 2, price: 28, row_total: 56 });
    expect(order.items.filter((i: any) => i.parent_item_id === parent.item_id).map((i: any) => [i.sku, i.qty_ordered])).toEqual([
      [a, 4],
      [b, 4],
    ]);

    expect((await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true })).status).toBe(200);
    expect(
      (await admin.post(`/rest/V1/order/${orderId}/ship`, { arguments: { extension_attributes: { source_code: 'default' } } })).status,
    ).toBe(200);
    expect([await onSource(a), await onSource(b)]).toEqual([15, 14]);

    const refunded = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      items: [{ order_item_id: parent.item_id, qty: 1 }],
      arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: [parent.item_id] } },
    });
    expect(refunded.status).toBe(200);
    expect((await admin.get(`/rest/V1/creditmemo/${refunded.body}`)).body).toMatchObject({ subtotal: 28, grand_total: 28 });
    expect([await onSource(a), await onSource(b)]).toEqual([17, 16]);
  });

  it("charges a bundle's special price and tier discount as percentages of what its parts cost", async () => {
    // Bundle\Model\Product\Price: a bundle's special price 95 means 95 %; a tier "discount" of 10 %
    // from 2 units means 90 %; the lower applies, to the bundle's price and to every selection.
    const special = await admin.put(`/rest/all/V1/products/${fixedSku}`, {
      product: { sku: fixedSku, custom_attributes: [{ attribute_code: 'special_price', value: '95' }] },
    });
    expect(special.status).toBe(200);
    for (const sku of [fixedSku, dynamicSku]) {
      const tier = await admin.post('/rest/V1/products/tier-prices', {
        prices: [{ sku, price: 10, price_type: 'discount', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2 }],
      });
      expect(tier.status).toBe(200);
    }
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    // Fixed: 65 at 95 % = 61.75 for one; at 90 % = 58.50 from two.
    const fixed = await add(masked, fixedSku, 1, choose([fix.option, [fix.a, fix.b]]));
    expect(fixed.body).toMatchObject({ sku: fixedSku, qty: 1, price: 61.75 });
    expect(
      (await guest.put(`/rest/V1/guest-carts/${masked}/items/${fixed.body.item_id}`, { cartItem: { qty: 2, quote_id: masked } })).body,
    ).toMatchObject({ price: 58.5 });
    // Dynamic: 28 for one (no special price); 28 at 90 % = 25.20 each from two.
    const dynamic = await add(masked, dynamicSku, 1, choose([dyn.first, [dyn.a], 2], [dyn.second, [dyn.b]]));
    expect(dynamic.body).toMatchObject({ price: 28 });
    expect(
      (await guest.put(`/rest/V1/guest-carts/${masked}/items/${dynamic.body.item_id}`, { cartItem: { qty: 2, quote_id: masked } })).body,
    ).toMatchObject({ price: 25.2 });
    await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    // 2 × 58.50 + 2 × 25.20
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body).toMatchObject({ subtotal: 167.4 });
    await admin.put(`/rest/all/V1/products/${fixedSku}`, {
      product: { sku: fixedSku, custom_attributes: [{ attribute_code: 'special_price', value: '' }] },
    });
    for (const sku of [fixedSku, dynamicSku]) {
      await admin.post('/rest/V1/products/tier-prices-delete', {
        prices: [{ sku, price: 10, price_type: 'discount', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2 }],
      });
    }
  });

  it('prices a new line with what the bundle holds now: a changed selection price, a changed bundle price', async () => {
    // What pricing reads of a bundle (price type, options, selections) is kept between cart calls;
    // a change to the bundle or its selections must reach the next line.
    const sku = (await createBundle(admin, true, { price: 50 })).sku;
    const option = (
      await admin.post('/rest/all/V1/bundle-products/options/add', {
        option: { sku, title: 'One', type: 'select', required: true, product_links: [{ sku: a, qty: 1, price: 5, price_type: 0 }] },
      })
    ).body;
    const [{ links }] = await selectionIds(sku);
    const priced = async () => {
      const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
      return (await add(masked, sku, 1, choose([option, [links[a]]]))).body.price;
    };
    expect(await priced()).toBe(55);
    const relinked = await admin.put(`/rest/V1/bundle-products/${sku}/links/${links[a]}`, {
      linkedProduct: { id: String(links[a]), sku: a, option_id: option, qty: 1, price: 7, price_type: 0, can_change_quantity: 0 },
    });
    expect(relinked.status).toBe(200);
    expect(await priced()).toBe(57);
    expect((await admin.put(`/rest/all/V1/products/${sku}`, { product: { sku, price: 60 } })).status).toBe(200);
    expect(await priced()).toBe(67);
  });

  it('keeps a line whose selection was removed from the bundle at its price instead of failing the cart', async () => {
    const sku = (await createBundle(admin, false)).sku;
    const option = (
      await admin.post('/rest/all/V1/bundle-products/options/add', {
        option: { sku, title: 'Only', type: 'select', required: true, product_links: [{ sku: b, qty: 1 }] },
      })
    ).body;
    const [{ links }] = await selectionIds(sku);
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    expect((await add(masked, sku, 1, choose([option, [links[b]]]))).body).toMatchObject({ price: 4 });
    expect((await admin.delete(`/rest/V1/bundle-products/${sku}/options/${option}/children/${b}`)).body).toBe(true);
    const totals = await guest.get(`/rest/V1/guest-carts/${masked}/totals`);
    expect(totals).toMatchObject({ status: 200, body: { subtotal: 4 } });
  });
});
