import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { ambientRunner } from './ambient-transaction';

/**
 * Runs a hot read as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (for a query of several joins, most of its cost). Inside an
 * ambient transaction it runs there as a plain query, so it sees the transaction's own writes.
 */
export async function preparedQuery<T>(ds: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  if (ambientRunner()) return ds.query(text, values);
  const pool = (ds.driver as unknown as { master: Pool }).master;
  return (await pool.query({ name, text, values })).rows as T[];
}
