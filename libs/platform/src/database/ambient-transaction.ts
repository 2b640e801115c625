import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * Ambient transactions: inside `ambient.run(ds, work)` every `ds.query(...)` and every
 * `ds.transaction(...)` of any service joins one transaction (nested ones as savepoints), without
 * the services passing a manager around. The consumer uses it to apply an operation's effects and
 * record its outcome in one commit, so each effect happens once.
 */
const current = new AsyncLocalStorage<QueryRunner>();
let savepoints = 0;

export function enableAmbientTransactions(ds: DataSource): void {
  const query = ds.query.bind(ds);
  const transaction = ds.transaction.bind(ds) as (...args: unknown[]) => Promise<unknown>;

  ds.query = ((sql: string, parameters?: unknown[], runner?: QueryRunner) =>
    query(sql, parameters, runner ?? active())) as DataSource['query'];

  ds.transaction = (async (...args: unknown[]) => {
    const work = args[args.length - 1] as (em: EntityManager) => Promise<unknown>;
    const runner = active();
    if (runner) return inSavepoint(runner, () => work(runner.manager));
    return transaction(...args.slice(0, -1), (em: EntityManager) => current.run(em.queryRunner!, () => work(em)));
  }) as DataSource['transaction'];
}

function active(): QueryRunner | undefined {
  const runner = current.getStore();
  return runner && runner.isTransactionActive && !runner.isReleased ? runner : undefined;
}

/** Runs `work` in a transaction every query in its async scope joins. */
export function runInTransaction<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  return ds.transaction(() => work()) as Promise<T>;
}

/** Runs `work` in a savepoint of the ambient transaction: on failure only its effects are undone. */
export async function inSavepoint<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
  const name = `sp_${++savepoints}`;
  await runner.query(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await runner.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await runner.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/** The ambient transaction's runner, for code that must know it runs inside one. */
export function ambientRunner(): QueryRunner | undefined {
  return active();
}

/**
 * Runs `work` outside any ambient transaction. Process-wide caches load through it: what they hold
 * must be committed data, and their loads must not queue behind an operation's statements.
 */
export function outsideTransaction<T>(work: () => T): T {
  return current.exit(work);
}
