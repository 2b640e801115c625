import type { Pool } from 'pg';
import { QueryFailedError } from 'typeorm';
import { Database } from '@mercato/platform';
import { databaseHandle } from '../support/database-handle';

/** The transaction handle on its own: a pool of its own and a table only this file uses. */
describe('Database (transactions bound to the async scope)', () => {
  const handle = databaseHandle('database_handle_test');
  const table = handle.table;
  let db: Database;
  beforeAll(() => (db = handle.db));

  /** Rows of the table, and what the pg clients were sent since the test began. */
  const { insert, stored, texts } = handle;
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

  it('keeps connections for the statements a transaction runs outside itself, however many transactions wait', async () => {
    // Twice as many transactions as the pool (4) has connections, each holding its connection while
    // it reads outside itself (as a document number is taken): with every connection held by one of
    // them, each would wait for the others' end for good.
    const hung = new Promise<string>((resolve) => setTimeout(() => resolve('hung'), 8000).unref());
    const all = Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        db.transaction(async () => {
          await insert(`t${n}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          const [{ outside }] = await db.outsideTransaction(() => db.query<{ outside: number }[]>(`SELECT $1::int AS outside`, [n]));
          await insert(`t${n}-${outside}`);
        }),
      ),
    ).then(() => 'done');
    expect(await Promise.race([all, hung])).toBe('done');
    expect(await stored()).toHaveLength(16);
    expect(db.poolUse().max).toBe(4);
  });

  it('runs a recurring statement as a named prepared statement, with TypeORM answers and errors', async () => {
    // The first run goes through TypeORM unnamed; the next ones are named, on the pool's connections.
    const text = `INSERT INTO ${table} (v) SELECT $1 WHERE true`;
    for (const v of ['x', 'y', 'z']) await db.query(text, [v]);
    expect(handle.sent.mock.calls.filter(([sql]) => sql === text)).toHaveLength(1);
    // Unless asked to plan it for its values each time: then it is never named.
    const planned = `SELECT count(*) FROM ${table} WHERE v = $1`;
    for (const v of ['x', 'y', 'z']) await db.query(planned, [v], { planEachCall: true });
    expect(handle.sent.mock.calls.filter(([sql]) => sql === planned)).toHaveLength(3);
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
      // A prepared statement: on a connection's first lock, its own round trip after the opening;
      // then an EXECUTE in the opening (one after the other, the transactions share a connection).
      const lockText = `SELECT 1 FROM ${rows} WHERE id = $1 FOR UPDATE`;
      const opened = `START TRANSACTION; EXECUTE "mercato_lock_${rows}_id"('1')`;
      expect(texts().filter((sql) => sql === lockText).length).toBeGreaterThan(0);
      await bump();
      await bump();
      expect((await db.query<{ n: number }[]>(`SELECT n FROM ${rows}`))[0].n).toBe(5);
      expect(texts().filter((sql) => sql === opened).length).toBeGreaterThan(0);
      // Nested: the savepoint's first statement.
      const before = texts().length;
      await db.transaction(() => db.transaction(async () => undefined, { lockRow }));
      expect(
        texts()
          .slice(before)
          .some((sql) => sql === lockText || sql.includes(`EXECUTE "mercato_lock_${rows}_id"('1')`)),
      ).toBe(true);
      // A key that is no integer names no row.
      await expect(db.transaction(async () => 'ran', { lockRow: { ...lockRow, id: Number.NaN } })).resolves.toBe('ran');
    } finally {
      await db.query(`DROP TABLE ${rows}`);
    }
  });

  it('a connection lent out of the pool that the server closes is heard, not the end of the process', async () => {
    // As the handle's own statements borrow one (outside TypeORM's runners, which listen themselves):
    // the server's message can arrive between a statement's answer and the connection's return.
    const pool = (handle.dataSource.driver as unknown as { master: Pool }).master;
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
