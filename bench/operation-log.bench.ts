import { Client } from 'pg';
import { startConsumerProcess } from './async.bench';
import { seedProducts } from './price-storage.bench';
import { post, round, startApi, writeResult } from './support';

const OPERATIONS = 10_000;
const ROUNDS = 12;

/**
 * The database queue as its log grows: one consumer without a broker drains ROUNDS successive bulks
 * of 10,000 single-record price operations; after each, the dead rows of `magento_operation`, the
 * autovacuum runs so far, and what one claim of 50 costs (EXPLAIN ANALYZE of the consumer's claim).
 * Each finished operation leaves a dead entry in the open-operation index until a vacuum: this shows
 * whether the table's vacuum settings keep claims (and so drains) from slowing as operations pile up.
 */
export async function benchOperationLog(databaseUrl: string, db: Client, mode: string): Promise<void> {
  const api = await startApi(databaseUrl, { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-pass-1', AMQP_URL: '' });
  const consumer = startConsumerProcess(databaseUrl, null);
  try {
    const token = (await post(api.base, '/rest/V1/integration/admin/token', '', { username: 'bench', password: 'bench-pass-1' }))
      .body as string;
    const skus = await seedProducts(db, OPERATIONS, 'bench-oplog');
    await new Promise((r) => setTimeout(r, 3000));
    const rounds: Record<string, unknown>[] = [];
    for (let n = 0; n < ROUNDS; n++) {
      const body = skus.map((sku, i) => ({ prices: [{ sku, price: 10 + n + i / 100, store_id: 0 }] }));
      const accepted = await post(api.base, '/rest/async/bulk/V1/products/base-prices', token, body);
      const start = performance.now();
      const uuid = (accepted.body as { bulk_uuid: string }).bulk_uuid;
      const open = async () =>
        (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = $1 AND status = 4`, [uuid])).rows[0].n;
      while ((await open()) > 0) await new Promise((r) => setTimeout(r, 20));
      const seconds = (performance.now() - start) / 1000;
      const table = (
        await db.query(
          `SELECT n_dead_tup::int AS dead, autovacuum_count::int AS vacuums FROM pg_stat_user_tables WHERE relname = 'magento_operation'`,
        )
      ).rows[0];
      const plan = (
        await db.query(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)
           SELECT id FROM magento_operation WHERE status = 4 AND available_at <= now() ORDER BY available_at, id LIMIT 50`,
        )
      ).rows[0]['QUERY PLAN'][0];
      rounds.push({
        round: n + 1,
        operations_before: n * OPERATIONS,
        drain_s: round(seconds, 2),
        dead_rows: table.dead,
        autovacuum_runs: table.vacuums,
        claim_ms: round(plan['Execution Time'], 2),
        claim_buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'],
      });
      console.table([rounds[rounds.length - 1]]);
    }
    console.table(rounds);
    writeResult('operation-log', { when: new Date().toISOString(), mode, transport: 'database', operations_per_round: OPERATIONS, rounds });
  } finally {
    await consumer.stop();
    await api.stop();
  }
}
