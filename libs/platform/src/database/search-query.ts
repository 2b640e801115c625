import { DataSource } from 'typeorm';
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
export async function runSearch<T>(ds: DataSource, criteria: SearchCriteria, q: SearchQuery): Promise<{ rows: T[]; total: number }> {
  const c = compileCriteria(criteria, q.fields, q.defaultOrder, q.params ?? []);
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
