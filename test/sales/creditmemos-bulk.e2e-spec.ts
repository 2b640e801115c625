import { OrderPlacement } from '@mercato/sales';
import { adminClient, Client, startApp, TestApp } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import { invoiceAll } from './creditmemos-support';
import { guestOrder, stockedProduct } from './orders-support';
import { orderState, salableQty, sourceQuantities } from './shipments-support';

/** A bulk of refunds through /rest/async/bulk/V1/order/byOrderId/refund, run by the real consumer. */
describe('sales: bulk refunds', () => {
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

  it('refunds several orders in one bulk, one operation per order; an over-refund fails alone', async () => {
    const placement = t.app.get(OrderPlacement);
    const sku = await stockedProduct(admin, 20);
    const orders: number[] = [];
    for (let i = 0; i < 3; i++) {
      const orderId = (await placement.place(guestOrder(sku, 2, `bulk-refund-${i}@example.com`))).orderId;
      await invoiceAll(admin, orderId);
      orders.push(orderId);
    }
    expect(await salableQty(admin, sku)).toBe(14);
    const itemOf = async (orderId: number) => (await orderState(admin, orderId)).items[0].item_id;

    const res = await admin.post('/rest/async/bulk/V1/order/byOrderId/refund', [
      ...(await Promise.all(
        orders.map(async (orderId) => ({
          orderId,
          items: [{ order_item_id: await itemOf(orderId), qty: 2 }],
          arguments: { extension_attributes: { return_to_stock_items: [await itemOf(orderId)] } },
        })),
      )),
      { orderId: orders[0], arguments: { adjustment_positive: 100 } },
    ]);
    expect(res.status).toBe(202);
    expect(res.body.request_items).toHaveLength(4);
    const done = await waitForBulk(admin, res.body.bulk_uuid);
    const statuses = done.operations_list.map((o: any) => o.status);
    expect(statuses.slice(0, 3)).toEqual([1, 1, 1]);
    expect(statuses[3]).not.toBe(1);

    for (const orderId of orders) expect((await orderState(admin, orderId)).items[0].qty_refunded).toBe(2);
    // Returned to stock before shipping: the reservations are released, the source keeps its goods.
    expect(await sourceQuantities(admin, sku)).toEqual({ default: [20, 1] });
    expect(await salableQty(admin, sku)).toBe(20);
  });
});
