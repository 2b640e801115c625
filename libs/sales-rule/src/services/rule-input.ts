import { InputException, LocalizedException } from '@mercato/platform';
import { RuleInput } from '../dto/rule.input';
import { CONDITION, ConditionNode, treeFromInput } from '../model/condition-tree';
import { COUPON_TYPE, COUPON_TYPE_BY_NAME, FREE_SHIPPING_BY_NAME, RuleRow, SIMPLE_ACTIONS } from '../model/rule-data';

/** Every stored value of a rule, as one save writes it. */
export interface RuleValues {
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
  discount_amount: number;
  discount_qty: number | null;
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
  /** Labels to write (an empty label removes the store's label); undefined leaves them as they are. */
  store_labels?: { store_id: number; label: string }[];
}

/** A new rule's values before the input is applied: the salesrule column defaults. */
const DEFAULTS: RuleValues = {
  name: null,
  description: null,
  from_date: null,
  to_date: null,
  uses_per_customer: 0,
  is_active: false,
  conditions: null,
  actions: null,
  stop_rules_processing: true,
  is_advanced: true,
  product_ids: null,
  sort_order: 0,
  simple_action: null,
  discount_amount: 0,
  discount_qty: null,
  discount_step: 0,
  apply_to_shipping: false,
  times_used: 0,
  is_rss: false,
  coupon_type: COUPON_TYPE.NO_COUPON,
  use_auto_generation: false,
  uses_per_coupon: 0,
  simple_free_shipping: 0,
  website_ids: [],
  customer_group_ids: [],
};

/**
 * Applies a RuleInterface input to a rule (a new one, or the stored one being updated) with
 * Magento's checks: ToModel's rule-data validation first (its messages joined with "; " into one
 * InputException, exactly as Magento renders them), then the model's own before-save checks.
 * Fields not sent keep their value; `website_ids` and `customer_group_ids` must be sent, non-empty,
 * when a rule is created, and must not be emptied later.
 */
export function applyRuleInput(input: RuleInput, existing: RuleRow | null): RuleValues {
  const v: RuleValues = existing ? valuesOf(existing) : { ...DEFAULTS };
  const given = <K extends keyof RuleInput>(k: K) => input[k] !== undefined && input[k] !== null;

  if (input.name !== undefined) v.name = input.name ?? null;
  if (input.description !== undefined) v.description = input.description ?? null;
  if (input.from_date !== undefined) v.from_date = ruleDate('from_date', input.from_date);
  if (input.to_date !== undefined) v.to_date = ruleDate('to_date', input.to_date);
  if (given('uses_per_customer')) v.uses_per_customer = input.uses_per_customer!;
  if (given('is_active')) v.is_active = input.is_active!;
  if (given('condition')) v.conditions = treeFromInput(input.condition!, CONDITION.COMBINE);
  if (given('action_condition')) v.actions = treeFromInput(input.action_condition!, CONDITION.PRODUCT_COMBINE);
  if (given('stop_rules_processing')) v.stop_rules_processing = input.stop_rules_processing!;
  if (given('is_advanced')) v.is_advanced = input.is_advanced!;
  if (input.product_ids !== undefined) v.product_ids = input.product_ids ?? null;
  if (given('sort_order')) v.sort_order = input.sort_order!;
  if (input.simple_action !== undefined) v.simple_action = simpleAction(input.simple_action);
  if (given('discount_amount')) v.discount_amount = input.discount_amount!;
  // Magento's resource model stores an empty discount quantity as NULL ("no maximum").
  if (input.discount_qty !== undefined) v.discount_qty = input.discount_qty ? input.discount_qty : null;
  if (given('discount_step')) v.discount_step = input.discount_step!;
  if (given('apply_to_shipping')) v.apply_to_shipping = input.apply_to_shipping!;
  if (given('times_used')) v.times_used = input.times_used!;
  if (given('is_rss')) v.is_rss = input.is_rss!;
  if (given('coupon_type')) v.coupon_type = couponType(input.coupon_type!);
  if (given('use_auto_generation')) v.use_auto_generation = input.use_auto_generation!;
  if (given('uses_per_coupon')) v.uses_per_coupon = input.uses_per_coupon!;
  if (given('simple_free_shipping')) v.simple_free_shipping = freeShipping(input.simple_free_shipping!);
  if (input.store_labels) {
    v.store_labels = input.store_labels.map((l) => ({ store_id: l.store_id ?? 0, label: l.store_label ?? '' }));
  }

  // AbstractModel::validateData on the merged data: a list sent empty, or missing on a new rule, is an error.
  const errors: string[] = [];
  if (v.from_date && v.to_date && v.from_date > v.to_date) errors.push('End Date must follow Start Date.');
  if (input.website_ids !== undefined || !existing) {
    v.website_ids = unique(input.website_ids ?? []);
    if (!v.website_ids.length) errors.push('Please specify a website.');
  }
  if (input.customer_group_ids !== undefined || !existing) {
    v.customer_group_ids = unique(input.customer_group_ids ?? []);
    if (!v.customer_group_ids.length) errors.push('Please specify Customer Groups.');
  }
  if (errors.length) throw new InputException(errors.map((e) => e + '; ').join(''));

  // Rule\Model\AbstractModel::beforeSave
  if (Math.trunc(v.discount_amount) < 0) throw new LocalizedException('Please choose a valid discount amount.');
  return v;
}

function valuesOf(row: RuleRow): RuleValues {
  return {
    name: row.name,
    description: row.description,
    from_date: row.from_date,
    to_date: row.to_date,
    uses_per_customer: row.uses_per_customer,
    is_active: row.is_active,
    conditions: row.conditions,
    actions: row.actions,
    stop_rules_processing: row.stop_rules_processing,
    is_advanced: row.is_advanced,
    product_ids: row.product_ids,
    sort_order: row.sort_order,
    simple_action: row.simple_action,
    discount_amount: Number(row.discount_amount),
    discount_qty: row.discount_qty === null ? null : Number(row.discount_qty),
    discount_step: row.discount_step,
    apply_to_shipping: row.apply_to_shipping,
    times_used: row.times_used,
    is_rss: row.is_rss,
    coupon_type: row.coupon_type,
    use_auto_generation: row.use_auto_generation,
    uses_per_coupon: row.uses_per_coupon,
    simple_free_shipping: row.simple_free_shipping,
    website_ids: row.website_ids,
    customer_group_ids: row.customer_group_ids,
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** from_date / to_date: Magento keeps the date part of whatever date-time was sent; empty means none. */
function ruleDate(field: string, value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const m = DATE.exec(value.trim());
  const valid = m && !Number.isNaN(Date.parse(value.trim().replace(' ', 'T'))) && validDay(+m[1], +m[2], +m[3]);
  if (!valid) throw InputException.invalidFieldValue(field, value);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function validDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function couponType(value: string): number {
  const type = COUPON_TYPE_BY_NAME[value];
  if (type === undefined) throw InputException.invalidFieldValue('coupon_type', value);
  return type;
}

function simpleAction(value: string | null): string | null {
  if (value === null || value === '') return null;
  if (!(SIMPLE_ACTIONS as readonly string[]).includes(value)) throw InputException.invalidFieldValue('simple_action', value);
  return value;
}

/** The stored number (0, 1, 2) or RuleInterface's name for it. */
function freeShipping(value: string): number {
  if (value === '') return 0;
  if (/^[012]$/.test(value)) return Number(value);
  const mode = FREE_SHIPPING_BY_NAME[value];
  if (mode === undefined) throw InputException.invalidFieldValue('simple_free_shipping', value);
  return mode;
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
