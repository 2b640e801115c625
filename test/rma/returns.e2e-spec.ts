import { OrderPlacement } from '@mercato/sales';
import { adminClient, Client, startApp, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { guestOrder, stockedProduct } from '../sales/orders-support';

/** Magento_Rma (commerce edition): returns of shipped order items, comments, tracks, labels, attribute metadata. */
describe('rma: returns', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  /** An order of 3 units, 2 of them shipped. */
  async function shippedOrder(): Promise<{ orderId: number; itemId: number; incrementId: string }> {
    const sku = await stockedProduct(admin, 10);
    const { orderId } = await t.app.get(OrderPlacement).place(guestOrder(sku, 3, `${uniqueSku('rma')}@example.com`));
    const order = (await admin.get(`/rest/V1/orders/${orderId}`)).body;
    const itemId = order.items[0].item_id;
    const ship = await admin.post(`/rest/V1/order/${orderId}/ship`, { items: [{ order_item_id: itemId, qty: 2 }] });
    expect(ship.status).toBe(200);
    return { orderId, itemId, incrementId: order.increment_id };
  }

  const count = async () => Number((await t.ds.query(`SELECT count(*) FROM magento_rma`))[0].count);

  it('answers the rma item attribute metadata with the installed options', async () => {
    const reason = await admin.get('/rest/V1/returnsAttributeMetadata/reason');
    expect(reason.status).toBe(200);
    expect(reason.body).toMatchObject({ attribute_code: 'reason', frontend_input: 'select', system: true, user_defined: false });
    expect(reason.body.options.map((o: any) => o.label)).toEqual([' ', 'Wrong Color', 'Wrong Size', 'Out of Service', 'Other']);
    const all = await admin.get('/rest/V1/returnsAttributeMetadata');
    expect(all.body.map((a: any) => a.attribute_code)).toEqual(['reason', 'condition', 'resolution', 'reason_other']);
    const condition = all.body.find((a: any) => a.attribute_code === 'condition');
    expect(condition.options.slice(1).map((o: any) => o.label)).toEqual(['Unopened', 'Opened', 'Damaged']);
    expect((await admin.get('/rest/V1/returnsAttributeMetadata/form/default')).body).toHaveLength(4);
    expect((await admin.get('/rest/V1/returnsAttributeMetadata/custom')).body).toEqual([]);
    const missing = await admin.get('/rest/V1/returnsAttributeMetadata/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value',
      parameters: { fieldName: 'entityType', fieldValue: 'rma_item', field2Name: 'attributeCode', field2Value: 'nope' },
    });
    expect((await admin.get('/rest/V1/returnsAttributeMetadata/form/nope')).status).toBe(404);
  });

  it('creates, reads, searches, updates and deletes a return; bad input writes nothing', async () => {
    const { orderId, itemId, incrementId } = await shippedOrder();
    const options = (await admin.get('/rest/V1/returnsAttributeMetadata/reason')).body.options;
    const wrongSize = options.find((o: any) => o.label === 'Wrong Size').value;
    const before = await count();

    const notInOrder = await admin.post('/rest/V1/returns', {
      rmaDataObject: { order_id: orderId, items: [{ order_item_id: 99999999, qty_requested: 1 }] },
    });
    expect(notInOrder.status).toBe(400);
    expect(notInOrder.body).toEqual({
      message: 'The order item with ID "%1" doesn\'t belong to order "%2".',
      parameters: { 1: 99999999, 2: incrementId },
    });
    const tooMany = await admin.post('/rest/V1/returns', {
      rmaDataObject: { order_id: orderId, items: [{ order_item_id: itemId, qty_requested: 3 }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A quantity of %1 is greater than you can return.');
    const badReason = await admin.post('/rest/V1/returns', {
      rmaDataObject: { order_id: orderId, items: [{ order_item_id: itemId, qty_requested: 1, reason: '999999' }] },
    });
    expect(badReason.status).toBe(400);
    expect((await admin.post('/rest/V1/returns', { rmaDataObject: { order_id: 99999999, items: [] } })).status).toBe(404);
    expect((await admin.post('/rest/V1/returns', { rmaDataObject: { order_id: orderId, bogus: 1 } })).status).toBe(400);
    expect(await count()).toBe(before);

    const created = await admin.post('/rest/V1/returns', {
      rmaDataObject: {
        order_id: orderId,
        customer_custom_email: 'back@example.com',
        items: [{ order_item_id: itemId, qty_requested: 2, reason: wrongSize }],
        comments: [{ comment: 'Too small', is_customer_notified: true, is_visible_on_front: true }],
      },
    });
    expect(created.status).toBe(200);
    const rma = created.body;
    expect(rma).toMatchObject({
      order_id: orderId,
      order_increment_id: incrementId,
      store_id: 1,
      customer_custom_email: 'back@example.com',
      status: 'pending',
      items: [{ order_item_id: itemId, qty_requested: 2, reason: wrongSize, status: 'pending', rma_entity_id: rma.entity_id }],
      comments: [{ comment: 'Too small', is_customer_notified: true, is_visible_on_front: true }],
      tracks: [],
    });
    expect(rma.increment_id).toMatch(/^\d{9}$/);
    expect(rma.date_requested).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // The two shipped units are now claimed: a second return of one more is refused.
    const again = await admin.post('/rest/V1/returns', {
      rmaDataObject: { order_id: orderId, items: [{ order_item_id: itemId, qty_requested: 1 }] },
    });
    expect(again.status).toBe(400);

    expect((await admin.get(`/rest/V1/returns/${rma.entity_id}`)).body).toEqual(rma);
    const search = await admin.get(
      `/rest/V1/returns?searchCriteria[filterGroups][0][filters][0][field]=order_id` +
        `&searchCriteria[filterGroups][0][filters][0][value]=${orderId}`,
    );
    expect(search.status).toBe(200);
    expect(search.body.total_count).toBe(1);
    expect(search.body.items[0].entity_id).toBe(rma.entity_id);

    // Authorizing one item: the return is authorized; then received on one line only.
    const itemEntity = rma.items[0].entity_id;
    const authorized = await admin.put(`/rest/V1/returns/${rma.entity_id}`, {
      rmaDataObject: { items: [{ entity_id: itemEntity, qty_authorized: 2, status: 'authorized' }] },
    });
    expect(authorized.status).toBe(200);
    expect(authorized.body).toMatchObject({ status: 'authorized', items: [{ qty_authorized: 2, status: 'authorized' }] });
    const overAuthorized = await admin.put(`/rest/V1/returns/${rma.entity_id}`, {
      rmaDataObject: { items: [{ entity_id: itemEntity, qty_authorized: 5 }] },
    });
    expect(overAuthorized.status).toBe(400);
    const badStatus = await admin.put(`/rest/V1/returns/${rma.entity_id}`, {
      rmaDataObject: { items: [{ entity_id: itemEntity, status: 'lost' }] },
    });
    expect(badStatus.status).toBe(400);
    const received = await admin.put(`/rest/V1/returns/${rma.entity_id}`, {
      rmaDataObject: { items: [{ entity_id: itemEntity, qty_returned: 2, status: 'received' }] },
    });
    expect(received.body.status).toBe('received');
    const approved = await admin.put(`/rest/V1/returns/${rma.entity_id}`, {
      rmaDataObject: { items: [{ entity_id: itemEntity, qty_approved: 2, status: 'approved' }] },
    });
    expect(approved.body.status).toBe('processed_closed');

    expect((await admin.delete(`/rest/V1/returns/${rma.entity_id}`)).body).toBe(true);
    const gone = await admin.get(`/rest/V1/returns/${rma.entity_id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'id', fieldValue: rma.entity_id },
    });
    expect(
      (await t.ds.query(`SELECT count(*)::int AS n FROM magento_rma_item_entity WHERE rma_entity_id = $1`, [rma.entity_id]))[0].n,
    ).toBe(0);
  });

  it('comments, tracking numbers and labels', async () => {
    const { orderId, itemId } = await shippedOrder();
    const rma = (
      await admin.post('/rest/V1/returns', { rmaDataObject: { order_id: orderId, items: [{ order_item_id: itemId, qty_requested: 1 }] } })
    ).body;
    const base = `/rest/V1/returns/${rma.entity_id}`;

    expect(
      (await admin.post(`${base}/comments`, { data: { comment: 'Label sent', is_customer_notified: false, is_visible_on_front: true } }))
        .body,
    ).toBe(true);
    expect((await admin.post(`${base}/comments`, { data: { is_visible_on_front: true } })).status).toBe(400);
    const comments = await admin.get(`${base}/comments`);
    expect(comments.body.total_count).toBe(1);
    expect(comments.body.items[0]).toMatchObject({
      rma_entity_id: rma.entity_id,
      comment: 'Label sent',
      is_customer_notified: false,
      is_visible_on_front: true,
    });

    expect(
      (await admin.post(`${base}/tracking-numbers`, { track: { track_number: '1Z999', carrier_title: 'UPS', carrier_code: 'ups' } })).body,
    ).toBe(true);
    expect((await admin.post(`${base}/tracking-numbers`, { track: { carrier_code: 'ups' } })).status).toBe(400);
    const tracks = await admin.get(`${base}/tracking-numbers`);
    expect(tracks.body.items).toEqual([
      { entity_id: expect.any(Number), rma_entity_id: rma.entity_id, track_number: '1Z999', carrier_title: 'UPS', carrier_code: 'ups' },
    ]);
    expect((await admin.get(`${base}/labels`)).body).toBe('');

    const trackId = tracks.body.items[0].entity_id;
    expect((await admin.delete(`${base}/tracking-numbers/${trackId}`)).body).toBe(true);
    expect((await admin.delete(`${base}/tracking-numbers/${trackId}`)).status).toBe(404);
    expect((await admin.get(`${base}/tracking-numbers`)).body.total_count).toBe(0);
    expect((await admin.get('/rest/V1/returns/99999999/comments')).status).toBe(404);
    expect((await admin.get('/rest/V1/returns/99999999/labels')).status).toBe(404);
  });

  it('is not served in the open-source edition', async () => {
    const oss = await startIsolatedApp('rma_oss', { EDITION: 'open-source' });
    try {
      const ossAdmin = await adminClient(oss);
      expect((await ossAdmin.get('/rest/V1/returns?searchCriteria[pageSize]=1')).status).toBe(404);
    } finally {
      await oss.close();
    }
  });
});
