/** The query string of a searchCriteria, one filter per group unless a group is given as a list. */
export function criteria(c: {
  groups?: [string, unknown, string?][][];
  sort?: [string, string][];
  pageSize?: number;
  currentPage?: number;
}): string {
  const parts: string[] = [];
  (c.groups ?? []).forEach((group, g) =>
    group.forEach(([field, value, type], f) => {
      const p = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      parts.push(`${p}[field]=${field}`, `${p}[value]=${encodeURIComponent(String(value))}`, `${p}[condition_type]=${type ?? 'eq'}`);
    }),
  );
  (c.sort ?? []).forEach(([field, direction], i) =>
    parts.push(`searchCriteria[sort_orders][${i}][field]=${field}`, `searchCriteria[sort_orders][${i}][direction]=${direction}`),
  );
  if (c.pageSize !== undefined) parts.push(`searchCriteria[page_size]=${c.pageSize}`);
  if (c.currentPage !== undefined) parts.push(`searchCriteria[current_page]=${c.currentPage}`);
  return parts.length ? '?' + parts.join('&') : '?searchCriteria=';
}

export const REQUIRED = '"%fieldName" is required. Enter and try again.';
export const INVALID = 'Invalid value of "%value" provided for the %fieldName field.';
export const AGGREGATE = 'One or more input exceptions have occurred.';
export const required = (fieldName: string) => ({ message: REQUIRED, parameters: { fieldName } });
export const invalid = (fieldName: string, value: unknown) => ({ message: INVALID, parameters: { fieldName, value } });
