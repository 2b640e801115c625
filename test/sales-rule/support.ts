import { Client } from '../support/app';

export const COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine';
export const ADDRESS = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address';
export const PRODUCT_COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine';
export const PRODUCT = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product';
export const FOUND = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Found';

let counter = 0;
/** A name or code no other test uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/** Creates a rule over REST (website 1, every customer group unless given) and answers its body. */
export async function createRule(admin: Client, rule: Record<string, unknown> = {}): Promise<any> {
  const res = await admin.post('/rest/V1/salesRules', {
    rule: { name: unique('rule'), website_ids: [1], customer_group_ids: [0, 1, 2, 3], is_active: true, ...rule },
  });
  if (res.status !== 200) throw new Error(`create rule: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createCoupon(admin: Client, coupon: Record<string, unknown>): Promise<any> {
  const res = await admin.post('/rest/V1/coupons', { coupon });
  if (res.status !== 200) throw new Error(`create coupon: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The query string of a searchCriteria, one filter group per entry (http_build_query style). */
export function criteria(c: {
  groups?: [string, unknown, string?][][];
  sort?: [string, string][];
  pageSize?: number;
  currentPage?: number;
}): string {
  const parts: string[] = [];
  (c.groups ?? []).forEach((filters, g) =>
    filters.forEach(([field, value, type], f) => {
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
