import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

/** The statements `Database` takes its locks with: a row by key, and advisory locks on string keys. */

/** A row by its integer key; table and column are the code's own names, never a client's. */
export interface RowLock {
  table: string;
  column: string;
  id: number;
}

/**
 * The lock of a row by key, as a named statement: prepared once per connection, where a text with
 * the key written in was parsed and planned on every call (a third of a cart call's planning).
 * A key that is no integer names no row, and locks none.
 */
export function lockQuery(lock: RowLock): QueryConfig {
  if (!/^[a-z_][a-z0-9_]*$/.test(lock.table + lock.column)) throw new Error(`lockRow: ${lock.table}.${lock.column} is not a plain name`);
  const name = `mercato_lock_${lock.table}_${lock.column}`;
  return {
    // PostgreSQL cuts identifiers at 63 bytes, an EXECUTE's statement name with them.
    name: name.length <= 63 ? name : `mercato_lock_${createHash('sha1').update(name).digest('hex').slice(0, 24)}`,
    text: `SELECT 1 FROM ${lock.table} WHERE ${lock.column} = $1 FOR UPDATE`,
    values: [Number.isSafeInteger(lock.id) ? lock.id : null],
  };
}

/**
 * A query taking the transaction-scoped advisory locks of the keys in the text[] parameter `param`,
 * in its order (one row per key): for `Database.lockKeys`, or a CTE of a write that takes them in
 * its own round trip (then `Database.keysLocked`). The next statement's snapshot sees every commit
 * made before the locks were granted.
 */
export function lockKeysSql(param: string): string {
  return `SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(${param}::text[]) WITH ORDINALITY AS u(k, n) ORDER BY n`;
}
