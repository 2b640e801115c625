import { OrderPlacement } from '@mercato/sales';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { mailsTo, tempDataDir } from '../support/mail';
import { guestOrder, stockedProduct } from './orders-support';
import { linkWarehouses, orderState, salableQty, sourceQuantities } from './shipments-support';

const INVALID = 'Shipment Document Validation Error(s):\n';

/** POST /V1/order/:orderId/ship from named sources, the shipment documents and their repositories. */
describe('sales: shipments', () => {
  let t: TestApp;
  let admin: Client;
  let placement: OrderPlacement;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    // Own database: the test links two more sources to the default stock.
    t = await startIsolatedApp('sales_shipments', { DATA_DIR: dataDir });
    admin = await adminClient(t);
    placement = t.app.get(OrderPlacement);
    await linkWarehouses(t);
  });
  afterAll(() => t.close());

  /** A product with 2 on wh-a and 5 on wh-b (none on default). */
  async function warehouseProduct(): Promise<string> {
    const sku = uniqueSku('shp');
    await createProduct(admin, { sku, price: 10, weight: 1 });
    const res = await admin.post('/rest/V1/inventory/source-items', {
      sourceItems: [
        { sku, source_code: 'wh-a', quantity: 2, status: 1 },
        { sku, source_code: 'wh-b', quantity: 5, status: 1 },
      ],
    });
    expect(res.status).toBe(200);
    return sku;
  }

  const itemOf = async (orderId: number) => (await orderState(admin, orderId)).items[0];

  it('ships partially from wh-a, then the rest from wh-b: sources, salable quantity and order state at each step', async () => {
    const sku = await warehouseProduct();
    expect(await salableQty(admin, sku)).toBe(7);
    const email = `${uniqueSku('ship')}@example.com`;
    const { orderId } = await placement.place(guestOrder(sku, 4, email));
    expect(await salableQty(admin, sku)).toBe(3);
    const item = await itemOf(orderId);

    const first = await admin.post(`/rest/V1/order/${orderId}/ship`, {
      items: [{ order_item_id: item.item_id, qty: 2 }],
      tracks: [{ track_number: '1Z-A', title: 'UPS', carrier_code: 'ups' }],
      comment: { comment: 'first box', is_visible_on_front: 1 },
      arguments: { extension_attributes: { source_code: 'wh-a' } },
    });
    expect(first.status).toBe(200);
    expect(typeof first.body).toBe('number');
    // wh-a is emptied (and out of stock), the reservation is compensated: salable stays 3.
    expect(await sourceQuantities(admin, sku)).toEqual({ default: [0, 0], 'wh-a': [0, 0], 'wh-b': [5, 1] });
    expect(await salableQty(admin, sku)).toBe(3);
    let order = await orderState(admin, orderId);
    expect(order).toMatchObject({ state: 'processing', status: 'processing' });
    expect(order.items[0].qty_shipped).toBe(2);

    const shipment = await admin.get(`/rest/V1/shipment/${first.body}`);
    expect(shipment.status).toBe(200);
    expect(shipment.body).toMatchObject({
      entity_id: first.body,
      increment_id: '000000001',
      order_id: orderId,
      store_id: 1,
      total_qty: 2,
      items: [{ order_item_id: item.item_id, sku, qty: 2, price: 10, parent_id: first.body }],
      tracks: [{ track_number: '1Z-A', title: 'UPS', carrier_code: 'ups', order_id: orderId }],
      comments: [{ comment: 'first box', is_visible_on_front: 1, is_customer_notified: 0 }],
      extension_attributes: { source_code: 'wh-a' },
    });

    // Asking for more than remains ships the remainder (Magento's ShipmentFactory caps it).
    const second = await admin.post(`/rest/V1/order/${orderId}/ship`, {
      items: [{ order_item_id: item.item_id, qty: 10 }],
      notify: true,
      arguments: { extension_attributes: { source_code: 'wh-b' } },
    });
    expect(second.status).toBe(200);
    expect(await sourceQuantities(admin, sku)).toEqual({ default: [0, 0], 'wh-a': [0, 0], 'wh-b': [3, 1] });
    expect(await salableQty(admin, sku)).toBe(3);
    order = await orderState(admin, orderId);
    // Shipped in full but not invoiced: still processing.
    expect(order).toMatchObject({ state: 'processing' });
    expect(order.items[0].qty_shipped).toBe(4);
    expect((await admin.get(`/rest/V1/shipment/${second.body}`)).body).toMatchObject({
      total_qty: 2,
      extension_attributes: { source_code: 'wh-b' },
    });
    const mails = (await mailsTo(dataDir, email)).filter((m: any) => m.subject.includes('shipped'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Your Shipment #000000002');

    const list = await admin.get(
      `/rest/V1/shipments?searchCriteria[filterGroups][0][filters][0][field]=order_id` +
        `&searchCriteria[filterGroups][0][filters][0][value]=${orderId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(2);
    expect(list.body.items.map((s: any) => s.extension_attributes.source_code)).toEqual(['wh-a', 'wh-b']);

    // Nothing is left to ship.
    const third = await admin.post(`/rest/V1/order/${orderId}/ship`, { items: [] });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe(
      `${INVALID}The order does not allow a shipment to be created.\nYou can't create a shipment without products.`,
    );
  });

  it('completes an invoiced order; the default source keeps the legacy stock item in sync', async () => {
    const sku = await stockedProduct(admin, 10);
    const { orderId } = await placement.place(guestOrder(sku, 3, 'complete@example.com'));
    // The invoice is another engineer's document: its effect on the order line is set directly here.
    await t.ds.query(`UPDATE sales_order_item SET qty_invoiced = qty_ordered WHERE order_id = $1`, [orderId]);
    await t.ds.query(
      `UPDATE sales_order SET total_invoiced = grand_total, base_total_invoiced = base_grand_total, total_paid = grand_total,
      base_total_paid = base_grand_total, total_due = 0, base_total_due = 0 WHERE entity_id = $1`,
      [orderId],
    );
    // No source named: the stock has three sources, so `default`.
    const res = await admin.post(`/rest/V1/order/${orderId}/ship`, {});
    expect(res.status).toBe(200);
    expect((await admin.get(`/rest/V1/shipment/${res.body}`)).body.extension_attributes).toEqual({ source_code: 'default' });
    expect(await sourceQuantities(admin, sku)).toEqual({ default: [7, 1] });
    expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toMatchObject({ qty: 7, is_in_stock: true });
    expect(await salableQty(admin, sku)).toBe(7);
    expect(await orderState(admin, orderId)).toMatchObject({ state: 'complete', status: 'complete' });
  });

  it("answers Magento's validation messages and leaves nothing behind on failure", async () => {
    const sku = await warehouseProduct();
    const { orderId } = await placement.place(guestOrder(sku, 3, 'errors@example.com'));
    const item = await itemOf(orderId);

    const noTrack = await admin.post(`/rest/V1/order/${orderId}/ship`, { tracks: [{ title: 'UPS', carrier_code: 'ups' }] });
    expect(noTrack.status).toBe(400);
    expect(noTrack.body.message).toBe(`${INVALID}Please enter a tracking number.`);

    const otherItem = await admin.post(`/rest/V1/order/${orderId}/ship`, { items: [{ order_item_id: 999999, qty: 1 }] });
    expect(otherItem.body.message).toBe(`${INVALID}You can't create a shipment without products.`);

    // wh-a holds 2: shipping 3 from it fails in the source deduction, generically.
    const short = await admin.post(`/rest/V1/order/${orderId}/ship`, { arguments: { extension_attributes: { source_code: 'wh-a' } } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Could not save a shipment, see error log for details');
    const missing = await admin.post(`/rest/V1/order/${orderId}/ship`, { arguments: { extension_attributes: { source_code: 'wh-none' } } });
    expect(missing.body.message).toBe('Could not save a shipment, see error log for details');
    // Rolled back: no shipment, nothing shipped, sources and salable quantity untouched.
    expect((await itemOf(orderId)).qty_shipped).toBe(0);
    expect(await sourceQuantities(admin, sku)).toEqual({ default: [0, 0], 'wh-a': [2, 1], 'wh-b': [5, 1] });
    expect(await salableQty(admin, sku)).toBe(4);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM sales_shipment WHERE order_id = $1`, [orderId]);
    expect(n).toBe(0);

    expect((await admin.post(`/rest/V1/orders/${orderId}/hold`, {})).body).toBe(true);
    const held = await admin.post(`/rest/V1/order/${orderId}/ship`, { items: [{ order_item_id: item.item_id, qty: 1 }] });
    expect(held.body.message).toBe(`${INVALID}A shipment cannot be created when an order has a status of holded`);

    expect((await admin.post('/rest/V1/order/987654/ship', {})).status).toBe(404);
    expect((await admin.get('/rest/V1/shipment/987654')).body.message).toBe(
      "The entity that was requested doesn't exist. Verify the entity and try again.",
    );
  });

  it('POST /V1/shipment/ saves the full entity form; comments, tracks, e-mails and the label', async () => {
    const sku = await warehouseProduct();
    const email = `${uniqueSku('repo')}@example.com`;
    const { orderId } = await placement.place(guestOrder(sku, 2, email));
    const item = await itemOf(orderId);
    const saved = await admin.post('/rest/V1/shipment/', {
      entity: {
        order_id: orderId,
        items: [{ order_item_id: item.item_id, qty: 1 }],
        tracks: [{ track_number: 'T-1', title: 'DHL', carrier_code: 'dhl' }],
        comments: [{ comment: 'packed', is_customer_notified: 0, is_visible_on_front: 0 }],
        extension_attributes: { source_code: 'wh-b' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      order_id: orderId,
      total_qty: 1,
      items: [{ order_item_id: item.item_id, sku, qty: 1 }],
      tracks: [{ track_number: 'T-1' }],
      comments: [{ comment: 'packed' }],
      extension_attributes: { source_code: 'wh-b' },
    });
    const id = saved.body.entity_id;
    // MSI deducts for any new shipment; a repository save does not touch the order's quantities.
    expect(await sourceQuantities(admin, sku)).toEqual({ default: [0, 0], 'wh-a': [2, 1], 'wh-b': [4, 1] });
    expect(await salableQty(admin, sku)).toBe(5);
    expect((await itemOf(orderId)).qty_shipped).toBe(0);

    const comment = await admin.post(`/rest/V1/shipment/${id}/comments`, {
      entity: { parent_id: id, comment: 'on its way', is_visible_on_front: 1 },
    });
    expect(comment.status).toBe(200);
    expect(comment.body).toMatchObject({ parent_id: id, comment: 'on its way', is_visible_on_front: 1 });
    const comments = await admin.get(`/rest/V1/shipment/${id}/comments`);
    expect(comments.body.items.map((c: any) => c.comment)).toEqual(['packed', 'on its way']);
    expect(comments.body.total_count).toBe(2);

    const track = await admin.post('/rest/V1/shipment/track', {
      entity: { parent_id: id, order_id: orderId, track_number: 'T-2', carrier_code: 'ups' },
    });
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({ parent_id: id, order_id: orderId, track_number: 'T-2' });
    const wrongOrder = await admin.post('/rest/V1/shipment/track', {
      entity: { parent_id: id, order_id: orderId + 1000, track_number: 'T-3' },
    });
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body.message).toBe('Could not save the shipment tracking.');
    expect((await admin.call('DELETE', `/rest/V1/shipment/track/${track.body.entity_id}`)).body).toBe(true);
    expect((await admin.call('DELETE', `/rest/V1/shipment/track/${track.body.entity_id}`)).status).toBe(404);
    expect((await admin.get(`/rest/V1/shipment/${id}`)).body.tracks.map((x: any) => x.track_number)).toEqual(['T-1']);

    expect((await admin.post(`/rest/V1/shipment/${id}/emails`, {})).body).toBe(true);
    expect((await mailsTo(dataDir, email)).some((m: any) => m.text.includes('Tracking number: T-1'))).toBe(true);
    expect((await admin.get(`/rest/V1/shipment/${id}`)).body.email_sent).toBe(1);

    expect((await admin.get(`/rest/V1/shipment/${id}/label`)).body).toBe('');
    const labelled = await admin.post('/rest/V1/shipment/', { entity: { entity_id: id, shipping_label: 'JVBERi0xLjQ=' } });
    expect(labelled.status).toBe(200);
    expect((await admin.get(`/rest/V1/shipment/${id}/label`)).body).toBe('JVBERi0xLjQ=');

    const noOrder = await admin.post('/rest/V1/shipment/', { entity: { order_id: 987654, items: [] } });
    expect(noOrder.status).toBe(400);
    expect(noOrder.body.message).toBe("The shipment couldn't be saved.");
  });
});
