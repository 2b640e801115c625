import { ProductCache } from '@mercato/catalog';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { guestPayment, shippingInformation, salableQty, sourceQty } from './checkout-support';

const CHOOSE = 'You need to choose options for your item.';

/**
 * A configurable product sold through the cart as Magento sells it: the cart line names the parent
 * and the chosen options (`product_option.extension_attributes.configurable_item_options`), carries
 * the chosen child's SKU and final price, is stocked and reserved on the child, and becomes the
 * order's parent and child pair, which is invoiced, shipped from a named source and refunded.
 */
describe('configurable products in carts and orders', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  const color = { id: 0, red: 0, blue: 0, green: 0 };
  let parentSku: string;
  let redSku: string;
  let blueSku: string;

  const stock = async (sku: string, quantity: number) =>
    expect(
      (await admin.post('/rest/V1/inventory/source-items', { sourceItems: [{ sku, source_code: 'default', quantity, status: 1 }] })).status,
    ).toBe(200);
  const salable = (sku: string) => salableQty(admin, sku);
  const onSource = (sku: string) => sourceQty(admin, sku);
  const choice = (value: number) => ({
    extension_attributes: { configurable_item_options: [{ option_id: String(color.id), option_value: value }] },
  });
  const add = (masked: string, qty: number, product_option?: unknown) =>
    guest.post(`/rest/V1/guest-carts/${masked}/items`, {
      cartItem: { sku: parentSku, qty, quote_id: masked, ...(product_option ? { product_option } : {}) },
    });

  beforeAll(async () => {
    t = await startIsolatedApp('configurable_checkout');
    admin = await adminClient(t);
    guest = new Client(t.base);
    const attribute = await admin.post('/rest/V1/products/attributes', {
      attribute: {
        attribute_code: 'cc_color',
        frontend_input: 'select',
        default_frontend_label: 'Color',
        scope: 'global',
        options: ['Red', 'Blue', 'Green'].map((label, i) => ({ label, sort_order: i + 1 })),
      },
    });
    expect(attribute.status).toBe(200);
    const options: Record<string, number> = {};
    for (const o of attribute.body.options) if (o.value) options[o.label] = Number(o.value);
    Object.assign(color, { id: attribute.body.attribute_id, red: options.Red, blue: options.Blue, green: options.Green });
    const [{ attribute_group_id }] = await t.ds.query(
      `SELECT attribute_group_id FROM eav_attribute_group WHERE attribute_set_id = 4 AND attribute_group_code = 'product-details'`,
    );
    await admin.post('/rest/V1/products/attribute-sets/attributes', {
      attributeSetId: 4,
      attributeGroupId: attribute_group_id,
      attributeCode: 'cc_color',
      sortOrder: 90,
    });

    const child = async (value: number, price: number) => {
      const sku = uniqueSku('cc-child');
      await createProduct(admin, {
        sku,
        name: `Shirt ${value}`,
        price,
        weight: 1,
        custom_attributes: [{ attribute_code: 'cc_color', value }],
      });
      await stock(sku, 10);
      return sku;
    };
    redSku = await child(color.red, 25);
    blueSku = await child(color.blue, 30);
    parentSku = uniqueSku('cc-parent');
    await createProduct(admin, { sku: parentSku, type_id: 'configurable', name: 'Shirt', price: 0 });
    expect(
      (
        await admin.post(`/rest/V1/configurable-products/${parentSku}/options`, {
          option: { attribute_id: String(color.id), label: 'Color', position: 0, values: [{ value_index: color.red }] },
        })
      ).status,
    ).toBe(200);
    for (const sku of [redSku, blueSku])
      expect((await admin.post(`/rest/V1/configurable-products/${parentSku}/child`, { childSku: sku })).body).toBe(true);
  });
  afterAll(() => t.close());

  it('asks for the options when none or an unknown combination is chosen', async () => {
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    expect(await add(masked, 1)).toMatchObject({ status: 400, body: { message: CHOOSE } });
    expect(await add(masked, 1, choice(color.green))).toMatchObject({ status: 400, body: { message: CHOOSE } });
    expect(
      await add(masked, 1, { extension_attributes: { configurable_item_options: [{ option_id: '999999', option_value: color.red }] } }),
    ).toMatchObject({
      status: 400,
      body: { message: CHOOSE },
    });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body).toEqual([]);
  });

  it('sells the chosen child: line, totals, order pair, invoice, shipment from a source, refund', async () => {
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    const added = await add(masked, 2, choice(color.red));
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      sku: redSku,
      name: 'Shirt',
      qty: 2,
      price: 25,
      product_type: 'configurable',
      product_option: choice(color.red),
    });
    // The same choice again adds up on the same line; another choice is a line of its own.
    expect((await add(masked, 1, choice(color.red))).body).toMatchObject({ item_id: added.body.item_id, qty: 3 });
    expect((await add(masked, 1, choice(color.blue))).body).toMatchObject({ sku: blueSku, price: 30 });
    const lines = (await guest.get(`/rest/V1/guest-carts/${masked}/items`)).body;
    expect(lines.map((l: { sku: string; qty: number }) => [l.sku, l.qty])).toEqual([
      [redSku, 3],
      [blueSku, 1],
    ]);
    // Stock is the child's: more than the child has is refused.
    expect((await add(masked, 8, choice(color.red))).status).toBe(400);

    expect((await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation())).status).toBe(200);
    const totals = (await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).body;
    expect(totals).toMatchObject({ subtotal: 105, shipping_amount: 20, grand_total: 125 });

    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    const orderId = placed.body;
    const order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    expect(order).toMatchObject({ subtotal: 105, grand_total: 125, total_qty_ordered: 4 });
    const parentLine = order.items.find((i: any) => i.product_type === 'configurable' && i.sku === redSku);
    const childLine = order.items.find((i: any) => i.parent_item_id === parentLine.item_id);
    expect(parentLine).toMatchObject({ price: 25, original_price: 25, qty_ordered: 3, row_total: 75, product_option: choice(color.red) });
    expect(childLine).toMatchObject({ sku: redSku, product_type: 'simple', qty_ordered: 3, price: 0 });
    expect(await salable(redSku)).toBe(7);
    expect(await salable(blueSku)).toBe(9);

    expect((await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true })).status).toBe(200);
    const shipped = await admin.post(`/rest/V1/order/${orderId}/ship`, {
      items: [{ order_item_id: parentLine.item_id, qty: 3 }],
      arguments: { extension_attributes: { source_code: 'default' } },
    });
    expect(shipped.status).toBe(200);
    expect(await onSource(redSku)).toBe(7);
    expect(await onSource(blueSku)).toBe(10);
    expect(await salable(redSku)).toBe(7);

    const refunded = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      items: [{ order_item_id: parentLine.item_id, qty: 1 }],
      arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: [parentLine.item_id] } },
    });
    expect(refunded.status).toBe(200);
    const memo = (await admin.get(`/rest/V1/creditmemo/${refunded.body}`)).body;
    expect(memo).toMatchObject({ subtotal: 25, grand_total: 25 });
    expect(await onSource(redSku)).toBe(8);
  });

  it("gives the child's reservation back once when the order is cancelled", async () => {
    const before = await salable(blueSku);
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    expect((await add(masked, 2, choice(color.blue))).status).toBe(200);
    await guest.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
    const placed = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(await salable(blueSku)).toBe(before - 2);
    expect((await admin.post(`/rest/V1/orders/${placed.body}/cancel`)).body).toBe(true);
    expect(await salable(blueSku)).toBe(before);
  });

  it('finds the child the catalogue holds now: one linked after a choice found none, one whose value changed', async () => {
    const masked = (await guest.post<string>('/rest/V1/guest-carts')).body;
    expect(await add(masked, 1, choice(color.green))).toMatchObject({ status: 400, body: { message: CHOOSE } });
    const greenSku = uniqueSku('cc-child');
    await createProduct(admin, {
      sku: greenSku,
      name: 'Shirt green',
      price: 35,
      weight: 1,
      custom_attributes: [{ attribute_code: 'cc_color', value: color.green }],
    });
    await stock(greenSku, 10);
    expect((await admin.post(`/rest/V1/configurable-products/${parentSku}/child`, { childSku: greenSku })).body).toBe(true);
    expect((await add(masked, 1, choice(color.green))).body).toMatchObject({ sku: greenSku, price: 35 });
    // The answer is kept beside the parent (a refused line keeps nothing: its transaction rolled back)...
    const cache = t.app.get(ProductCache);
    const [{ entity_id: parentId }] = await t.ds.query(`SELECT entity_id FROM catalog_product_entity WHERE sku = $1`, [parentSku]);
    const greenChoice = cache.derivedKey(parentId, ['child', color.id, color.green]);
    expect(cache.derived(greenChoice)).toMatchObject({ childId: expect.any(Number) });
    expect((await add(masked, 1, choice(color.green))).body).toMatchObject({ sku: greenSku, qty: 2 });
    // ...and dropped when a child's own value changes: green no more, the choice finds no child.
    expect(
      (
        await admin.put(`/rest/V1/products/${greenSku}`, {
          product: { custom_attributes: [{ attribute_code: 'cc_color', value: color.red }] },
        })
      ).status,
    ).toBe(200);
    expect(cache.derived(greenChoice)).toBeUndefined();
    const other = (await guest.post<string>('/rest/V1/guest-carts')).body;
    expect(await add(other, 1, choice(color.green))).toMatchObject({ status: 400, body: { message: CHOOSE } });
  });
});
