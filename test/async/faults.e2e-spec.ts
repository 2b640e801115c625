import { execFileSync } from 'node:child_process';
import { connect } from 'amqplib';
import { QUEUE, RETRY_QUEUE } from '@mercato/async-operations';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { startConsumer, waitForBulk, waitForOutput } from '../support/consumer';

const OPERATIONS = 2000;
const amqp = !!process.env.MERCATO_TEST_AMQP_URL;

/** Empties the operations queue of this worker's broker (messages only; the operations stay in the database). */
async function purgeOperationsQueue(): Promise<void> {
  const connection = await connect(process.env.MERCATO_TEST_AMQP_URL!);
  try {
    const channel = await connection.createChannel();
    await channel.purgeQueue(QUEUE);
    await channel.purgeQueue(RETRY_QUEUE);
  } finally {
    await connection.close();
  }
}

/**
 * Takes this worker's broker away and back: its connections are closed and no new one is admitted
 * until the end. Scoped to the worker's virtual host, so the file running beside it on the other
 * worker keeps its broker (stopping the whole RabbitMQ app disturbed whichever test ran there).
 */
function brokerOutage(down: boolean): void {
  const vhost = process.env.MERCATO_TEST_VHOST!;
  execFileSync('rabbitmqctl', ['-q', 'set_vhost_limits', '-p', vhost, JSON.stringify({ 'max-connections': down ? 0 : -1 })]);
  if (down) execFileSync('rabbitmqctl', ['-q', 'close_all_connections', '-p', vhost, 'broker outage (test)']);
}

/** Seeds products straight in the database: the fixture, not what is tested. */
async function seedProducts(t: TestApp, count: number): Promise<string[]> {
  const prefix = uniqueSku('fault');
  const skus = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
  await t.ds.query(`INSERT INTO catalog_product_entity (sku, type_id) SELECT unnest($1::text[]), 'simple'`, [skus]);
  return skus;
}

async function acceptPrices(admin: Client, skus: string[], price: (i: number) => number): Promise<string> {
  const res = await admin.post(
    '/rest/async/bulk/V1/products/base-prices',
    skus.map((sku, i) => ({ prices: [{ sku, price: price(i), store_id: 0 }] })),
  );
  if (res.status !== 202) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.bulk_uuid;
}

async function expectAllDoneOnce(t: TestApp, admin: Client, uuid: string, skus: string[], price: (i: number) => number): Promise<void> {
  const status = await waitForBulk(admin, uuid, 120_000);
  expect(status.operations_list).toHaveLength(skus.length);
  expect(status.operations_list.every((o: { status: number }) => o.status === 1)).toBe(true);
  // Each operation's outcome was committed exactly once.
  const [{ once, total }] = await t.ds.query(
    `SELECT count(*) FILTER (WHERE attempts = 1 AND status = 1)::int AS once, count(*)::int AS total FROM magento_operation
     WHERE bulk_uuid = $1`,
    [uuid],
  );
  expect({ once, total }).toEqual({ once: skus.length, total: skus.length });
  const rows = await admin.post('/rest/V1/products/base-prices-information', { skus });
  expect(rows.body).toHaveLength(skus.length);
  const expected = new Map(skus.map((s, i) => [s, price(i)]));
  expect(rows.body.filter((r: { sku: string; price: number }) => expected.get(r.sku) !== r.price)).toEqual([]);
}

describe('faults: nothing accepted is lost, every effect happens once', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it(`survives kill -9 of the consumer, several times, during a ${OPERATIONS}-operation bulk`, async () => {
    const skus = await seedProducts(t, OPERATIONS);
    const price = (i: number) => 100 + i;
    const uuid = await acceptPrices(admin, skus, price);
    // Each consumer is killed as soon as it has committed some work, so every kill lands mid-bulk
    // however fast the machine is.
    const done = async () =>
      (await t.ds.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = $1 AND status <> 4`, [uuid]))[0].n as number;
    // A kill counts when work was left open just before it (a fast consumer may finish the bulk in
    // fewer rounds; the rounds after that have nothing to interrupt).
    let midBulk = 0;
    for (let round = 0; round < 4; round++) {
      const before = await done();
      if (before === OPERATIONS) break;
      const consumer = startConsumer();
      const started = Date.now();
      while ((await done()) === before && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 5));
      if ((await done()) < OPERATIONS) midBulk++;
      await consumer.kill();
    }
    expect(midBulk).toBeGreaterThan(0); // the kills really interrupted the work
    const last = startConsumer();
    try {
      await expectAllDoneOnce(t, admin, uuid, skus, price);
    } finally {
      await last.stop();
    }
  }, 180_000);

  it('stops gracefully on SIGTERM and exits after --max-messages', async () => {
    // The kills above leave redelivered messages of operations already done; they would count
    // towards --max-messages here.
    if (amqp) await purgeOperationsQueue();
    const skus = await seedProducts(t, 50);
    const uuid = await acceptPrices(admin, skus, () => 7);
    const limited = startConsumer(['--max-messages', '10']);
    expect(await limited.exited).toBe(0);
    const [{ done }] = await t.ds.query(`SELECT count(*)::int AS done FROM magento_operation WHERE bulk_uuid = $1 AND status = 1`, [uuid]);
    expect(done).toBe(10);
    const rest = startConsumer([], { LOG_LEVEL: 'info' });
    await waitForOutput(rest, '"msg":"consumer started"');
    await waitForBulk(admin, uuid);
    expect(await rest.stop()).toBe(0);
    expect(rest.output()).toContain('"msg":"consumer stopping"');
  }, 60_000);

  (amqp ? it : it.skip)(
    'keeps accepting while RabbitMQ is down and completes everything after it returns',
    async () => {
      const consumer = startConsumer();
      const skus = await seedProducts(t, 300);
      const price = (i: number) => 300 + i;
      try {
        const first = await acceptPrices(admin, skus.slice(0, 100), price);
        brokerOutage(true);
        let during: string;
        try {
          during = await acceptPrices(admin, skus.slice(100, 200), (i) => price(i + 100));
          expect((await new Client(t.base).get('/health')).status).toBe(503);
        } finally {
          brokerOutage(false);
        }
        const after = await acceptPrices(admin, skus.slice(200), (i) => price(i + 200));
        await expectAllDoneOnce(t, admin, first, skus.slice(0, 100), price);
        await expectAllDoneOnce(t, admin, during, skus.slice(100, 200), (i) => price(i + 100));
        await expectAllDoneOnce(t, admin, after, skus.slice(200), (i) => price(i + 200));
      } finally {
        await consumer.stop();
      }
    },
    180_000,
  );
});
