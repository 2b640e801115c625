import type { QueryRunner } from 'typeorm';

/**
 * Migrations' one way to have a small table announce its changes: a statement trigger that sends
 * `*` on `channel` after any insert, update (of `updateOf`'s columns, when given), delete or
 * truncate, for the processes that hold the table, or what is read from it, in memory
 * (NotifiedSnapshot, NotifiedCache).
 */
export async function createChangeNotification(
  q: QueryRunner,
  table: string,
  channel: string,
  options: { updateOf?: readonly string[]; ignoreInserts?: boolean } = {},
): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION ${functionOf(table)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${channel}', '*');
      RETURN NULL;
    END $$`);
  // `updateOf` leaves out updates that set only other columns (counters bumped by every order).
  const update = options.updateOf ? `UPDATE OF ${options.updateOf.join(', ')}` : 'UPDATE';
  // `ignoreInserts`: for caches that hold only rows found (a new row makes no entry wrong), where
  // every insert announced would empty them for nothing (a mask per guest cart).
  const insert = options.ignoreInserts ? '' : 'INSERT OR ';
  await q.query(`CREATE TRIGGER ${table}_notify AFTER ${insert}${update} OR DELETE OR TRUNCATE ON ${table}
                 FOR EACH STATEMENT EXECUTE FUNCTION ${functionOf(table)}()`);
}

export async function dropChangeNotification(q: QueryRunner, table: string): Promise<void> {
  await q.query(`DROP TRIGGER IF EXISTS ${table}_notify ON ${table}`);
  await q.query(`DROP FUNCTION IF EXISTS ${functionOf(table)}()`);
}

function functionOf(table: string): string {
  return `mercato_notify_${table}_change`;
}
