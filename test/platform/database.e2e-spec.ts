import type { Pool } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { Database, dataSourceOptions } from '@mercato/platform';

/** The transaction handle on its own: a pool of its own and a table only this file uses. */
describe('Database (transactions bound to the async scope)', () => {
  const table = `database_handle_test_${process.pid}`;
  let dataSource: DataSource;
  let db: Database;
  let sent: jest.SpyInstance;
  /** Every query the pg clients sent (TypeORM's and the handle's own). */
  let wire: jest.SpyInstance;
  /** The pool's client class (TypeORM loads pg itself: not the test's own import). */
  let pgClient: { query(...args: unknown[]): unknown };

  beforeAll(async () => {
    const options = dataSourceOptions(process.env.MERCATO_TEST_DATABASE_URL!, { migrations: [] }, 4);
    dataSource = await new DataSource(options).initialize();
    db = new Database(dataSource);
    const runner = dataSource.createQueryRunner();
    pgClient = Object.getPrototypeOf(await runner.connect());
    await runner.release();
    await db.query(`CREATE TABLE ${table} (v text)`);
  });
  afterAll(async () => {
    sent.mockRestore();
    wire.mockRestore();
    await db.query(`DROP TABLE ${table}`);
    await dataSource.destroy();
  });
  beforeEach(async () => {
    await db.query(`TRUNCATE ${table}`);
    sent?.mockRestore();
    wire?.mockRestore();
    sent = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    wire = jest.spyOn(pgClient, 'query');
  });

  const insert = (v: string) => db.query(`INSERT INTO ${table} (v) VALUES ($1)`, [v]);
  const stored = async () => (await db.query<{ v: string }[]>(`SELECT v FROM ${table} ORDER BY v`)).map((r) => r.v);
  /** What the pg clients were sent since the test began. */
  const texts = () => wire.mock.calls.map(([q]) => String(typeof q === 'string' ? q : q.text));
  /**
   * The transaction control statements sent since the test began, savepoint names left out, and the
   * first statement an opening may carry (an EXECUTE, when prepared on that connection) too.
   */
  const control = () =>
    texts()
      .map((sql) => sql.replace(/sp_\d+/, 'sp').replace(/; EXECUTE [\s\S]*$/, ''))
      .filter((sql) => /^(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/.test(sql));

  it('commits the work of every query in the scope, in one transaction', async () => {
    await db.transaction(async () => {
      await insert('a');
      await Promise.all([insert('b'), insert('c')]);
      expect(db.inTransaction).toBe(true);
    });
    expect(db.inTransaction).toBe(false);
    expect(await stored()).toEqual(['a', 'b', 'c']);
    expect(control()).toEqual(['START TRANSACTION', 'COMMIT']);
  });

  it('rolls back everything when the work throws', async () => {
    await expect(
      db.transaction(async () => {
        await insert('a');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await stored()).toEqual([]);
  });

  it('makes a nested transaction a savepoint: its failure undoes only its own writes', async () => {
    await db.transaction(async () => {
      await insert('outer');
      await db.transaction(() => insert('kept'));
      await expect(
        db.transaction(async () => {
          await insert('undone');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await stored()).toEqual(['kept', 'outer']);
    expect(control()).toEqual([
      'START TRANSACTION',
      'SAVEPOINT sp',
      'RELEASE SAVEPOINT sp',
      'SAVEPOINT sp',
      'ROLLBACK TO SAVEPOINT sp',
      'COMMIT',
    ]);
  });

  it('attempt keeps its savepoint on success (no RELEASE) and undoes only its own writes on failure', async () => {
    await db.transaction(async () => {
      await db.attempt(() => insert('a'));
      await expect(
        db.attempt(async () => {
          await insert('b');
          throw new Error('b');
        }),
      ).rejects.toThrow('b');
    });
    expect(await stored()).toEqual(['a']);
    expect(control()).toEqual(['START TRANSACTION', 'SAVEPOINT sp', 'SAVEPOINT sp', 'ROLLBACK TO SAVEPOINT sp', 'COMMIT']);
    await expect(db.attempt(async () => undefined)).rejects.toThrow('needs an open transaction');
  });

  it('joinTransaction joins the open transaction without a savepoint, and opens one when none is open', async () => {
    await expect(
      db.transaction(async () => {
        await insert('outer');
        await db.joinTransaction(() => insert('joined'));
        throw new Error('caller fails');
      }),
    ).rejects.toThrow('caller fails');
    expect(await stored()).toEqual([]);
    expect(control()).toEqual(['START TRANSACTION', 'ROLLBACK']);
    await db.joinTransaction(async () => {
      await insert('alone');
      expect(db.inTransaction).toBe(true);
    });
    expect(await stored()).toEqual(['alone']);
  });

  it('runs afterCommit work after the outermost commit, and drops what rolled-back work queued', async () => {
    const done: string[] = [];
    await db.transaction(async () => {
      await db.afterCommit(async () => void done.push(`outer sees ${(await stored()).join()}`));
      await db.transaction(() => db.afterCommit(async () => void done.push('nested')));
      await expect(
        db.transaction(async () => {
          await db.afterCommit(async () => void done.push('rolled back savepoint'));
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await insert('a');
      expect(done).toEqual([]);
    });
    // They run together, in no set order.
    expect(done.sort()).toEqual(['nested', 'outer sees a']);

    await expect(
      db.transaction(async () => {
        await db.afterCommit(async () => void done.push('rolled back transaction'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(done).toEqual(['nested', 'outer sees a']);

    await db.afterCommit(async () => void done.push('no transaction: at once'));
    expect(done).toEqual(['nested', 'outer sees a', 'no transaction: at once']);
  });

  it('runs afterTransaction work once the transaction has ended, committed or rolled back', async () => {
    const ended: string[] = [];
    await db.transaction(() => db.afterTransaction(async () => void ended.push('committed')));
    await expect(
      db.transaction(async () => {
        await db.afterTransaction(async () => void ended.push(`rolled back, ${(await stored()).length} rows`));
        await insert('a');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(ended).toEqual(['committed', 'rolled back, 0 rows']);
  });

  it('does not share a transaction between concurrent scopes', async () => {
    const txid = async () => (await db.query<{ id: string }[]>(`SELECT txid_current()::text AS id`))[0].id;
    // Each scope writes and reads, then waits until all have, so none has committed yet.
    let arrived = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const scope = (v: string, fail: boolean) =>
      db.transaction(async () => {
        await insert(v);
        const seen = await stored();
        const id = await txid();
        if (++arrived === 3) open();
        await gate;
        if (fail) throw new Error(`${v} fails`);
        return { seen, id };
      });
    const [a, b, c] = await Promise.allSettled([scope('a', false), scope('b', false), scope('c', true)]);
    expect(c).toMatchObject({ status: 'rejected', reason: new Error('c fails') });
    const [first, second] = [a, b].map((r) => (r as PromiseFulfilledResult<{ seen: string[]; id: string }>).value);
    expect([first.seen, second.seen]).toEqual([['a'], ['b']]);
    expect(first.id).not.toBe(second.id);
    expect(await stored()).toEqual(['a', 'b']);
  });

  it('outsideTransaction reads committed data only, on another connection', async () => {
    await insert('committed');
    await db.transaction(async () => {
      await insert('pending');
      expect(await stored()).toEqual(['committed', 'pending']);
      expect(await db.outsideTransaction(stored)).toEqual(['committed']);
      expect(db.outsideTransaction(() => db.inTransaction)).toBe(false);
    });
  });

  it('runs a recurring statement as a named prepared statement, with TypeORM answers and errors', async () => {
    // The first run goes through TypeORM unnamed; the next ones are named, on the pool's connections.
    const text = `INSERT INTO ${table} (v) SELECT $1 WHERE true`;
    for (const v of ['x', 'y', 'z']) await db.query(text, [v]);
    expect(sent.mock.calls.filter(([sql]) => sql === text)).toHaveLength(1);
    // Unless asked to plan it for its values each time: then it is never named.
    const planned = `SELECT count(*) FROM ${table} WHERE v = $1`;
    for (const v of ['x', 'y', 'z']) await db.query(planned, [v], { planEachCall: true });
    expect(sent.mock.calls.filter(([sql]) => sql === planned)).toHaveLength(3);
    const update = () => db.query(`UPDATE ${table} SET v = v WHERE v = ANY($1)`, [['x', 'y']]);
    await update();
    expect(await update()).toEqual([[], 2]);
    const bad = () => db.query(`SELECT v::int FROM ${table} WHERE v = $1`, ['x']);
    await expect(bad()).rejects.toThrow(QueryFailedError);
    await expect(bad()).rejects.toMatchObject({ driverError: { code: '22P02' } });
    // A failed statement leaves its connection and the statements prepared on it usable.
    expect(await stored()).toEqual(['x', 'y', 'z']);
  });

  it('runs a transaction on generic plans when asked, and only that transaction', async () => {
    const mode = async () => (await db.query<{ plan_cache_mode: string }[]>(`SHOW plan_cache_mode`))[0].plan_cache_mode;
    expect(await db.transaction(mode, { genericPlans: true })).toBe('force_generic_plan');
    expect(await db.transaction(mode)).toBe('auto');
    // Begun with one statement, and rolled back like any other.
    const failing = db.transaction(
      async () => {
        await insert('rolled back');
        throw new Error('fails');
      },
      { genericPlans: true },
    );
    await expect(failing).rejects.toThrow('fails');
    expect(await stored()).toEqual([]);
    expect(control().filter((sql) => /START TRANSACTION; SET LOCAL/.test(sql))).toHaveLength(2);
  });

  it('sends the opening of a transaction with its first statement: one round trip', async () => {
    const text = `INSERT INTO ${table} (v) SELECT $1::text WHERE $2::boolean RETURNING v`;
    const put = (v: string) => db.transaction(() => db.query<{ v: string }[]>(text, [v, true]), { genericPlans: true });
    // Prepared on a connection by its first named runs; from then on, on that connection, an EXECUTE behind the opening.
    const tricky = "it's a \\ 'test' $1";
    let combined: string[] = [];
    for (let i = 0; i < 12 && !combined.length; i++) {
      wire.mockClear();
      expect(await put(`${tricky} ${i}`)).toEqual([{ v: `${tricky} ${i}` }]);
      combined = texts().filter((sql) => sql.includes('; EXECUTE '));
      if (combined.length) expect(texts()).toEqual([combined[0], 'COMMIT']);
    }
    expect(combined).toEqual([
      expect.stringMatching(/^START TRANSACTION; SET LOCAL plan_cache_mode = force_generic_plan; EXECUTE "[^"]+"\( ?E?'/),
    ]);
    // Values arrive as they were given, quotes and backslashes included.
    expect((await stored()).every((v) => v.startsWith(tricky))).toBe(true);
    // A transaction without options opens the same way.
    let plain: string[] = [];
    for (let i = 0; i < 12 && !plain.length; i++) {
      wire.mockClear();
      await db.transaction(() => db.query(text, [`plain ${i}`, false]));
      plain = texts().filter((sql) => sql.startsWith('START TRANSACTION; EXECUTE '));
    }
    expect(plain).toHaveLength(1);
    // Long values stay bound parameters: the opening goes just before the statement.
    wire.mockClear();
    for (let i = 0; i < 8; i++) await db.transaction(() => db.query(text, [`${'long '.repeat(300)}${i}`, false]));
    expect(texts().filter((sql) => sql.includes('; EXECUTE '))).toEqual([]);
    expect(texts().filter((sql) => sql === 'START TRANSACTION')).toHaveLength(8);
    // A failing first statement fails the transaction as any statement would.
    const bad = `SELECT $1::int AS n`;
    await db.query(bad, ['1']);
    await db.query(bad, ['1']);
    for (let i = 0; i < 6; i++) {
      await expect(db.transaction(() => db.query(bad, ['x']), { genericPlans: true })).rejects.toMatchObject({
        driverError: { code: '22P02' },
      });
    }
    // A transaction that sends nothing ends without a statement.
    wire.mockClear();
    expect(await db.transaction(async () => 'nothing', { genericPlans: true })).toBe('nothing');
    expect(texts()).toEqual([]);
  });

  it('sends a deferred write ahead of the next statement or with the COMMIT, in their round trip', async () => {
    const write = `INSERT INTO ${table} (v) SELECT $1::text WHERE $2::boolean`;
    const read = `SELECT v FROM ${table} WHERE v <> $1 ORDER BY v`;
    // Prepared on every connection of the pool (4) by running them on each at once, in transactions of their own.
    const prepareEverywhere = () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          db.transaction(async () => {
            await db.query(write, [`warm ${i}`, false]);
            await db.query(read, ['']);
            await new Promise((r) => setTimeout(r, 50));
          }),
        ),
      );
    await prepareEverywhere();
    await prepareEverywhere();
    wire.mockClear();

    // Ahead of the next statement: one round trip for both, and the statement sees the write.
    const seen = await db.transaction(async () => {
      await db.query(`SELECT 1 AS n`);
      await db.deferredWrite(write, ["it's deferred", true]);
      return db.query<{ v: string }[]>(read, ['']);
    });
    expect(seen).toEqual([{ v: "it's deferred" }]);
    expect(texts().filter((sql) => sql.startsWith('EXECUTE '))).toEqual([
      expect.stringMatching(/^EXECUTE "[^"]+"\('it''s deferred', 'true'\); EXECUTE "[^"]+"\(''\)$/),
    ]);

    // With the COMMIT: the transaction's last round trip.
    wire.mockClear();
    await db.transaction(async () => {
      await db.query(`SELECT 1 AS n`);
      await db.deferredWrite(write, ['with the commit', true]);
    });
    expect(texts()).toEqual([
      'START TRANSACTION',
      'SELECT 1 AS n',
      expect.stringMatching(/^EXECUTE "[^"]+"\('with the commit', 'true'\); COMMIT$/),
    ]);
    expect(await stored()).toEqual(["it's deferred", 'with the commit']);

    // A failing deferred write fails the transaction where it is sent, and nothing of it stays.
    const bad = `INSERT INTO ${table} (v) SELECT ($1::int)::text WHERE $2::boolean`;
    await db.query(bad, ['1', false]);
    await prepareEverywhere();
    for (let i = 0; i < 4; i++) await db.transaction(() => db.query(bad, ['2', false]));
    await expect(
      db.transaction(async () => {
        await db.query(`SELECT 1 AS n`);
        await insert('before the bad one');
        await db.deferredWrite(bad, ['not a number', true]);
      }),
    ).rejects.toMatchObject({ driverError: { code: '22P02' } });
    expect(await stored()).toEqual(["it's deferred", 'with the commit']);

    // Work that throws drops what it deferred; a savepoint sends its work's before it ends, so its own
    // failure stays its own.
    await db
      .transaction(async () => {
        await db.query(`SELECT 1 AS n`);
        await db.deferredWrite(write, ['dropped', true]);
        throw new Error('changed its mind');
      })
      .catch(() => undefined);
    await db.transaction(async () => {
      await db.query(`SELECT 1 AS n`);
      await db
        .transaction(async () => {
          await db.deferredWrite(write, ['in a savepoint', true]);
          await db.deferredWrite(bad, ['not a number', true]);
        })
        .catch(() => undefined);
      await db.deferredWrite(write, ['after the savepoint', true]);
    });
    expect(await stored()).toEqual(['after the savepoint', "it's deferred", 'with the commit']);

    // Outside a transaction, or before the statement is prepared on the connection: at once.
    await db.deferredWrite(`INSERT INTO ${table} (v) VALUES ($1)`, ['outside']);
    await db.transaction(() => db.deferredWrite(`INSERT INTO ${table} (v) SELECT $1::text`, ['first of its text']));
    expect(await stored()).toContain('outside');
    expect(await stored()).toContain('first of its text');
  });

  it('sends deferred queries issued side by side in one round trip, each with its own answer', async () => {
    const count = `SELECT count(*)::int AS n FROM ${table} WHERE v <> $1`;
    const add = `INSERT INTO ${table} (v) VALUES ($1) RETURNING v`;
    const warm = () =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          db.transaction(async () => {
            await db.query(count, ['']);
            await db.query(add, [`warm ${i}`]);
            await new Promise((r) => setTimeout(r, 50));
          }),
        ),
      );
    await warm();
    await warm();
    await db.query(`TRUNCATE ${table}`);
    wire.mockClear();

    // Side by side: one round trip; each answer is its own statement's, in the order they were issued.
    const [counted, added] = await db.transaction(async () => {
      await db.query(`SELECT 1 AS n`);
      return Promise.all([db.deferredQuery<{ n: number }>(count, ['']), db.deferredQuery<{ v: string }>(add, ['side by side'])]);
    });
    expect(counted).toEqual([{ n: 0 }]);
    expect(added).toEqual([{ v: 'side by side' }]);
    expect(texts()).toEqual([
      'START TRANSACTION',
      'SELECT 1 AS n',
      expect.stringMatching(/^EXECUTE "[^"]+"\(''\); EXECUTE "[^"]+"\('side by side'\)$/),
      'COMMIT',
    ]);

    // Alone: sent once the turn of the event loop ends, not held until a statement that never comes.
    expect(
      await db.transaction(async () => {
        await db.query(`SELECT 1 AS n`);
        return db.deferredQuery<{ n: number }>(count, ['']);
      }),
    ).toEqual([{ n: 1 }]);

    // One failure in the round trip fails the others, and the transaction.
    const bad = `SELECT ($1::int) AS n`;
    for (let i = 0; i < 6; i++) await db.query(bad, ['1']);
    await warm();
    await db.query(`DELETE FROM ${table} WHERE v LIKE 'warm%'`);
    const failing = db.transaction(async () => {
      await db.query(`SELECT 1 AS n`);
      return Promise.all([db.deferredQuery(add, ['not kept']), db.deferredQuery(bad, ['not a number'])]);
    });
    await expect(failing).rejects.toBeInstanceOf(QueryFailedError);
    expect(await stored()).toEqual(['side by side']);

    // Work that fails before they are sent refuses them: nothing waits forever, nothing is sent.
    let refused: unknown;
    await db
      .transaction(async () => {
        await db.query(`SELECT 1 AS n`);
        db.deferredQuery(add, ['never sent']).catch((error: unknown) => (refused = error));
        throw new Error('changed its mind');
      })
      .catch(() => undefined);
    await new Promise((r) => setImmediate(r));
    expect(refused).toBeInstanceOf(QueryFailedError);
    expect(await stored()).toEqual(['side by side']);
  });

  it('locks a row as the transaction opens (one round trip), and inside a savepoint when nested', async () => {
    const rows = `${table}_rows`;
    await db.query(`CREATE TABLE ${rows} (id int PRIMARY KEY, n int)`);
    try {
      await db.query(`INSERT INTO ${rows} VALUES (1, 0)`);
      const lockRow = { table: rows, column: 'id', id: 1 };
      // Read, then write what was read plus one: only a lock taken before the read makes it add up.
      const bump = () =>
        db.transaction(
          async () => {
            const [{ n }] = await db.query<{ n: number }[]>(`SELECT n FROM ${rows} WHERE id = 1`);
            await new Promise((r) => setTimeout(r, 20));
            await db.query(`UPDATE ${rows} SET n = $1 WHERE id = 1`, [n + 1]);
          },
          { lockRow },
        );
      await Promise.all([bump(), bump(), bump()]);
      expect((await db.query<{ n: number }[]>(`SELECT n FROM ${rows}`))[0].n).toBe(3);
      expect(control().filter((sql) => sql.startsWith(`START TRANSACTION; SELECT 1 FROM ${rows} WHERE id = 1 FOR UPDATE`))).toHaveLength(3);
      // Nested: the savepoint's first statement.
      await db.transaction(() => db.transaction(async () => undefined, { lockRow }));
      expect(texts()).toContain(`SELECT 1 FROM ${rows} WHERE id = 1 FOR UPDATE`);
      // A key that is no integer names no row.
      await expect(db.transaction(async () => 'ran', { lockRow: { ...lockRow, id: Number.NaN } })).resolves.toBe('ran');
    } finally {
      await db.query(`DROP TABLE ${rows}`);
    }
  });

  it('a connection lent out of the pool that the server closes is heard, not the end of the process', async () => {
    // As the handle's own statements borrow one (outside TypeORM's runners, which listen themselves):
    // the server's message can arrive between a statement's answer and the connection's return.
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    // pg-pool itself listens only while a connection is idle in the pool.
    expect(client.listenerCount('error')).toBeGreaterThan(0);
    try {
      const [{ pid }] = (await client.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`)).rows;
      await db.query(`SELECT pg_terminate_backend($1::int)`, [pid]);
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      client.release(true);
    }
    // The pool goes on with its other connections.
    expect(await db.query(`SELECT 1 AS n`)).toEqual([{ n: 1 }]);
  });

  it('takes advisory locks once per transaction, and asks again after a savepoint rolled back', async () => {
    const query = jest.spyOn(db, 'query');
    const lockStatements = () => query.mock.calls.filter(([sql]) => String(sql).includes('pg_advisory_xact_lock')).length;
    const advisoryHeld = async () =>
      (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`))[0]
        .n;
    try {
      await db.transaction(async () => {
        await db.lockKeys(['1:a', '1:b']);
        await db.lockKeys(['1:a', '1:b']);
        expect(lockStatements()).toBe(1);
        expect(await advisoryHeld()).toBe(2);
        // A write that took a key itself says so: nothing more is sent for it.
        db.keysLocked(['1:c']);
        await db.lockKeys(['1:a', '1:c']);
        expect(lockStatements()).toBe(1);
        await db.transaction(async () => Promise.reject(new Error('rolled back'))).catch(() => undefined);
        await db.lockKeys(['1:a']);
        expect(lockStatements()).toBe(2);
      });
      expect(await advisoryHeld()).toBe(0);
    } finally {
      query.mockRestore();
    }
  });
});
