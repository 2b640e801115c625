import { CONDITION, ConditionNode, emptyTree } from '../model/condition-tree';
import { COUPON_TYPE, FREE_SHIPPING } from '../model/rule-data';
import { CartFacts, ItemFacts, validateCart, validateItem } from './condition-evaluator';
import { roundPrice } from '@mercato/platform';
import { CouponRejection, DiscountInput, DiscountItemResult, DiscountResult } from './types';

export const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

/** A candidate rule: active, in its date range, for the website and group, with the coupon when it needs one. */
export interface EngineRule {
  rule_id: number;
  coupon_type: number;
  conditions: ConditionNode | null;
  actions: ConditionNode | null;
  simple_action: string | null;
  discount_amount: number;
  discount_qty: number | null;
  discount_step: number;
  apply_to_shipping: boolean;
  stop_rules_processing: boolean;
  simple_free_shipping: number;
  uses_per_customer: number;
  description: string | null;
  /** The rule's label for the store (else store 0's), or null. */
  label: string | null;
}

/** What the usage tables say about the coupon and the customer. */
export interface UsageFacts {
  /** The coupon with the given code, if one exists. */
  coupon: {
    code: string;
    usage_limit: number | null;
    usage_per_customer: number | null;
    times_used: number;
    customer_times_used: number | null;
  } | null;
  /** rule_id → orders of this customer the rule was applied to (rules the customer has used). */
  ruleUses: ReadonlyMap<number, number>;
}

interface Line {
  result: DiscountItemResult;
  facts: ItemFacts;
  price: number;
  rowTotal: number;
  rowTotalInclTax: number;
  noDiscount: boolean;
  discount: number;
  percent: number;
  freeShipping: boolean | number;
}

const EMPTY_ACTIONS = emptyTree(CONDITION.PRODUCT_COMBINE);
const EMPTY_CONDITIONS = emptyTree(CONDITION.COMBINE);

/**
 * Magento's cart discount for the default configuration (prices excl. tax, discount on prices
 * excl. tax, one shipping address): Quote\Discount and the Validator, RulesApplier, Utility and
 * Rule\Action\Discount\* calculators of Magento 2.4.7+, plus OfflineShipping's free shipping.
 *
 * Rules are taken in priority order; each applies to every line its actions select, then a rule
 * that stops further processing ends the loop if it applied. Amounts are rounded to cents with
 * Magento's delta rounding, so a percentage spread over many lines adds up to the exact percentage.
 */
export function computeDiscounts(input: DiscountInput, rules: readonly EngineRule[], usage: UsageFacts): DiscountResult {
  const lines = input.items.map(toLine);
  const cart: CartFacts = { address: addressData(input, lines), items: lines.map((l) => l.facts) };
  const customerId = input.customerId ?? null;
  const couponCode = input.couponCode?.trim() || null;
  const state = new RunState();

  // Utility::canProcessRule, remembered per rule for the whole calculation.
  const validity = new Map<number, boolean>();
  const canProcess = (rule: EngineRule): boolean => {
    let valid = validity.get(rule.rule_id);
    if (valid === undefined) {
      const refused = usageRefusal(rule, couponCode, customerId, usage);
      if (refused && rule.coupon_type !== COUPON_TYPE.NO_COUPON) state.couponRefusal ??= refused;
      valid = !refused && validateCart(rule.conditions ?? EMPTY_CONDITIONS, cart);
      validity.set(rule.rule_id, valid);
    }
    return valid;
  };
  const selects = (rule: EngineRule, line: Line) => validateItem(rule.actions ?? EMPTY_ACTIONS, line.facts);

  // Validator::sortItemsByPriority: lines the first rule selects first, then the second rule's…
  const sorted: Line[] = [];
  for (const rule of rules) for (const line of lines) if (!sorted.includes(line) && selects(rule, line)) sorted.push(line);
  for (const line of lines) if (!sorted.includes(line)) sorted.push(line);

  for (const rule of rules) {
    if (!canProcess(rule)) continue;
    const eligible = sorted.filter((l) => !l.noDiscount && l.price >= 0 && selects(rule, l));
    const totals = rule.simple_action === 'cart_fixed' ? cartFixedTotals(rule, eligible, input.shipping_amount ?? 0) : null;
    for (const line of eligible) {
      applyRule(state, rule, line, totals);
      state.applied(rule, line);
    }
    if (rule.stop_rules_processing && eligible.length) break;
  }

  const shippingAmount = input.shipping_amount ?? 0;
  if (shippingAmount > 0) discountShipping(state, rules, canProcess, shippingAmount, lines);
  const freeShipping = applyFreeShipping(rules, canProcess, selects, lines);

  const discountAmount = roundPrice(lines.reduce((s, l) => s + l.discount, 0));
  const coupon = couponCode ? couponResult(couponCode, state, usage) : null;
  const labels = state.ruleIds.map((id) => rules.find((r) => r.rule_id === id)!).map((r) => ({ rule: r, label: ruleLabel(r, couponCode) }));
  return {
    items: lines.map((l) => ({
      ...l.result,
      discount_amount: roundPrice(l.discount),
      discount_percent: l.percent,
      free_shipping: freeShipping || l.freeShipping !== false,
      free_shipping_qty: freeShipping || l.freeShipping === true ? l.facts.qty : Math.min(Number(l.freeShipping) || 0, l.facts.qty),
    })),
    discount_amount: discountAmount,
    shipping_discount_amount: state.shippingDiscount,
    total_discount_amount: roundPrice(discountAmount + state.shippingDiscount),
    free_shipping: freeShipping,
    applied_rule_ids: state.ruleIds,
    discount_description: [...new Set(labels.map((l) => l.label).filter((l) => l !== ''))].join(', '),
    discounts: labels.map(({ rule, label }) => ({
      rule_id: rule.rule_id,
      label,
      amount: roundPrice(lines.reduce((s, l) => s + (l.result.discounts.find((d) => d.rule_id === rule.rule_id)?.amount ?? 0), 0)),
      shipping_amount: roundPrice(state.shippingByRule.get(rule.rule_id) ?? 0),
    })),
    coupon,
  };
}

