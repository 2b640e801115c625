import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { guestPayment, preparedGuestCart } from '../quote/checkout-support';
import { linkWarehouses, orderState, salableQty, sourceQuantities } from './shipments-support';

const TRANSFER = '/rest/all/V1/inventory/bulk-product-source-transfer';

/**
 * The whole fulfilment story over HTTP (issue 8): an order placed through checkout, invoiced,
 * shipped partly from warehouse A and the rest from warehouse B, refunded with return to stock,
 * checking source quantities, salable quantity, order state and totals at each step; the error
 * paths on the way; then a bulk source transfer of what remains.
 */
describe('sales: the fulfilment story', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('fulfilment-story');
    admin = await adminClient(t);
    guest = new Client(t.base);
    await linkWarehouses(t);
  });
  afterAll(() => t.close());

  it('order → invoice → ship from A and B → refund with return to stock → transfer the rest', async () => {
    // Two SKUs: 4 on wh-a and 6 on wh-b for the ordered one, 3 on wh-a for the other (never ordered).
    const sku = uniqueSku('story');
    const other = uniqueSku('story');
    for (const s of [sku, other]) await createProduct(admin, { sku: s, price: 20, weight: 1 });
    let res = await admin.post('/rest/V1/inventory/source-items', {
      sourceItems: [
        { sku, source_code: 'wh-a', quantity: 4, status: 1 },
        { sku, source_code: 'wh-b', quantity: 6, status: 1 },
        { sku: other, source_code: 'wh-a', quantity: 3, status: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(await salableQty(admin, sku)).toBe(10);

    // 1. Placed through checkout: 5 units reserved, sources untouched.
    const masked = await preparedGuestCart(guest, [[sku, 5]]);
    res = await guest.post(`/rest/V1/guest-carts/${masked}/payment-information`, guestPayment);
    expect(res.status).toBe(200);
    const orderId: number = res.body;
    let order = await orderState(admin, orderId);
    expect(order).toMatchObject({ state: 'new', status: 'pending', subtotal: 100, shipping_amount: 25 });
    const grandTotal: number = (order as any).grand_total;
    expect(grandTotal).toBe(100 + 25 + ((order as any).tax_amount ?? 0));
    const itemId: number = order.items[0].item_id;
    expect(await salableQty(admin, sku)).toBe(5);
    expect(await sourceQuantities(admin, sku)).toMatchObject({ 'wh-a': [4, 1], 'wh-b': [6, 1] });

    // Nothing paid yet: no refund.
    res = await admin.post(`/rest/V1/order/${orderId}/refund`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Creditmemo Document Validation Error\(s\):\nThe order does not allow a creditmemo to be created\./);

    // 2. Invoiced: processing, paid in full; inventory unchanged.
    res = await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true });
    expect(res.status).toBe(200);
    order = await orderState(admin, orderId);
    expect(order).toMatchObject({ state: 'processing', status: 'processing', total_paid: grandTotal, total_invoiced: grandTotal });
    expect(await salableQty(admin, sku)).toBe(5);

    // 3. 3 shipped from wh-a (not the source selection's choice of splitting, the merchant's): wh-a loses 3, the reservation is
    // compensated.
    res = await admin.post(`/rest/V1/order/${orderId}/ship`, {
      items: [{ order_item_id: itemId, qty: 3 }],
      arguments: { extension_attributes: { source_code: 'wh-a' } },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('number');
    expect(await sourceQuantities(admin, sku)).toMatchObject({ 'wh-a': [1, 1], 'wh-b': [6, 1] });
    expect(await salableQty(admin, sku)).toBe(5);
    order = await orderState(admin, orderId);
    expect(order.state).toBe('processing');
    expect(order.items[0]).toMatchObject({ qty_shipped: 3 });

    // 4. The other 2 from wh-b: everything invoiced and shipped → complete.
    res = await admin.post(`/rest/V1/order/${orderId}/ship`, {
      items: [{ order_item_id: itemId, qty: 2 }],
      arguments: { extension_attributes: { source_code: 'wh-b' } },
    });
    expect(res.status).toBe(200);
    expect(await sourceQuantities(admin, sku)).toMatchObject({ 'wh-a': [1, 1], 'wh-b': [4, 1] });
    expect(await salableQty(admin, sku)).toBe(5);
    order = await orderState(admin, orderId);
    expect(order).toMatchObject({ state: 'complete', status: 'complete' });
    const shipments = (
      await admin.get(
        `/rest/V1/shipments?searchCriteria[filter_groups][0][filters][0][field]=order_id` +
          `&searchCriteria[filter_groups][0][filters][0][value]=${orderId}`,
      )
    ).body;
    expect(shipments.items.map((s: any) => s.extension_attributes?.source_code).sort()).toEqual(['wh-a', 'wh-b']);

    // Error paths: nothing left to ship or invoice; a refund over the ordered quantity or the money paid.
    res = await admin.post(`/rest/V1/order/${orderId}/ship`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Shipment Document Validation Error\(s\):\n/);
    res = await admin.post(`/rest/V1/order/${orderId}/invoice`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invoice Document Validation Error\(s\):\n/);
    res = await admin.post(`/rest/V1/order/${orderId}/refund`, { items: [{ order_item_id: itemId, qty: 6 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('The quantity to refund must not be greater than the unrefunded quantity.');
    res = await admin.post(`/rest/V1/order/${orderId}/refund`, { arguments: { adjustment_positive: 1 } });
    expect(res.body.message).toBe(`Creditmemo Document Validation Error(s):\nThe most money available to refund is ${grandTotal}.`);

    // 5. Refund 2 with return to stock, no shipping: back to wh-b (the latest shipment); money remains → still complete.
    res = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      items: [{ order_item_id: itemId, qty: 2 }],
      arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: [itemId] } },
    });
    expect(res.status).toBe(200);
    expect(await sourceQuantities(admin, sku)).toMatchObject({ 'wh-a': [1, 1], 'wh-b': [6, 1] });
    expect(await salableQty(admin, sku)).toBe(7);
    order = await orderState(admin, orderId);
    expect(order).toMatchObject({ state: 'complete', total_refunded: 40, shipping_refunded: 0 });

    // 6. Refund the rest with return to stock: the 3 go back to wh-a, the order is closed, everything paid was refunded.
    res = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      arguments: { extension_attributes: { return_to_stock_items: [itemId] } },
    });
    expect(res.status).toBe(200);
    expect((await admin.get(`/rest/V1/creditmemo/${res.body}`)).body).toMatchObject({
      subtotal: 60,
      shipping_amount: 25,
      grand_total: grandTotal - 40,
    });
    expect(await sourceQuantities(admin, sku)).toMatchObject({ 'wh-a': [4, 1], 'wh-b': [6, 1] });
    expect(await salableQty(admin, sku)).toBe(10);
    order = await orderState(admin, orderId);
    expect(order).toMatchObject({ state: 'closed', status: 'closed', total_refunded: grandTotal, total_offline_refunded: grandTotal });
    expect(order.items[0]).toMatchObject({ qty_refunded: 5, qty_shipped: 5, qty_invoiced: 5 });
    res = await admin.post(`/rest/V1/order/${orderId}/refund`, {});
    expect(res.body.message).toMatch(/A creditmemo can not be created when an order has a status of closed/);

    // 7. Move what remains on wh-a to wh-b in one bulk transfer.
    res = await admin.post(TRANSFER, { skus: [sku, other], originSource: 'wh-a', destinationSource: 'wh-b', unassignFromOrigin: true });
    expect(res).toMatchObject({ status: 200, body: true });
    // (Creating a product also gave it an empty `default` source item, which the transfer leaves alone.)
    const after = [await sourceQuantities(admin, sku), await sourceQuantities(admin, other)];
    expect(after[0]).toMatchObject({ 'wh-b': [10, 1] });
    expect(after[1]).toMatchObject({ 'wh-b': [3, 1] });
    expect(after.map((a) => 'wh-a' in a)).toEqual([false, false]);
    expect(await salableQty(admin, sku)).toBe(10);
    expect(await salableQty(admin, other)).toBe(3);
  });
});
