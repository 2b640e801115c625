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
    let outer: QueryRunner | undefined;
    try {
      const result = await transaction(...args.slice(0, -1), (em: EntityManager) => {
        outer = em.queryRunner!;
        return current.run(outer, () => work(em));
      });
      // Committed: now the side effects that must follow it (never one for rolled-back work).
      const followUps = outer ? committed.get(outer) : undefined;
      if (followUps) await Promise.all(followUps.map((f) => f()));
      return result;
    } finally {
      if (outer) committed.delete(outer);
    }
  });
}

/** Per outermost transaction: what to do once it has committed. */
const committed = new WeakMap<QueryRunner, (() => Promise<void>)[]>();

/**
 * Runs `work` once the ambient transaction commits (at once when there is none), so an effect
 * outside the database (an e-mail) follows only data that was really written. Work queued by a
 * transaction that rolls back is dropped. The commit's caller waits for it; it should not throw.
 */
export async function afterCommit(work: () => Promise<void>): Promise<void> {
  const runner = active();
  if (!runner) return work();
  const list = committed.get(runner) ?? [];
  list.push(work);
  committed.set(runner, list);
}

function active(): QueryRunner | undefined {
  const runner = current.getStore();
  return runner && runner.isTransactionActive && !runner.isReleased ? runner : undefined;
}

/** Runs `work` in a transaction every query in its async scope joins. */
export function runInTransaction<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  return ds.transaction<T>(() => work());
}

/** Runs `work` in a savepoint of the ambient transaction: on failure only its effects are undone. */
export async function inSavepoint<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
  const name = `sp_${++savepoints}`;
  const queued = committed.get(runner)?.length ?? 0;
  await runner.query(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await runner.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await runner.query(`ROLLBACK TO SAVEPOINT ${name}`);
    committed.get(runner)?.splice(queued);
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