/** What one calculation accumulates across rules. */
class RunState {
  /** Utility's rounding deltas, keyed by the line's discount percent. */
  readonly percentDeltas = new Map<string, number>();
  /** DeltaPriceRound's deltas of each cart-fixed rule. */
  readonly cartFixedDeltas = new Map<number, number>();
  /** Amount of each cart-fixed rule not yet given out. */
  readonly cartFixedLeft = new Map<number, number>();
  readonly ruleIds: number[] = [];
  readonly shippingByRule = new Map<number, number>();
  shippingDiscount = 0;
  shippingPercent = 0;
  couponApplied = false;
  couponRefusal: CouponRejection | null = null;

  applied(rule: EngineRule, line?: Line): void {
    if (!this.ruleIds.includes(rule.rule_id)) this.ruleIds.push(rule.rule_id);
    if (line && !line.result.applied_rule_ids.includes(rule.rule_id)) line.result.applied_rule_ids.push(rule.rule_id);
    // RulesApplier::maintainAddressCouponCode: a coupon rule that applied carries the coupon.
    if (rule.coupon_type !== COUPON_TYPE.NO_COUPON) this.couponApplied = true;
  }
}

function toLine(item: DiscountInput['items'][number], index: number): Line {
  const qty = Number(item.qty) || 0;
  const price = Number(item.price) || 0;
  return {
    result: {
      index,
      ...(item.id !== undefined ? { id: item.id } : {}),
      sku: item.sku,
      discount_amount: 0,
      discount_percent: 0,
      applied_rule_ids: [],
      discounts: [],
      free_shipping: false,
      free_shipping_qty: 0,
    },
    facts: {
      sku: item.sku,
      qty,
      price,
      row_total: Number(item.row_total) || 0,
      category_ids: item.category_ids ?? [],
      attribute_set_id: item.attribute_set_id ?? null,
      attributes: item.attributes,
    },
    price,
    rowTotal: Number(item.row_total) || 0,
    rowTotalInclTax: Number(item.row_total_incl_tax ?? item.row_total) || 0,
    noDiscount: !!item.no_discount,
    discount: 0,
    percent: 0,
    freeShipping: false,
  };
}

/** The shipping address's data as rule conditions read it (before any discount). */
function addressData(input: DiscountInput, lines: Line[]): Record<string, unknown> {
  const subtotal = Number(input.subtotal) || 0;
  const weight = input.items.reduce((s, i) => s + (Number(i.weight) || 0) * (Number(i.qty) || 0), 0);
  return {
    ...(input.address ?? {}),
    subtotal,
    base_subtotal: subtotal,
    base_subtotal_with_discount: subtotal,
    base_subtotal_total_incl_tax: input.subtotal_incl_tax ?? subtotal,
    total_qty: lines.reduce((s, l) => s + l.facts.qty, 0),
    weight,
  };
}

