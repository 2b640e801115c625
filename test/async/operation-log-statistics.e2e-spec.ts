import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';

/**
 * A large bulk refreshes the planner's statistics of the operation log at once, so the consumers'
 * statements over open operations are not planned as if none were open (OperationLogStatistics);
 * autovacuum, which would analyse it between bulks, when none is open, leaves that to it.
 */
describe('operation log statistics', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const analyses = async (): Promise<number> =>
    (
      await t.ds.query<{ n: number }[]>(
        `SELECT analyze_count::int AS n FROM pg_stat_user_tables WHERE relname = 'magento_operation' AND schemaname = current_schema()`,
      )
    )[0].n;

  /** The server's statistics collector reports with a delay: wait for the count to move. */
  const settle = async (before: number): Promise<number> => {
    for (let i = 0; i < 100; i++) {
      await t.ds.query(`SELECT pg_stat_clear_snapshot()`);
      const now = await analyses();
      if (now > before) return now;
      await new Promise((r) => setTimeout(r, 100));
    }
    return analyses();
  };

  it('analyses the log after a bulk of 1,000 operations, and not after a small one', async () => {
    const bulk = (n: number) => Array.from({ length: n }, () => ({ product: { sku: uniqueSku('stats'), name: 'Stats', price: 1 } }));
    const start = await analyses();
    expect((await admin.post('/rest/async/bulk/V1/products', bulk(3))).status).toBe(202);
    await new Promise((r) => setTimeout(r, 1500));
    await t.ds.query(`SELECT pg_stat_clear_snapshot()`);
    expect(await analyses()).toBe(start);

    expect((await admin.post('/rest/async/bulk/V1/products', bulk(1000))).status).toBe(202);
    expect(await settle(start)).toBe(start + 1);
  });

  it('is never analysed by autovacuum (which still vacuums it)', async () => {
    const [row] = await t.ds.query<{ options: string[] | null }[]>(
      `SELECT reloptions AS options FROM pg_class WHERE oid = 'magento_operation'::regclass`,
    );
    expect(row.options).toEqual(['autovacuum_analyze_threshold=2147483647']);
  });
});
