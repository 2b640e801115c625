import { Client } from 'pg';
import { ASYNC_COMMIT } from '@mercato/platform';

/**
 * ASYNC_COMMIT relaxes only the commit of the statement's own transaction: the connection it ran
 * on (pooled, next lent to an order's transaction) keeps committing synchronously.
 */
describe('ASYNC_COMMIT', () => {
  const table = `async_commit_test_${process.pid}`;
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: process.env.MERCATO_TEST_DATABASE_URL });
    await client.connect();
    await client.query(`CREATE TABLE ${table} (id int PRIMARY KEY, n int NOT NULL)`);
  });
  afterAll(async () => {
    await client.query(`DROP TABLE ${table}`);
    await client.end();
  });

  const setting = async () => (await client.query(`SHOW synchronous_commit`)).rows[0].synchronous_commit;

  it('writes as an autocommitted statement, prepared or not, and leaves the session synchronous', async () => {
    const upsert = `INSERT INTO ${table} (id, n) SELECT $1, 1 FROM ${ASYNC_COMMIT}
                    ON CONFLICT (id) DO UPDATE SET n = ${table}.n + 1 RETURNING n`;
    expect((await client.query(upsert, [1])).rows).toEqual([{ n: 1 }]);
    expect((await client.query({ name: 'async-commit-upsert', text: upsert, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect(await setting()).toBe('on');
    const [, updated] = [await client.query(`UPDATE ${table} SET n = 0 FROM ${ASYNC_COMMIT} WHERE id = $1`, [1]), await setting()];
    expect(updated).toBe('on');
    expect((await client.query(`SELECT n FROM ${table} WHERE id = 1`)).rows).toEqual([{ n: 0 }]);
  });
});
