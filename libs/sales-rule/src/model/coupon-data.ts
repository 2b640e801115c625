/** A salesrule_coupon row as the repositories read it (timestamps as `YYYY-MM-DD hh:mm:ss`). */
export interface CouponRow {
  coupon_id: number;
  rule_id: number;
  code: string;
  usage_limit: number | null;
  usage_per_customer: number | null;
  times_used: number;
  expiration_date: string | null;
  is_primary: boolean | null;
  created_at: string | null;
  type: number | null;
}

export const COUPON_COLUMNS = `c.coupon_id, c.rule_id, c.code, c.usage_limit, c.usage_per_customer, c.times_used,
  to_char(c.expiration_date, 'YYYY-MM-DD HH24:MI:SS') AS expiration_date, c.is_primary,
  to_char(c.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, c.type`;

/**
 * A coupon as Magento's CouponInterface answers it: nullable fields left out when null;
 * `is_primary` is true for a rule's primary coupon and null for the others.
 */
export function presentCoupon(row: CouponRow): Record<string, unknown> {
  const out: Record<string, unknown> = { coupon_id: row.coupon_id, rule_id: row.rule_id, code: row.code };
  if (row.usage_limit !== null) out.usage_limit = row.usage_limit;
  if (row.usage_per_customer !== null) out.usage_per_customer = row.usage_per_customer;
  out.times_used = row.times_used;
  if (row.expiration_date !== null) out.expiration_date = row.expiration_date;
  out.is_primary = row.is_primary ? true : null;
  if (row.created_at !== null) out.created_at = row.created_at;
  if (row.type !== null) out.type = row.type;
  return out;
}
