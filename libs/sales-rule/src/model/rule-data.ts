import { toNumber } from '@mercato/platform';
import { ConditionNode, CONDITION, emptyTree, presentTree } from './condition-tree';

/** salesrule.coupon_type values (Magento\SalesRule\Model\Rule::COUPON_TYPE_*). */
export const COUPON_TYPE = { NO_COUPON: 1, SPECIFIC: 2, AUTO: 3 } as const;

/** RuleInterface's names for them. */
export const COUPON_TYPE_NAMES: Record<number, string> = { 1: 'NO_COUPON', 2: 'SPECIFIC_COUPON', 3: 'AUTO' };
export const COUPON_TYPE_BY_NAME: Record<string, number> = { NO_COUPON: 1, SPECIFIC_COUPON: 2, AUTO: 3 };

/** The cart rule actions (RuleInterface::DISCOUNT_ACTION_*). */
export const SIMPLE_ACTIONS = ['by_percent', 'by_fixed', 'cart_fixed', 'buy_x_get_y'] as const;
export type SimpleAction = (typeof SIMPLE_ACTIONS)[number];

/** OfflineShipping's free shipping modes: none, for matching items only, for the shipment with matching items. */
export const FREE_SHIPPING = { NONE: 0, ITEM: 1, ADDRESS: 2 } as const;
/** RuleInterface::FREE_SHIPPING_* names, accepted beside the stored numbers. */
export const FREE_SHIPPING_BY_NAME: Record<string, number> = { NONE: 0, MATCHING_ITEMS_ONLY: 1, FREE_WITH_MATCHING_ITEMS: 2 };

/** coupon.type: entered by hand, or generated. */
export const COUPON_KIND = { MANUAL: 0, GENERATED: 1 } as const;

/** A salesrule row as the repositories read it (dates as `YYYY-MM-DD`, numerics as strings). */
export interface RuleRow {
  rule_id: number;
  name: string | null;
  description: string | null;
  from_date: string | null;
  to_date: string | null;
  uses_per_customer: number;
  is_active: boolean;
  conditions: ConditionNode | null;
  actions: ConditionNode | null;
  stop_rules_processing: boolean;
  is_advanced: boolean;
  product_ids: number[] | null;
  sort_order: number;
  simple_action: string | null;
  discount_amount: string;
  discount_qty: string | null;
  discount_step: number;
  apply_to_shipping: boolean;
  times_used: number;
  is_rss: boolean;
  coupon_type: number;
  use_auto_generation: boolean;
  uses_per_coupon: number;
  simple_free_shipping: number;
  website_ids: number[];
  customer_group_ids: number[];
  store_labels: { store_id: number; store_label: string }[];
}

/** The columns and links of a rule, for `SELECT … FROM salesrule r`. */
export const RULE_COLUMNS = `r.rule_id, r.name, r.description,
  to_char(r.from_date, 'YYYY-MM-DD') AS from_date, to_char(r.to_date, 'YYYY-MM-DD') AS to_date,
  r.uses_per_customer, r.is_active, r.conditions, r.actions, r.stop_rules_processing, r.is_advanced, r.product_ids,
  r.sort_order, r.simple_action, r.discount_amount, r.discount_qty, r.discount_step, r.apply_to_shipping, r.times_used,
  r.is_rss, r.coupon_type, r.use_auto_generation, r.uses_per_coupon, r.simple_free_shipping,
  ARRAY(SELECT w.website_id FROM salesrule_website w WHERE w.rule_id = r.rule_id ORDER BY w.website_id) AS website_ids,
  ARRAY(SELECT g.customer_group_id FROM salesrule_customer_group g WHERE g.rule_id = r.rule_id
    ORDER BY g.customer_group_id) AS customer_group_ids,
  COALESCE((SELECT json_agg(json_build_object('store_id', l.store_id, 'store_label', l.label) ORDER BY l.store_id)
    FROM salesrule_label l WHERE l.rule_id = r.rule_id), '[]') AS store_labels`;

/**
 * A rule as Magento's RuleInterface answers it (ToDataModel + the service output processor):
 * nullable fields left out when null, the coupon type by name, the free-shipping mode as the
 * stored number in a string.
 */
export function presentRule(row: RuleRow): Record<string, unknown> {
  const out: Record<string, unknown> = { rule_id: row.rule_id };
  if (row.name !== null) out.name = row.name;
  out.store_labels = row.store_labels;
  if (row.description !== null) out.description = row.description;
  out.website_ids = row.website_ids;
  out.customer_group_ids = row.customer_group_ids;
  if (row.from_date !== null) out.from_date = row.from_date;
  if (row.to_date !== null) out.to_date = row.to_date;
  out.uses_per_customer = row.uses_per_customer;
  out.is_active = row.is_active;
  out.condition = presentTree(row.conditions ?? emptyTree(CONDITION.COMBINE));
  out.action_condition = presentTree(row.actions ?? emptyTree(CONDITION.PRODUCT_COMBINE));
  out.stop_rules_processing = row.stop_rules_processing;
  out.is_advanced = row.is_advanced;
  if (row.product_ids !== null) out.product_ids = row.product_ids;
  out.sort_order = row.sort_order;
  if (row.simple_action !== null) out.simple_action = row.simple_action;
  out.discount_amount = toNumber(row.discount_amount);
  if (row.discount_qty !== null) out.discount_qty = toNumber(row.discount_qty);
  out.discount_step = row.discount_step;
  out.apply_to_shipping = row.apply_to_shipping;
  out.times_used = row.times_used;
  out.is_rss = row.is_rss;
  out.coupon_type = COUPON_TYPE_NAMES[row.coupon_type] ?? '';
  out.use_auto_generation = row.use_auto_generation;
  out.uses_per_coupon = row.uses_per_coupon;
  out.simple_free_shipping = String(row.simple_free_shipping);
  return out;
}
