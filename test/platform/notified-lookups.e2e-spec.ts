import { Client } from 'pg';
import { CustomerGroups } from '@mercato/customer';
import { DbNotifications } from '@mercato/platform';
import { StockResolver } from '@mercato/inventory';
import { startIsolatedApp, TestApp } from '../support/app';

/**
 * Small tables every cart call reads are held in memory by each process; a change written by any
 * other connection reaches them at once (their statement triggers notify).
 */
describe('lookups held in memory', () => {
  let t: TestApp;
  let other: Client;

  beforeAll(async () => {
    t = await startIsolatedApp('notified-lookups');
    other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  /** Polls `read` until it answers `expected`; answers how long that took (fails after 2 s). */
  const within = async (read: () => Promise<unknown>, expected: unknown): Promise<number> => {
    const start = Date.now();
    while (JSON.stringify(await read()) !== JSON.stringify(expected)) {
      if (Date.now() - start > 2000) throw new Error(`still not ${JSON.stringify(expected)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return Date.now() - start;
  };

  it("answers a customer group's tax class from memory, and follows a change made elsewhere", async () => {
    const groups = t.app.get(CustomerGroups);
    const taxClass = async () => (await groups.taxClassIds([1])).get(1);
    expect(await taxClass()).toBe(3);
    const load = jest.spyOn(t.ds, 'query');
    try {
      expect(await taxClass()).toBe(3);
      expect(load).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
    const [{ class_id: retail }] = (
      await other.query(`INSERT INTO tax_class (class_name, class_type) VALUES ('Lookup test', 'CUSTOMER') RETURNING class_id`)
    ).rows;
    await other.query(`UPDATE customer_group SET tax_class_id = $1 WHERE customer_group_id = 1`, [retail]);
    expect(await within(taxClass, retail)).toBeLessThan(1000);
  });

  it("answers a website's stock from memory, and follows a change made elsewhere", async () => {
    const stocks = t.app.get(StockResolver);
    const stockOfBase = () => stocks.stockId('website', 'base');
    expect(await stockOfBase()).toBe(1);
    const [{ stock_id: stockId }] = (await other.query(`INSERT INTO inventory_stock (name) VALUES ('Lookup test') RETURNING stock_id`))
      .rows;
    await other.query(`UPDATE inventory_stock_sales_channel SET stock_id = $1 WHERE type = 'website' AND code = 'base'`, [stockId]);
    expect(await within(stockOfBase, stockId)).toBeLessThan(1000);
  });

  it('caughtUp resolves only once every notification committed before it has reached the listeners', async () => {
    const notifications = t.app.get(DbNotifications);
    const heard: string[] = [];
    await notifications.listen(
      'caught_up_test',
      (payload) => heard.push(payload),
      () => undefined,
    );
    // Committed by another connection, then at once the barrier: each must already have been heard.
    for (let i = 0; i < 50; i++) {
      await other.query(`SELECT pg_notify('caught_up_test', $1)`, [String(i)]);
      await notifications.caughtUp();
      expect(heard[heard.length - 1]).toBe(String(i));
    }
    expect(heard).toHaveLength(50);
  });
});
