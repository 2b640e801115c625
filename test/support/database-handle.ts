import { DataSource } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { Database, dataSourceOptions } from '@mercato/platform';

/** The transaction handle on its own, for the files that test it: what `databaseHandle` gives them. */
export interface DatabaseHandle {
  db: Database;
  dataSource: DataSource;
  /** A table only the calling file uses, emptied before each test: one text column, `v`. */
  table: string;
  /** TypeORM's runner's queries since the test began. */
  sent: jest.SpyInstance;
  /** Every query the pg clients sent since the test began (TypeORM's and the handle's own). */
  wire: jest.SpyInstance;
  /** Adds a row to the table. */
  insert: (v: string) => Promise<unknown>;
  /** The table's values, in order. */
  stored: () => Promise<string[]>;
  /** The texts of what the pg clients were sent since the test began. */
  texts: () => string[];
}

/**
 * Registers the hooks of a file that tests `Database` itself: a pool of its own (4 connections), a
 * table of its own, and spies on what is sent, reset before each test. Read the handle's fields
 * inside hooks and tests (they are set in `beforeAll`).
 */
export function databaseHandle(label: string): DatabaseHandle {
  const table = `${label}_${process.pid}`;
  const handle = {
    table,
    insert: (v: string) => handle.db.query(`INSERT INTO ${table} (v) VALUES ($1)`, [v]),
    stored: async () => (await handle.db.query<{ v: string }[]>(`SELECT v FROM ${table} ORDER BY v`)).map((r) => r.v),
    texts: () => handle.wire.mock.calls.map(([q]: [unknown]) => String(typeof q === 'string' ? q : (q as { text: string }).text)),
  } as DatabaseHandle;
  /** The pool's client class (TypeORM loads pg itself: not the test's own import). */
  let pgClient: { query(...args: unknown[]): unknown };

  beforeAll(async () => {
    const options = dataSourceOptions(process.env.MERCATO_TEST_DATABASE_URL!, { migrations: [] }, 4);
    handle.dataSource = await new DataSource(options).initialize();
    handle.db = new Database(handle.dataSource);
    const runner = handle.dataSource.createQueryRunner();
    pgClient = Object.getPrototypeOf(await runner.connect());
    await runner.release();
    await handle.db.query(`CREATE TABLE ${handle.table} (v text)`);
  });
  afterAll(async () => {
    handle.sent.mockRestore();
    handle.wire.mockRestore();
    await handle.db.query(`DROP TABLE ${handle.table}`);
    await handle.dataSource.destroy();
  });
  beforeEach(async () => {
    await handle.db.query(`TRUNCATE ${handle.table}`);
    handle.sent?.mockRestore();
    handle.wire?.mockRestore();
    handle.sent = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    handle.wire = jest.spyOn(pgClient, 'query');
  });
  return handle;
}
