import type { QueryRunner } from 'typeorm';
import type { Deferred } from './combined-statements';
import type { RowLock } from './locks';

/**
 * What the Database keeps of an open transaction, and the options a transaction or a statement is
 * run with.
 */

export type Work = () => Promise<void>;

/** The outermost transaction of an async scope, with what must follow its end. */
export interface Transaction {
  runner: QueryRunner;
  afterCommit: Work[];
  afterEnd: Work[];
  /** Advisory lock keys the transaction is known to hold (`lockKeys`, `keysLocked`). */
  heldKeys?: Set<string>;
  /**
   * The opening statements not sent yet (START TRANSACTION and the options' settings): they go with
   * the first statement, in its round trip when it can (`run`). Null once sent.
   */
  opening: string | null;
  /**
   * Statements held back (`deferredWrite`, `deferredQuery`), as EXECUTEs with their values: they go
   * ahead of the transaction's next statement, or with its COMMIT, in that round trip.
   */
  deferred: Deferred[];
  /** A send of the held-back statements is due at the end of this turn of the event loop (`deferredQuery`). */
  flushDue?: boolean;
  /**
   * Set as the transaction ends (its COMMIT or ROLLBACK on its way): a statement held back after
   * that, by work still running when its transaction failed, is refused, never sent.
   */
  ended?: boolean;
  /** Savepoints open in the transaction: work inside one is not the transaction's own (`queryAndCommit`). */
  depth: number;
  /** Committed by the work's last statement (`queryAndCommit`): nothing more may be sent. */
  committedEarly?: boolean;
}

/** A statement sent after its transaction committed with `queryAndCommit`. */
export const AFTER_COMMIT = 'the transaction was committed with its last statement; nothing may follow it';

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
  waitingTransactions: number;
}

export interface QueryOptions {
  /**
   * Planned for its values on every call, never prepared: for statements over a table whose
   * contents change fast (the operation log under a draining bulk), where a plan cached on what the
   * table held a moment ago can be ruinous.
   */
  planEachCall?: boolean;
}

export interface TransactionOptions {
  /**
   * The transaction's prepared statements run on their generic plans (PostgreSQL's
   * plan_cache_mode), one statement more. For a shopper's cart call: its statements look up a row
   * or a few by key, PostgreSQL's default kept re-planning several of them on every call (the
   * product read: 0.8 ms of planning for 0.2 ms of execution), and a generic plan is as good for
   * them. Not for searches, where a plan for the given values is much better. A nested transaction
   * keeps the outer one's plans.
   */
  genericPlans?: boolean;
  /**
   * A row the transaction locks (FOR UPDATE) in its opening round trip, by integer key: a call that
   * serialises on one row (a cart) saves a statement. A nested transaction locks it first thing in
   * its savepoint.
   */
  lockRow?: RowLock;
}

/** What a transaction opens with, sent as one simple query (its row lock follows: `lockQuery`). */
export function openingStatements(options: TransactionOptions): string[] {
  const statements = ['START TRANSACTION'];
  if (options.genericPlans) statements.push('SET LOCAL plan_cache_mode = force_generic_plan');
  return statements;
}
