import { OrderPlacement } from '@mercato/sales';
import { adminClient, Client, startApp, TestApp } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import { guestOrder, stockedProduct } from './orders-support';
import { orderState, salableQty, sourceQuantities } from './shipments-support';

/** A bulk of shipments through /rest/async/bulk/V1/order/byOrderId/ship, run by the real consumer. */
describe('sales: bulk shipments', () => {
  let t: TestApp;
  let admin: Client;
  let consumer: ConsumerProcess;
  beforeAll(async () => {
    // The shared test database: the consumer process works on it.
    t = await startApp();
    admin = await adminClient(t);
    consumer = startConsumer();
  });
  afterAll(async () => {
    await consumer.stop();
    await t.close();
  });

  it('ships several orders in one bulk, one operation per order; a failing one fails alone', async () => {
    const placement = t.app.get(OrderPlacement);
    const sku = await stockedProduct(admin, 20);
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await placement.place(guestOrder(sku, 2, `bulk-ship-${i}@example.com`))).orderId);
    expect(await salableQty(admin, sku)).toBe(14);

    const res = await admin.post('/rest/async/bulk/V1/order/byOrderId/ship', [
      ...orders.map((orderId) => ({ orderId, items: [], arguments: { extension_attributes: { source_code: 'default' } } })),
      { orderId: orders[0], tracks: [{ title: 'no number' }] },
    ]);
    expect(res.status).toBe(202);
    expect(res.body.request_items).toHaveLength(4);
    const done = await waitForBulk(admin, res.body.bulk_uuid);
    const statuses = done.operations_list.map((o: any) => o.status);
    // Operations 1–3 complete; the fourth (order already shipped, bad track) is rejected.
    expect(statuses.slice(0, 3)).toEqual([1, 1, 1]);
    expect(statuses[3]).not.toBe(1);

    for (const orderId of orders) expect((await orderState(admin, orderId)).items[0].qty_shipped).toBe(2);
    expect(await sourceQuantities(admin, sku)).toEqual({ default: [14, 1] });
    expect(await salableQty(admin, sku)).toBe(14);
    const list = await admin.get(
      `/rest/V1/shipments?searchCriteria[filterGroups][0][filters][0][field]=order_id` +
        `&searchCriteria[filterGroups][0][filters][0][value]=${orders.join(',')}` +
        '&searchCriteria[filterGroups][0][filters][0][condition_type]=in',
    );
    expect(list.body.total_count).toBe(3);
  });
});
