import { DataSource } from 'typeorm';
import { Database, dataSourceOptions, GroupedWrites } from '@mercato/platform';

/** Grouped writes on a real database: a pool of its own and a table only this file uses. */
describe('GroupedWrites', () => {
  const table = `grouped_writes_test_${process.pid}`;
  let dataSource: DataSource;
  let db: Database;
  let groups: string[][];
  let writes: GroupedWrites<string, boolean>;

  beforeAll(async () => {
    dataSource = await new DataSource(dataSourceOptions(process.env.MERCATO_TEST_DATABASE_URL!, { migrations: [] }, 4)).initialize();
    db = new Database(dataSource);
    await db.query(`CREATE TABLE ${table} (v text PRIMARY KEY)`);
  });
  afterAll(async () => {
    await db.query(`DROP TABLE ${table}`);
    await dataSource.destroy();
  });
  beforeEach(async () => {
    await db.query(`TRUNCATE ${table}`);
    groups = [];
    // Whether each value was new: one INSERT per group.
    writes = new GroupedWrites(db, async (values) => {
      groups.push(values);
      if (values.includes('fail')) throw new Error('refused');
      const rows: { v: string }[] = await db.query(
        `INSERT INTO ${table} (v) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING RETURNING v`,
        [values],
      );
      return values.map((v) => rows.some((r) => r.v === v));
    });
  });

  const stored = async () => (await db.query<{ v: string }[]>(`SELECT v FROM ${table} ORDER BY v`)).map((r) => r.v);

  it('writes at once when idle; what arrives while a write is in flight goes in the next one', async () => {
    const results = await Promise.all(['a', 'b', 'c', 'd', 'a'].map((v) => writes.add(v)));
    expect(groups).toEqual([['a'], ['b', 'c', 'd', 'a']]);
    // One result per item, in order: the second 'a' was not new.
    expect(results).toEqual([true, true, true, true, false]);
    expect(await stored()).toEqual(['a', 'b', 'c', 'd']);
  });

  it("runs outside the callers' transactions: one caller's rollback keeps the others' items", async () => {
    let other: Promise<boolean> | undefined;
    // The first item comes from a transaction: its write starts the group loop there.
    const rolledBack = db
      .transaction(async () => {
        const mine = writes.add('from a transaction');
        other = db.outsideTransaction(() => writes.add('other'));
        await mine;
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    expect(await rolledBack).toBe('rolled back');
    expect(await other).toBe(true);
    expect(groups).toEqual([['from a transaction'], ['other']]);
    expect(await stored()).toEqual(['from a transaction', 'other']);
  });

  it("gives a failed write's error to every caller of its group, and goes on with the next", async () => {
    const first = writes.add('x');
    const failed = [writes.add('y'), writes.add('fail')].map((p) => p.catch((e: Error) => e.message));
    expect(await Promise.all([first, ...failed])).toEqual([true, 'refused', 'refused']);
    expect(await writes.add('z')).toBe(true);
    expect(await stored()).toEqual(['x', 'z']);
  });
});
