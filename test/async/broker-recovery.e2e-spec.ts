import { execFileSync } from 'node:child_process';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { startConsumer, waitForBulk } from '../support/consumer';

const amqp = !!process.env.MERCATO_TEST_AMQP_URL;
const OPERATIONS = 1000;

/**
 * The broker loses what it held (its virtual host deleted and made again, as an operator or a
 * failed-over broker does): the consumer reconnects within seconds, sees that the queue it finds
 * was made anew, and the operations whose messages went with the old one are queued again at once
 * — not after the sweeper's ten minutes.
 */
(amqp ? describe : describe.skip)('a broker that lost its queues', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it(`a vhost deleted under a draining consumer: the ${OPERATIONS}-operation bulk still completes within seconds, each once`, async () => {
    // Product creates: slow enough (a few milliseconds each) for the deletion to land mid-bulk.
    const prefix = uniqueSku('vhost');
    const skus = Array.from({ length: OPERATIONS }, (_, i) => `${prefix}-${i}`);
    const accepted = await admin.post(
      '/rest/async/bulk/V1/products',
      skus.map((sku, i) => ({ product: { sku, name: sku, price: 10 + i, attribute_set_id: 4, type_id: 'simple' } })),
    );
    expect(accepted.status).toBe(202);
    const uuid = accepted.body.bulk_uuid;
    const done = async () =>
      (await t.ds.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = $1 AND status <> 4`, [uuid]))[0].n as number;
    // Everything relayed to the broker first: what the vhost takes with it is then really lost.
    for (let i = 0; i < 200 && Number((await t.ds.query(`SELECT count(*)::int AS n FROM queue_outbox`))[0].n) > 0; i++) await sleep(50);

    const consumer = startConsumer();
    try {
      const started = Date.now();
      while ((await done()) === 0 && Date.now() - started < 20_000) await sleep(5);
      expect(await done()).toBeLessThan(OPERATIONS); // the deletion really lands mid-bulk
      const vhost = process.env.MERCATO_TEST_VHOST!;
      const user = decodeURIComponent(new URL(process.env.MERCATO_TEST_AMQP_URL!).username);
      execFileSync('rabbitmqctl', ['-q', 'delete_vhost', vhost]);
      await sleep(1000);
      execFileSync('rabbitmqctl', ['-q', 'add_vhost', vhost]);
      execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, user, '.*', '.*', '.*']);

      const status = await waitForBulk(admin, uuid, 30_000);
      expect(status.operations_list.every((o: { status: number }) => o.status === 1)).toBe(true);
      const [{ once }] = await t.ds.query(
        `SELECT count(*) FILTER (WHERE attempts = 1 AND status = 1)::int AS once FROM magento_operation WHERE bulk_uuid = $1`,
        [uuid],
      );
      expect(once).toBe(OPERATIONS);
    } finally {
      await consumer.stop();
    }
  }, 90_000);
});

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
