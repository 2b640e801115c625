import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { startConsumer, waitForBulk, waitForOutput } from '../support/consumer';

/** A request's id travels from the API's answer and log line into the consumer's lines about its bulk. */
describe('request ids', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('answers the id a request came with, or a new one when it has none or an unusable one', async () => {
    const given = await fetch(`${t.base}/health`, { headers: { 'X-Request-Id': 'edge-7f3a.1' } });
    expect(given.headers.get('x-request-id')).toBe('edge-7f3a.1');
    const none = await fetch(`${t.base}/health`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await fetch(`${t.base}/health`, { headers: { 'X-Request-Id': 'x"} {"level":"error' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stores it with an accepted bulk and writes it on the consumer's line about the bulk's operations", async () => {
    const sku = uniqueSku('reqid');
    await admin.post('/rest/V1/products', { product: { sku, name: 'Request id', price: 5, attribute_set_id: 4, type_id: 'simple' } });
    const accepted = await admin.call('POST', '/rest/async/bulk/V1/products/base-prices', [{ prices: [{ sku, price: 6, store_id: 0 }] }], {
      'X-Request-Id': 'bulk-request-42',
    });
    expect(accepted.headers.get('x-request-id')).toBe('bulk-request-42');
    const uuid = accepted.body.bulk_uuid as string;
    const [{ request_id }] = await t.ds.query(`SELECT request_id FROM magento_bulk WHERE uuid = $1`, [uuid]);
    expect(request_id).toBe('bulk-request-42');
    const consumer = startConsumer([], { LOG_LEVEL: 'info' });
    try {
      await waitForBulk(admin, uuid);
      await waitForOutput(consumer, '"request_id":"bulk-request-42"');
      const line = consumer
        .output()
        .split('\n')
        .find((l) => l.includes('"request_id":"bulk-request-42"'))!;
      expect(JSON.parse(line)).toMatchObject({
        level: 'info',
        msg: 'operations run',
        // A batch may hold operations of other bulks still open in this database.
        bulks: expect.arrayContaining([{ bulk_uuid: uuid, request_id: 'bulk-request-42' }]),
      });
    } finally {
      await consumer.stop();
    }
  });
});
