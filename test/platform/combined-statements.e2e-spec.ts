import { QueryFailedError } from 'typeorm';
import { Database } from '@mercato/platform';
import { databaseHandle } from '../support/database-handle';

/**
 * What shares a round trip to PostgreSQL (libs/platform/src/database/combined-statements.ts): a
 * transaction's opening with its first statement, and statements held back with the next one or the
 * COMMIT. The texts the pg clients were sent are the evidence.
 */
describe('Database: statements that share a round trip', () => {
  const handle = databaseHandle('combined_statements_test');
  const table = handle.table;
  let db: Database;
  beforeAll(() => (db = handle.db));

  const { insert, stored, texts } = handle;

  it('sends the opening of a transaction with its first statement: one round trip', async () => {
    const text = `INSERT INTO ${table} (v) SELECT $1::text WHERE $2::boolean RETURNING v`;
    const put = (v: string) => db.transaction(() => db.query<{ v: string }[]>(text, [v, true]), { genericPlans: true });
    // Prepared on a connection by its first named runs; from then on, on that connection, an EXECUTE behind the opening.
    const tricky = "it's a \\ 'test' $1";
    let combined: string[] = [];
    for (let i = 0; i < 12 && !combined.length; i++) {
      handle.wire.mockClear();
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
      handle.wire.mockClear();
      await db.transaction(() => db.query(text, [`plain ${i}`, false]));
      plain = texts().filter((sql) => sql.startsWith('START TRANSACTION; EXECUTE '));
    }
    expect(plain).toHaveLength(1);
    // Long values stay bound parameters: the opening goes just before the statement.
    handle.wire.mockClear();
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
    handle.wire.mockClear();
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
    handle.wire.mockClear();

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
    handle.wire.mockClear();
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
    handle.wire.mockClear();

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

  it("sends a transaction's last statement with its COMMIT: one round trip, nothing after it", async () => {
    const add = `INSERT INTO ${table} (v) VALUES ($1) RETURNING v`;
    let after = '';
    handle.wire.mockClear();
    const rows = await db.transaction(async () => {
      await db.query(`SELECT 1 AS n`);
      await db.afterCommit(async () => void (after = (await stored()).join()));
      return db.queryAndCommit<{ v: string }>(add, ['last']);
    });
    expect(rows).toEqual([{ v: 'last' }]);
    // The statement and the COMMIT went as one extended-protocol message sequence: no COMMIT of its own.
    expect(texts()).toEqual(['START TRANSACTION', 'SELECT 1 AS n', add, `SELECT v FROM ${table} ORDER BY v`]);
    expect(after).toBe('last');
    expect(await stored()).toEqual(['last']);
    // The connection went back to the pool committed: the next transaction on it starts cleanly.
    await Promise.all(Array.from({ length: 4 }, (_, i) => db.transaction(() => db.query(add, [`next ${i}`]))));

    // Held-back statements go ahead of it.
    await db.query(`TRUNCATE ${table}`);
    await db.transaction(async () => {
      await db.query(`SELECT 1 AS n`);
      await db.deferredWrite(add, ['held']);
      await db.queryAndCommit(add, ['then last']);
    });
    expect(await stored()).toEqual(['held', 'then last']);

    // A failing statement rolls the whole transaction back: the COMMIT behind it is skipped.
    await expect(
      db.transaction(async () => {
        await db.query(add, ['not kept']);
        await db.queryAndCommit(`INSERT INTO ${table} (v) VALUES ($1::int::text)`, ['x']);
      }),
    ).rejects.toMatchObject({ driverError: { code: '22P02' } });
    expect(await stored()).toEqual(['held', 'then last']);

    // Work that still sends a statement after it is refused (and what it committed stays).
    await expect(
      db.transaction(async () => {
        await db.queryAndCommit(add, ['committed']);
        await db.query(add, ['refused']);
      }),
    ).rejects.toThrow(/committed with its last statement/);
    expect(await stored()).toEqual(['committed', 'held', 'then last']);

    // In a savepoint it is an ordinary statement: the outer transaction goes on and commits, or not.
    await db.transaction(async () => {
      await db.transaction(() => db.queryAndCommit(add, ['inner']));
      await db.query(add, ['outer']);
    });
    await db
      .transaction(async () => {
        await db.transaction(() => db.queryAndCommit(add, ['inner, rolled back']));
        throw new Error('outer fails');
      })
      .catch(() => undefined);
    expect(await stored()).toEqual(['committed', 'held', 'inner', 'outer', 'then last']);
  });
});
