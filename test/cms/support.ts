import { StoreDirectory } from '@mercato/store';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';

/**
 * Helpers of the CMS end-to-end tests. Each file runs on a database of its own (made beside the
 * run's test database, dropped afterwards): they add a store view, which would leak into other
 * files' assertions on a shared database.
 */
export interface CmsApp extends TestApp {
  admin: Client;
  anon: Client;
  /** Code and id of the second store view the file adds (the first is `default`, id 1). */
  second: { code: string; id: number };
}

export async function startCmsApp(label: string): Promise<CmsApp> {
  const t = await startIsolatedApp(`cms_${label}`);
  const code = `${label}_view`;
  const [{ store_id: id }] = await t.ds.query(
    `INSERT INTO store (code, website_id, group_id, name, sort_order, is_active) VALUES ($1, 1, 1, $1, 10, true) RETURNING store_id`,
    [code],
  );
  t.app.get(StoreDirectory).invalidate();
  return { ...t, admin: await adminClient(t), anon: new Client(t.base), second: { code, id } };
}

export interface FilterSpec {
  field: string;
  value: string | number;
  condition_type?: string;
}

export interface CriteriaSpec {
  groups?: FilterSpec[][];
  sort?: { field: string; direction?: string }[];
  pageSize?: number;
  currentPage?: number;
}

/** `<base>?searchCriteria…` the way PHP's http_build_query writes it (groups AND-ed, filters OR-ed). */
export function searchPath(base: string, criteria: CriteriaSpec): string {
  const sc: Record<string, unknown> = {};
  if (criteria.groups) sc.filter_groups = criteria.groups.map((filters) => ({ filters }));
  if (criteria.sort) sc.sort_orders = criteria.sort;
  if (criteria.pageSize !== undefined) sc.page_size = criteria.pageSize;
  if (criteria.currentPage !== undefined) sc.current_page = criteria.currentPage;
  if (!Object.keys(sc).length) return `${base}?searchCriteria=`;
  const parts: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v as Record<string, unknown>)) walk(`${prefix}[${k}]`, child);
    } else {
      parts.push(`${prefix}=${encodeURIComponent(String(v ?? ''))}`);
    }
  };
  walk('searchCriteria', sc);
  return `${base}?${parts.join('&')}`;
}

let counter = 0;
/** A URL key no other test uses (lower case, valid for pages and blocks). */
export function uniqueKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

export const DATE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
