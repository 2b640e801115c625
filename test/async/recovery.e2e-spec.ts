import { Client as Pg } from 'pg';
import { OperationSweeper } from '@mercato/async-operations';
import { NoSuchEntityException, UserType } from '@mercato/platform';
import { BulkStatusService } from '../../libs/async-operations/src/services/bulk-status-service';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { startConsumer, startReadyConsumer, waitForAttempt, waitForBulk } from '../support/consumer';

const amqp = !!process.env.MERCATO_TEST_AMQP_URL;

describe('recovery: transient faults, lost messages, ownership', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('retries an operation that hit a lock timeout, and completes it once the lock is gone', async () => {
    const sku = uniqueSku('lock');
    await createProduct(admin, { sku, price: 10 });
    const [{ database }] = await t.ds.query(`SELECT current_database() AS database`);
    await t.ds.query(`ALTER DATABASE ${database} SET lock_timeout = '200ms'`);
    const locker = new Pg({ connectionString: process.env.MERCATO_TEST_DATABASE_URL });
    await locker.connect();
    const consumer = await startReadyConsumer();
    try {
      await locker.query('BEGIN');
      await locker.query(
        `SELECT d.* FROM catalog_product_entity_decimal d JOIN catalog_product_entity e ON e.entity_id = d.entity_id
         WHERE e.sku = $1 FOR UPDATE OF d`,
        [sku],
      );
      const res = await admin.post('/rest/async/V1/products/base-prices', { prices: [{ sku, price: 11, store_id: 0 }] });
      const uuid = res.body.bulk_uuid;
      // The first attempt times out on the lock: the operation stays open with one attempt counted.
      expect(await waitForAttempt(t.ds, uuid)).toBeGreaterThanOrEqual(1);
      expect((await admin.get(`/rest/V1/bulk/${uuid}/operation-status/4`)).body).toBe(1);
      await locker.query('ROLLBACK');
      const done = await waitForBulk(admin, uuid, 30_000);
      expect(done.operations_list[0]).toMatchObject({ status: 1 });
      expect((await admin.post('/rest/V1/products/base-prices-information', { skus: [sku] })).body).toEqual([
        { price: 11, store_id: 0, sku },
      ]);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
      await t.ds.query(`ALTER DATABASE ${database} RESET lock_timeout`);
      await consumer.stop();
    }
  }, 120_000);

  (amqp ? it : it.skip)(
    're-queues an operation whose message was lost',
    async () => {
      const sku = uniqueSku('lost');
      await createProduct(admin, { sku, price: 10 });
      const res = await admin.post('/rest/async/V1/products/base-prices', { prices: [{ sku, price: 12, store_id: 0 }] });
      const uuid = res.body.bulk_uuid;
      // Simulate a lost message: the relay published it, nobody will ever deliver it.
      await t.ds.query(`DELETE FROM queue_outbox WHERE operation_id IN (SELECT id FROM magento_operation WHERE bulk_uuid = $1)`, [uuid]);
      await new Promise((r) => setTimeout(r, 300));
      const { execFileSync } = await import('node:child_process');
      execFileSync('rabbitmqctl', ['-q', 'purge_queue', '-p', process.env.MERCATO_TEST_VHOST!, 'async.operations.all']);
      await t.ds.query(`UPDATE magento_operation SET queued_at = now() - interval '1 hour' WHERE bulk_uuid = $1`, [uuid]);
      expect(await t.app.get(OperationSweeper).sweep()).toBe(1);
      const consumer = startConsumer();
      try {
        const done = await waitForBulk(admin, uuid);
        expect(done.operations_list[0]).toMatchObject({ status: 1 });
      } finally {
        await consumer.stop();
      }
    },
    60_000,
  );

  it('shows a bulk only to its owner and to administrators', async () => {
    const res = await admin.post('/rest/async/V1/products/base-prices', { prices: [] });
    const uuid = res.body.bulk_uuid;
    await t.ds.query(`UPDATE magento_bulk SET user_type = $2, user_id = 41 WHERE uuid = $1`, [uuid, UserType.Integration]);
    const status = t.app.get(BulkStatusService);
    const store = { storeId: 1, websiteId: 1, code: 'default', kind: 'default' as const };
    const owner = { store, caller: { type: UserType.Integration, id: 41, resources: 'all' as const } };
    const other = { store, caller: { type: UserType.Integration, id: 42, resources: 'all' as const } };
    expect((await status.getBulkShortStatus(owner, uuid)).bulk_id).toBe(uuid);
    await expect(status.getBulkShortStatus(other, uuid)).rejects.toBeInstanceOf(NoSuchEntityException);
    const list = await status.getList(other, { filter_groups: [{ filters: [{ field: 'bulk_uuid', value: uuid }] }] });
    expect(list.total_count).toBe(0);
    expect((await admin.get(`/rest/V1/bulk/${uuid}/status`)).status).toBe(200);
  });
});
