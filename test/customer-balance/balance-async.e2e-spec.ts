import { adminClient, startApp, TestApp } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import { giveStoreCredit, product, readyCart, segment, shopper } from './support';

const TOPIC = 'async.magento.customerbalance.api.balancemanagementinterface.apply.post';

/** `POST /rest/async/V1/carts/mine/balance/apply`: accepted with 202 for the caller's cart, applied by the real consumer. */
describe('store credit applied asynchronously', () => {
  let t: TestApp;
  let consumer: ConsumerProcess;

  beforeAll(async () => {
    t = await startApp();
    consumer = startConsumer();
  });
  afterAll(async () => {
    await consumer.stop();
    await t.close();
  });

  it("queues the call under Magento's topic with the caller's cart, and the consumer applies the credit to it", async () => {
    const admin = await adminClient(t);
    const sku = await product(admin);
    const { customer, client: me } = await shopper(t);
    await giveStoreCredit(t, customer.email, 10);
    await readyCart(me, sku, 1);

    const accepted = await me.post('/rest/async/V1/carts/mine/balance/apply');
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ errors: false, request_items: [{ id: 0, status: 'accepted' }] });
    // Bulk statuses are an administrator's to read.
    const done = await waitForBulk(admin, accepted.body.bulk_uuid);
    expect(done).toMatchObject({ description: TOPIC, operations_list: [{ id: 0, status: 1 }] });

    const totals = (await me.get('/rest/V1/carts/mine/totals')).body;
    expect(totals.grand_total).toBe(15);
    expect(segment(totals, 'customerbalance')).toMatchObject({ value: -10 });

    // A customer without store credit: accepted, then refused by the consumer with Magento's message.
    const poor = await shopper(t);
    await readyCart(poor.client, sku, 1);
    const refused = await poor.client.post('/rest/async/V1/carts/mine/balance/apply');
    expect(refused.status).toBe(202);
    expect((await waitForBulk(admin, refused.body.bulk_uuid)).operations_list).toEqual([
      { id: 0, status: 3, result_message: 'You do not have enough store credit to complete this order.', error_code: 0 },
    ]);
  });
});