/** The usage checks of Utility::canProcessRule: the coupon's limits, then the rule's per-customer limit. */
function usageRefusal(rule: EngineRule, couponCode: string | null, customerId: number | null, usage: UsageFacts): CouponRejection | null {
  const coupon = usage.coupon;
  if (rule.coupon_type !== COUPON_TYPE.NO_COUPON && couponCode && coupon) {
    if (coupon.usage_limit && coupon.times_used >= coupon.usage_limit) return 'usage_limit';
    if (
      customerId &&
      coupon.usage_per_customer &&
      coupon.customer_times_used !== null &&
      coupon.customer_times_used >= coupon.usage_per_customer
    ) {
      return 'customer_usage_limit';
    }
  }
  if (rule.uses_per_customer && customerId) {
    const used = usage.ruleUses.get(rule.rule_id);
    if (used !== undefined && used >= rule.uses_per_customer) return 'customer_usage_limit';
  }
  return null;
}

/** Utility::getItemQty: the rule's maximum quantity caps the line's. */
function ruleQty(rule: EngineRule, line: Line): number {
  return rule.discount_qty ? Math.min(line.facts.qty, rule.discount_qty) : line.facts.qty;
}

interface CartFixedTotals {
  /** What the rule's amount is spread over: the selected lines after earlier discounts (and shipping when it applies there too). */
  base: number;
  /** Lines still to be given their share. */
  left: number;
  includesShipping: boolean;
}

/** Validator::initTotals for a cart-fixed rule. */
function cartFixedTotals(rule: EngineRule, eligible: Line[], shippingAmount: number): CartFixedTotals {
  const includesShipping = rule.apply_to_shipping && shippingAmount > 0;
  const items = eligible.reduce((s, l) => s + l.price * ruleQty(rule, l) - l.discount, 0);
  return { base: items + (includesShipping ? shippingAmount : 0), left: eligible.length, includesShipping };
}

/** RulesApplier::getDiscountData + setDiscountData for one line and one rule. */
function applyRule(state: RunState, rule: EngineRule, line: Line, totals: CartFixedTotals | null): void {
  let qty = ruleQty(rule, line);
  if ((rule.simple_action === 'by_percent' || rule.simple_action === 'by_fixed') && rule.discount_step) {
    qty = Math.floor(qty / rule.discount_step) * rule.discount_step;
  }
  let amount = 0;
  switch (rule.simple_action) {
    case 'by_percent': {
      const percent = Math.min(100, rule.discount_amount);
      amount = ((qty * line.price - line.discount) * percent) / 100;
      if (!rule.discount_qty || rule.discount_qty > qty) line.percent = Math.min(100, line.percent + percent);
      break;
    }
    case 'by_fixed':
      amount = qty * rule.discount_amount;
      break;
    case 'cart_fixed':
      amount = cartFixedShare(state, rule, line, qty, totals!);
      break;
    case 'buy_x_get_y':
      amount = buyXGetYQty(rule, qty) * line.price;
      break;
  }
  amount = deltaRound(state, line, amount);
  // Utility::minFix: the line's discount never exceeds its price times the discounted quantity.
  const before = line.discount;
  line.discount = Math.min(before + amount, cents(line.price * qty));
  const applied = roundPrice(line.discount - before);
  const entry = line.result.discounts.find((d) => d.rule_id === rule.rule_id);
  if (entry) entry.amount = roundPrice(entry.amount + applied);
  else line.result.discounts.push({ rule_id: rule.rule_id, amount: applied });
}

/**
 * CartFixed: the rule's amount spread over the selected lines in proportion to what is left of
 * them, each share rounded with the rule's own delta; the last line takes what remains, unless
 * shipping shares the amount (then shipping takes the remainder).
 */
function cartFixedShare(state: RunState, rule: EngineRule, line: Line, qty: number, totals: CartFixedTotals): number {
  const available = state.cartFixedLeft.get(rule.rule_id) ?? rule.discount_amount;
  if (available <= 0) return 0;
  const lineTotal = line.price * qty - line.discount;
  let share: number;
  if (totals.left <= 1 && !totals.includesShipping) {
    share = Math.min(available, lineTotal);
    state.cartFixedDeltas.delete(rule.rule_id);
  } else {
    const exact = totals.base ? (rule.discount_amount * lineTotal) / totals.base : 0;
    // DeltaPriceRound: a tiny initial delta keeps halves from rounding differently run to run.
    const withDelta = exact + (state.cartFixedDeltas.get(rule.rule_id) ?? 0.000001);
    share = roundPrice(withDelta);
    state.cartFixedDeltas.set(rule.rule_id, withDelta - share);
    share = Math.min(share, available, lineTotal);
  }
  totals.left--;
  share = roundPrice(share);
  state.cartFixedLeft.set(rule.rule_id, cents(available - share));
  return share;
}

/** BuyXGetY: for every X bought, Y free (discount_step = X, discount_amount = Y). */
export function buyXGetYQty(rule: Pick<EngineRule, 'discount_step' | 'discount_amount'>, qty: number): number {
  const x = rule.discount_step;
  const y = rule.discount_amount;
  if (!x || y > x) return 0;
  const period = x + y;
  const full = Math.floor(qty / period);
  const rest = qty - full * period;
  let discounted = full * y;
  if (rest > x) discounted += rest - x;
  return discounted;
}

