import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { carrying, Deferred, ENDED, executeStatement, failed } from './combined-statements';
import { guardConnections, submit, submitWithCommit } from './pool-connections';
import { lockKeysSql, lockQuery } from './locks';
import { StatementNames } from './statement-names';
import { TransactionAdmission } from './transaction-admission';
import { AFTER_COMMIT, openingStatements, PoolUse, QueryOptions, Transaction, TransactionOptions, Work } from './transaction-state';

export type { PoolUse, QueryOptions, TransactionOptions } from './transaction-state';

let savepoints = 0;

/**
 * The one way services reach PostgreSQL. Inside `transaction(work)` every `query` of any service in
 * work's async scope joins that transaction (nested ones are savepoints), so nothing passes a
 * connection around. The consumer relies on it to apply an operation's effects and record its
 * outcome in one commit, so each effect happens once.
 */
@Injectable()
export class Database {
  private readonly current = new AsyncLocalStorage<Transaction>();
  private readonly statementNames = new StatementNames();
  /** Made at the first transaction, once the pool (and its size) exists. */
  private admission?: TransactionAdmission;

  constructor(private readonly dataSource: DataSource) {
    this.guardConnections();
  }

  /**
   * TypeORM's answer for postgres: the rows, or `[rows, affected]` for UPDATE and DELETE. A text
   * with parameters that recurs runs as a named prepared statement (see StatementNames); a failure
   * is TypeORM's QueryFailedError either way.
   */
  async query<T = any>(sql: string, params?: unknown[], options: QueryOptions = {}): Promise<T> {
    const name = params?.length && !options.planEachCall ? this.statementNames.nameOf(sql) : undefined;
    if (!name) {
      const tx = this.active();
      if (tx) await this.sendAhead(tx);
      return this.dataSource.query(sql, params, tx?.runner);
    }
    let raw: { command: string; rows: unknown[]; rowCount: number | null };
    try {
      raw = await this.run({ name, text: sql, values: params });
    } catch (error) {
      throw new QueryFailedError(sql, params, error as Error);
    }
    return (raw.command === 'UPDATE' || raw.command === 'DELETE' ? [raw.rows, raw.rowCount] : raw.rows) as T;
  }

