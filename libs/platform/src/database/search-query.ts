import { InputException } from '../webapi/errors';
import { Database } from './database';
import { compileCriteria, SearchCriteria, SearchFieldMap } from '../webapi/search-criteria';

export interface SearchQuery {
  /** Columns of a result row. */
  select: string;
  /** `FROM …` tables and joins, without WHERE. */
  from: string;
  fields: SearchFieldMap;
  defaultOrder: string;
  /** Conditions every row must meet besides the criteria (ownership, scope), with their parameters. */
  conditions?: string[];
  params?: unknown[];
  /** For a `from` that joins a one-to-many table: one result per value of this key (Magento's grouped collections). */
  groupBy?: string;
}

/**
 * Runs a getList search: the page of rows the criteria select, and the total count of matches
 * (two statements whatever the page size). Used by every repository's getList.
 */
export async function runSearch<T>(ds: Database, criteria: SearchCriteria, q: SearchQuery): Promise<{ rows: T[]; total: number }> {
  const c = compileCriteria(criteria, q.fields, q.defaultOrder, q.params ?? []);
  await assertValidPatterns(ds, criteria);
  const where = [...(q.conditions ?? []), c.where].join(' AND ');
  const counted = q.groupBy ? `DISTINCT ${q.groupBy}` : '*';
  const counting = [q.from, ...c.filterJoins].join(' ');
  const [{ total }] = await ds.query(`SELECT count(${counted})::int AS total FROM ${counting} WHERE ${where}`, c.params);
  const grouped = q.groupBy ? ` GROUP BY ${q.groupBy}` : '';
  const rows: T[] = await ds.query(
    `SELECT ${q.select} FROM ${[counting, ...c.sortJoins].join(' ')} WHERE ${where}${grouped} ORDER BY ${c.orderBy}` +
      (c.limit !== null ? ` LIMIT ${c.limit} OFFSET ${c.offset}` : ''),
    c.params,
  );
  return { rows, total };
}

/**
 * A `regexp` filter's value is a PostgreSQL pattern, which only PostgreSQL can judge (its syntax is
 * not JavaScript's): each one is compiled once on its own first, so a pattern that does not compile
 * is the client's invalid value (400), not a failed search (SQLSTATE 2201B, a 500).
 */
async function assertValidPatterns(ds: Database, criteria: SearchCriteria): Promise<void> {
  for (const group of criteria.filter_groups ?? []) {
    for (const f of group.filters ?? []) {
      if ((f.condition_type ?? '').toLowerCase() !== 'regexp') continue;
      const pattern = String(f.value ?? '');
      try {
        await ds.query(`SELECT '' ~ $1`, [pattern]);
      } catch (e) {
        if ((e as { code?: string }).code !== '2201B') throw e;
        throw InputException.invalidFieldValue(f.field, pattern);
      }
    }
  }
}