/**
 * Utility::deltaRoundingFix: lines discounted by the same percentage carry each other's rounding
 * remainder, so their discounts add up to the percentage of their sum; a 100 % discount never
 * exceeds the row total incl. tax.
 */
function deltaRound(state: RunState, line: Line, amount: number): number {
  const key = String(line.percent);
  if (line.percent && line.rowTotal > 0) {
    amount += state.percentDeltas.get(key) ?? 0;
    state.percentDeltas.set(key, amount - roundPrice(amount));
  }
  if (line.percent === 100 && line.rowTotalInclTax - amount < 0) amount = line.rowTotalInclTax;
  return roundPrice(amount);
}

/** Validator::processShippingAmount: rules applying to shipping, in priority order. */
function discountShipping(
  state: RunState,
  rules: readonly EngineRule[],
  canProcess: (r: EngineRule) => boolean,
  shipping: number,
  lines: Line[],
): void {
  for (const rule of rules) {
    if (!rule.apply_to_shipping || !canProcess(rule)) continue;
    let amount = 0;
    switch (rule.simple_action) {
      case 'by_percent': {
        const percent = Math.min(100, rule.discount_amount);
        amount = ((shipping - state.shippingDiscount) * percent) / 100;
        state.shippingPercent = Math.min(100, state.shippingPercent + percent);
        break;
      }
      case 'by_fixed':
        amount = rule.discount_amount;
        break;
      case 'cart_fixed': {
        const left = state.cartFixedLeft.get(rule.rule_id) ?? rule.discount_amount;
        if (left > 0) {
          amount = Math.min(shipping - state.shippingDiscount, left);
          state.cartFixedLeft.set(rule.rule_id, cents(left - amount));
        }
        break;
      }
      case 'buy_x_get_y': {
        // Shipping is discounted by the share of the units the rule gives away, over all lines.
        const units = lines.reduce((s, l) => s + l.facts.qty, 0);
        const free = lines.reduce((s, l) => s + buyXGetYQty(rule, l.facts.qty), 0);
        amount = units ? (shipping / units) * free : 0;
        break;
      }
    }
    const before = state.shippingDiscount;
    state.shippingDiscount = roundPrice(Math.min(before + amount, shipping));
    state.shippingByRule.set(rule.rule_id, (state.shippingByRule.get(rule.rule_id) ?? 0) + state.shippingDiscount - before);
    state.applied(rule);
    if (rule.stop_rules_processing) break;
  }
}

/**
 * OfflineShipping's Calculator::processFreeShipping per line, and FreeShipping::isFreeShipping for
 * the shipment: free when a rule grants it to the whole shipment, or when every line ships free.
 */
function applyFreeShipping(
  rules: readonly EngineRule[],
  canProcess: (r: EngineRule) => boolean,
  selects: (r: EngineRule, l: Line) => boolean,
  lines: Line[],
): boolean {
  if (!lines.length) return false;
  let allFree = true;
  let result = false;
  for (const line of lines) {
    if (line.noDiscount) {
      allFree = false;
      result = false;
      continue;
    }
    let shipmentFree = false;
    for (const rule of rules) {
      if (!canProcess(rule) || !selects(rule, line)) continue;
      if (rule.simple_free_shipping === FREE_SHIPPING.ITEM) line.freeShipping = rule.discount_qty ? rule.discount_qty : true;
      else if (rule.simple_free_shipping === FREE_SHIPPING.ADDRESS) shipmentFree = true;
      if (rule.stop_rules_processing) break;
    }
    if (shipmentFree) return true;
    allFree = allFree && line.freeShipping !== false;
    result = allFree;
  }
  return result;
}

/** TotalsCollector::_validateCouponCode: the coupon holds only if a rule using it applied. */
function couponResult(code: string, state: RunState, usage: UsageFacts) {
  if (state.couponApplied) return { code, accepted: true };
  const reason: CouponRejection = !usage.coupon ? 'not_found' : (state.couponRefusal ?? 'not_applicable');
  return { code, accepted: false, message: INVALID_COUPON, reason };
}

/** RulesApplier::getRuleLabel: the store label, else for a coupon rule its description or the code. */
function ruleLabel(rule: EngineRule, couponCode: string | null): string {
  if (rule.label) return rule.label;
  if (rule.coupon_type !== COUPON_TYPE.NO_COUPON && couponCode) return rule.description || couponCode;
  return '';
}

/** Products of prices and quantities carry binary noise (19.99 × 3); money is kept to 6 places. */
function cents(x: number): number {
  return Number(x.toFixed(6));
}
