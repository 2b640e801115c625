import { SearchCriteria } from '@mercato/platform';
import { StoreLinkTable } from './store-assignment';

/**
 * Magento's custom `store_id` filter of the CMS page and block lists (Page/BlockStoreFilter): it
 * keeps the entities assigned to exactly that store (store 0 only matches entities assigned to all
 * store views), whatever the condition type, and applies on its own (AND), outside the OR of its
 * filter group. The other filters go through the generic criteria unchanged.
 */
export function takeStoreFilters(
  criteria: SearchCriteria,
  link: StoreLinkTable,
  alias: string,
): { criteria: SearchCriteria; conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const groups = (criteria.filter_groups ?? []).map((group) => {
    const filters = (group.filters ?? []).filter((f) => {
      if (f.field !== 'store_id') return true;
      params.push(storeValue(f.value));
      conditions.push(
        `EXISTS (SELECT 1 FROM ${link.table} sl WHERE sl.${link.key} = ${alias}.${link.key} AND sl.store_id = $${params.length})`,
      );
      return false;
    });
    return { ...group, filters };
  });
  return { criteria: { ...criteria, filter_groups: groups }, conditions, params };
}

/** The value as MySQL compares a string with an integer column: its leading integer, else 0. */
function storeValue(value: unknown): number {
  const m = /^\s*[+-]?\d+/.exec(String(value ?? ''));
  return m ? Number(m[0]) : 0;
}