  /**
   * Runs a hot statement as a named prepared statement: PostgreSQL parses and plans it once per
   * connection instead of on every call (for a statement of several joins, most of its cost).
   * Inside a transaction it runs on the transaction's connection. Answers the rows (RETURNING's
   * for a write). `name` must be unique to `text`.
   */
  async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    return (await this.run({ name, text, values })).rows as T[];
  }

  /**
   * A write whose answer the caller does not need (no rows, no count), in the open transaction: when
   * its statement is already prepared on the transaction's connection it is not sent now but ahead
   * of the transaction's next statement, or with its COMMIT, in that statement's round trip (the
   * cart's totals, written just before the commit or the stock check that follows them). Every
   * later statement of the transaction sees it, as if it had run at once. Its failure fails the
   * statement it travels with, and so the transaction or savepoint, as its own would have; a
   * savepoint sends what its work deferred before it ends. Otherwise (no transaction, not prepared
   * there yet, long values) it runs at once.
   */
  async deferredWrite(sql: string, params: unknown[]): Promise<void> {
    const tx = this.active();
    const execute = tx && this.executeText(tx, sql, params);
    if (!tx || !execute) return void (await this.query(sql, params));
    if (tx.ended) throw new QueryFailedError(sql, params, new Error(ENDED));
    tx.deferred.push({ execute });
  }

  /**
   * A statement whose answer (its rows) is awaited, held back like a `deferredWrite` so that it
   * shares a round trip with the statements issued in the same turn of the event loop: work that
   * runs independent statements side by side (`Promise.all`) sends them together. It goes ahead of
   * the transaction's next statement, with its COMMIT, or on its own once the turn ends. A failure
   * of the round trip it went in fails it too; it is refused if its transaction ends first. Runs at
   * once where a `deferredWrite` would. `name`: the statement's own name, as `prepared` takes it.
   */
  async deferredQuery<T>(sql: string, params: unknown[], name?: string): Promise<T[]> {
    const tx = this.active();
    const execute = tx && this.executeText(tx, sql, params, name);
    if (!tx || !execute) return this.rowsOf<T>(sql, params, name);
    if (tx.ended) throw new QueryFailedError(sql, params, new Error(ENDED));
    const answered = new Promise<QueryResult>((resolve, reject) => tx.deferred.push({ execute, answer: { resolve, reject } }));
    if (!tx.flushDue) {
      tx.flushDue = true;
      setImmediate(() => {
        tx.flushDue = false;
        if (tx.deferred.some((d) => d.answer)) void this.sendAhead(tx).catch(() => undefined);
      });
    }
    try {
      return (await answered).rows as T[];
    } catch (error) {
      throw new QueryFailedError(sql, params, error as Error);
    }
  }

  /**
   * The last statement of a transaction's work, sent with the transaction's COMMIT in one round trip
   * (an extended-protocol pipeline: the statement, then COMMIT, then one Sync), when the work runs
   * in the outermost transaction rather than in a savepoint: for a write whose answer the caller
   * needs and after which the transaction writes nothing (an order's insert). Answers its rows once
   * both are done; the transaction's end then sends nothing more, and a statement the work still
   * tried to send is refused. A failure fails the transaction as any failure does (PostgreSQL skips
   * the COMMIT). In a savepoint, or outside a transaction, it runs as `query` and the transaction
   * commits as usual.
   */
  async queryAndCommit<T>(sql: string, params: unknown[]): Promise<T[]> {
    const tx = this.active();
    if (!tx || tx.depth > 0 || !params.length) return this.rowsOf<T>(sql, params);
    const { client, ahead, carried } = await this.connection(tx);
    if (ahead !== null) await carrying(client, ahead, carried, 0).catch(failed(ahead));
    tx.ended = true;
    let result: QueryResult;
    try {
      result = await submitWithCommit(client, { name: this.statementNames.nameOf(sql), text: sql, values: params });
    } catch (error) {
      throw new QueryFailedError(sql, params, error as Error);
    }
    tx.committedEarly = true;
    return result.rows as T[];
  }

  /**
   * A statement's rows, whatever its command (`query` answers `[rows, count]` for an UPDATE or a
   * DELETE), run now: named as given, else as `query` names it.
   */
  private async rowsOf<T>(sql: string, params: unknown[], name?: string): Promise<T[]> {
    try {
      return (await this.run({ name: name ?? this.statementNames.nameOf(sql), text: sql, values: params })).rows as T[];
    } catch (error) {
      throw new QueryFailedError(sql, params, error as Error);
    }
  }

  /**
   * The EXECUTE of a statement prepared on the transaction's connection, its values inlined; null
   * when it cannot be. Synchronous, so a held-back statement takes its place in the order of the
   * calls: the transaction's connection is open before its work runs.
   */
  private executeText(tx: Transaction, sql: string, params: unknown[], given?: string): string | null {
    const client = (tx.runner as unknown as { databaseConnection?: PoolClient }).databaseConnection;
    if (!client) return null;
    const name = given ?? (params.length ? this.statementNames.nameOf(sql) : undefined);
    return name ? executeStatement(client, { name, text: sql, values: params }) : null;
  }

  /**
   * Runs a named statement on the transaction's connection, else on one lent by the pool for it.
   * (Not `Pool.query`: it closes the connection when the statement fails, and its prepared
   * statements with it.)
   */
  private async run(config: QueryConfig): Promise<QueryResult> {
    const tx = this.active();
    if (tx) {
      const { client, ahead, carried } = await this.connection(tx);
      if (ahead === null) return submit(client, config);
      const execute = executeStatement(client, config);
      if (execute) {
        const results = await carrying(client, `${ahead}; ${execute}`, carried, 1);
        return results[results.length - 1];
      }
      await carrying(client, ahead, carried, 0);
      return submit(client, config);
    }
    const client = await this.pool()!.connect();
    try {
      return await submit(client, config);
    } finally {
      client.release();
    }
  }

  /**
   * The transaction's connection, and what must go ahead of its next statement (its opening, the
   * held-back statements), null when nothing; taken: the caller sends it. The caller queues its query on
   * the client in the same tick, so a concurrent statement of the transaction queues behind these,
   * never before them.
   */
  private async connection(tx: Transaction): Promise<{ client: PoolClient; ahead: string | null; carried: Deferred[] }> {
    if (tx.committedEarly) throw new Error(AFTER_COMMIT);
    const client = (await tx.runner.connect()) as PoolClient;
    const carried = tx.deferred;
    const ahead = [...(tx.opening === null ? [] : [tx.opening]), ...carried.map((d) => d.execute)];
    tx.opening = null;
    tx.deferred = [];
    return { client, ahead: ahead.length ? ahead.join('; ') : null, carried };
  }

  /** Sends the transaction's opening and held-back statements now, unless there are none. */
  private async sendAhead(tx: Transaction): Promise<void> {
    const { client, ahead, carried } = await this.connection(tx);
    if (ahead !== null) await carrying(client, ahead, carried, 0).catch(failed(ahead));
  }

  /** Refuses the held-back queries of work that ended (rolled back) before they were sent. */
  private dropDeferred(tx: Transaction): void {
    const dropped = tx.deferred;
    tx.deferred = [];
    for (const d of dropped) d.answer?.reject(new Error(ENDED));
  }

  /**
   * Ends the transaction's work with a COMMIT: in the round trip of its deferred writes when there
   * are any; none when it sent nothing at all.
   */
  private async commit(tx: Transaction): Promise<void> {
    tx.ended = true;
    if (tx.deferred.length) {
      const { client, ahead, carried } = await this.connection(tx);
      await carrying(client, `${ahead}; COMMIT`, carried, 1).catch(failed(ahead!));
      // As TypeORM's commitTransaction leaves its runner.
      Object.assign(tx.runner, { isTransactionActive: false, transactionDepth: 0 });
    } else if (tx.opening === null) {
      await tx.runner.commitTransaction();
    }
  }

  /**
   * Runs `work` in a transaction: the outermost one commits when work resolves and rolls back when
   * it throws; one inside another is a savepoint, so its failure undoes only its own effects.
   */
  transaction<T>(work: () => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const open = this.active();
    if (!open) return this.outermost(work, options);
    const lock = options.lockRow;
    if (!lock) return this.savepoint(open, work, true);
    return this.savepoint(
      open,
      async () => {
        await this.run(lockQuery(lock));
        return work();
      },
      true,
    );
  }

  /**
   * Runs `work` atomically without a savepoint of its own: in the open transaction (joining it: a
   * failure fails the caller's whole transaction), else in a new one. For work whose failure the
   * caller never survives, where a savepoint would only cost two round trips.
   */
  joinTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.active() ? work() : this.outermost(work);
  }

  /**
   * Like a nested `transaction`, but the savepoint is not released on success (one round trip less
   * per call: the next one shadows it and the commit ends them all). For many small units of work
   * in one transaction, each of which may fail alone. Needs an open transaction.
   */
  async attempt<T>(work: () => Promise<T>): Promise<T> {
    const open = this.active();
    if (!open) throw new Error('Database.attempt needs an open transaction');
    return this.savepoint(open, work, false);
  }

  /**
   * Transaction-scoped advisory locks on string keys (released when the transaction ends), taken in
   * the order given: callers sort their keys, so two transactions never wait on each other in a
   * circle. Keys the open transaction already holds are not asked for again; with all of them
   * held, nothing is sent.
   */
  async lockKeys(keys: string[]): Promise<void> {
    const held = this.active()?.heldKeys;
    if (!keys.length || (held && keys.every((k) => held.has(k)))) return;
    await this.query(lockKeysSql('$1'), [keys]);
    this.keysLocked(keys);
  }

  /**
   * Records that a statement of the open transaction took these keys' locks itself (its CTE built
   * with `lockKeysSql`), so `lockKeys` does not ask again: a round trip saved where a write just
   * before the locked work can carry them. A savepoint rolled back forgets every key.
   */
  keysLocked(keys: string[]): void {
    const tx = this.active();
    if (!tx) return;
    tx.heldKeys ??= new Set();
    for (const k of keys) tx.heldKeys.add(k);
  }

  /**
   * Runs `work` once the current transaction commits (at once when there is none), so an effect
   * outside the database (an e-mail) follows only data that was really written. Work queued by a
   * transaction or savepoint that rolls back is dropped. The commit's caller waits for it; it
   * should not throw.
   */
  async afterCommit(work: Work): Promise<void> {
    const open = this.active();
    if (!open) return work();
    open.afterCommit.push(work);
  }

  /**
   * Runs `work` once the current transaction has ended, committed or rolled back (at once when
   * there is none), before the transaction's caller goes on. For resources outside the database
   * that must be reconciled with what the transaction left (files its rows name). It should not
   * throw.
   */
  async afterTransaction(work: Work): Promise<void> {
    const open = this.active();
    if (!open) return work();
    open.afterEnd.push(work);
  }

  /**
   * The current transaction as a key, for state that lives as long as it (undefined outside one).
   * Never touch the database through it.
   */
  transactionKey(): object | undefined {
    return this.active();
  }

  get inTransaction(): boolean {
    return this.active() !== undefined;
  }

  /**
   * Runs `work` outside any transaction. Process-wide caches load through it: what they hold must
   * be committed data, and their loads must not queue behind an operation's statements. Called
   * from a transaction, its statements take another connection while the transaction holds its
   * own (TransactionAdmission keeps connections for them); such work must not open a transaction.
   */
  outsideTransaction<T>(work: () => T): T {
    return this.current.exit(work);
  }

  get connected(): boolean {
    return this.dataSource.isInitialized;
  }

  /**
   * How the connection pool is used right now, for the metrics: connections open, idle ones,
   * callers waiting for one, the pool's size, and transactions waiting for a slot
   * (TransactionAdmission). Read from pg's pool, no statement sent.
   */
  poolUse(): PoolUse {
    const pool = this.pool();
    if (!this.dataSource.isInitialized || !pool) return { total: 0, idle: 0, waiting: 0, max: 0, waitingTransactions: 0 };
    return {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 0,
      waitingTransactions: this.admission?.queued ?? 0,
    };
  }

  private async outermost<T>(work: () => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    this.guardConnections();
    const runner = this.dataSource.createQueryRunner();
    const tx: Transaction = { runner, afterCommit: [], afterEnd: [], opening: null, deferred: [], depth: 0 };
    let result: T;
    // Entered last before the try whose end leaves it: nothing between may throw and keep the slot.
    const admission = (this.admission ??= TransactionAdmission.forPool(this.pool()?.options.max ?? 10));
    await admission.enter();
    try {
      // The opening goes with the first statement, in its round trip (`run`): TypeORM's
      // startTransaction would send START TRANSACTION alone and at once, so its state is set as it
      // sets it.
      const client = (await runner.connect()) as PoolClient;
      // The row lock is a statement prepared on the connection: sent as an EXECUTE in the opening
      // once it is, else run as a named statement right after it (once per connection).
      const lock = options.lockRow && lockQuery(options.lockRow);
      const lockExecute = lock ? executeStatement(client, lock) : null;
      tx.opening = [...openingStatements(options), ...(lockExecute ? [lockExecute] : [])].join('; ');
      Object.assign(runner, { isTransactionActive: true, transactionDepth: 1 });
      result = await this.current.run(tx, async () => {
        if (lock && !lockExecute) await this.run(lock);
        return work();
      });
      if (tx.committedEarly) Object.assign(runner, { isTransactionActive: false, transactionDepth: 0 });
      else await this.commit(tx);
    } catch (error) {
      tx.ended = true;
      this.dropDeferred(tx);
      if (tx.opening === null) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      // A transaction that sent nothing has nothing to end.
      if (tx.opening !== null) Object.assign(runner, { isTransactionActive: false, transactionDepth: 0 });
      try {
        await runner.release();
      } finally {
        admission.leave();
      }
      for (const settle of tx.afterEnd) await settle();
    }
    // Committed: now the side effects that must follow it (never one for rolled-back work).
    await Promise.all(tx.afterCommit.map((f) => f()));
    return result;
  }

  private async savepoint<T>(tx: Transaction, work: () => Promise<T>, release: boolean): Promise<T> {
    const name = `sp_${++savepoints}`;
    const queued = tx.afterCommit.length;
    await this.sendAhead(tx);
    await tx.runner.query(`SAVEPOINT ${name}`);
    tx.depth++;
    try {
      const result = await work();
      // What the work deferred fails it, not whatever runs after it.
      await this.sendAhead(tx);
      if (release) await tx.runner.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      this.dropDeferred(tx);
      await tx.runner.query(`ROLLBACK TO SAVEPOINT ${name}`);
      tx.afterCommit.splice(queued);
      // Locks taken since the savepoint went with it; which ones is not tracked, so none is assumed.
      tx.heldKeys?.clear();
      throw error;
    } finally {
      tx.depth--;
    }
  }

  private guardConnections(): void {
    const pool = this.pool();
    if (pool) guardConnections(pool);
  }

  /** node-postgres' pool under TypeORM's data source (undefined before it is initialised). */
  private pool(): Pool | undefined {
    return (this.dataSource.driver as unknown as { master?: Pool }).master;
  }

  /** The scope's transaction while it is open: work that outlives it must not use its runner. */
  private active(): Transaction | undefined {
    const tx = this.current.getStore();
    return tx && tx.runner.isTransactionActive && !tx.runner.isReleased ? tx : undefined;
  }
}
