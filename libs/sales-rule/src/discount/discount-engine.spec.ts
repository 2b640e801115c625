import { CONDITION, ConditionNode } from '../model/condition-tree';
import { computeDiscounts, EngineRule, INVALID_COUPON, UsageFacts } from './discount-engine';
import { DiscountInput, DiscountItemInput } from './types';

/**
 * The arithmetic of Magento's cart discount, on hand-computed examples. Each expected figure is
 * worked out in the comment beside it the way Magento 2.4 computes it (PHP round(), delta rounding).
 */

let nextId = 1;
function rule(r: Partial<EngineRule>): EngineRule {
  return {
    rule_id: nextId++,
    coupon_type: 1,
    conditions: null,
    actions: null,
    simple_action: 'by_percent',
    discount_amount: 0,
    discount_qty: null,
    discount_step: 0,
    apply_to_shipping: false,
    stop_rules_processing: false,
    simple_free_shipping: 0,
    uses_per_customer: 0,
    description: null,
    label: null,
    ...r,
  };
}

function line(sku: string, price: number, qty = 1, extra: Partial<DiscountItemInput> = {}): DiscountItemInput {
  return { sku, price, qty, row_total: Math.round(price * qty * 100) / 100, ...extra };
}

function cart(items: DiscountItemInput[], extra: Partial<DiscountInput> = {}): DiscountInput {
  const subtotal = items.reduce((s, i) => s + i.row_total, 0);
  return { websiteId: 1, customerGroupId: 0, items, subtotal, date: '2030-01-01', ...extra };
}

const NO_USAGE: UsageFacts = { coupon: null, ruleUses: new Map() };
const discountsOf = (r: ReturnType<typeof computeDiscounts>) => r.items.map((i) => i.discount_amount);

const all = (...conditions: ConditionNode[]): ConditionNode => ({
  type: CONDITION.COMBINE,
  attribute: null,
  operator: null,
  value: '1',
  aggregator: 'all',
  conditions,
});
const products = (...conditions: ConditionNode[]): ConditionNode => ({
  type: CONDITION.PRODUCT_COMBINE,
  attribute: null,
  operator: null,
  value: '1',
  aggregator: 'all',
  conditions,
});
const address = (attribute: string, operator: string, value: unknown): ConditionNode => ({
  type: CONDITION.ADDRESS,
  attribute,
  operator,
  value,
});
const product = (attribute: string, operator: string, value: unknown): ConditionNode => ({
  type: CONDITION.PRODUCT,
  attribute,
  operator,
  value,
});

describe('percentage discount (by_percent)', () => {
  it('carries the rounding remainder from line to line (delta rounding)', () => {
    // 10 % of 59.97 = 5.997 → 6.00 (delta -0.003); 10 % of 5.55 = 0.555 - 0.003 = 0.552 → 0.55.
    // Rounding each line alone would give 6.00 + 0.56 = 6.56; Magento answers 6.55 = 10 % of 65.52.
    const r = computeDiscounts(cart([line('a', 19.99, 3), line('b', 5.55)]), [rule({ discount_amount: 10 })], NO_USAGE);
    expect(discountsOf(r)).toEqual([6, 0.55]);
    expect(r.discount_amount).toBe(6.55);
    expect(r.items[0].discount_percent).toBe(10);
  });

  it('caps the percentage at 100 and the discount at the line total', () => {
    const r = computeDiscounts(cart([line('a', 12.34, 2)]), [rule({ discount_amount: 150 })], NO_USAGE);
    expect(discountsOf(r)).toEqual([24.68]);
    expect(r.items[0].discount_percent).toBe(100);
  });

  it('discounts at most discount_qty units', () => {
    // 50 % of 2 × 10.00 = 10.00 (the other 3 units keep their price).
    const r = computeDiscounts(cart([line('a', 10, 5)]), [rule({ discount_amount: 50, discount_qty: 2 })], NO_USAGE);
    expect(discountsOf(r)).toEqual([10]);
    // Limited by discount_qty, the line does not count as "50 % off".
    expect(r.items[0].discount_percent).toBe(0);
  });

  it('discounts whole steps of discount_step units', () => {
    // 7 units, step 3 → 6 units: 20 % of 60.00 = 12.00.
    const r = computeDiscounts(cart([line('a', 10, 7)]), [rule({ discount_amount: 20, discount_step: 3 })], NO_USAGE);
    expect(discountsOf(r)).toEqual([12]);
  });

  it('applies a second percentage to what the first left', () => {
    // 10 % of 100 = 10; then 20 % of (100 - 10) = 18: 28 in all, the line 30 % off.
    const rules = [rule({ discount_amount: 10 }), rule({ discount_amount: 20 })];
    const r = computeDiscounts(cart([line('a', 100)]), rules, NO_USAGE);
    expect(discountsOf(r)).toEqual([28]);
    expect(r.items[0].discounts.map((d) => d.amount)).toEqual([10, 18]);
    expect(r.items[0].discount_percent).toBe(30);
  });
});

describe('fixed discount per unit (by_fixed)', () => {
  it('takes the amount off every unit, never more than the line', () => {
    const r = computeDiscounts(
      cart([line('a', 10, 4), line('b', 10, 2)]),
      [rule({ simple_action: 'by_fixed', discount_amount: 2.5 })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([10, 5]);
    const capped = computeDiscounts(cart([line('a', 10, 2)]), [rule({ simple_action: 'by_fixed', discount_amount: 15 })], NO_USAGE);
    expect(discountsOf(capped)).toEqual([20]);
  });
});

describe('fixed discount for the whole cart (cart_fixed)', () => {
  it('spreads the amount over the lines in proportion to their totals', () => {
    // 10.00 over 30 + 20 + 50: 3.00, 2.00, and the last line the remaining 5.00.
    const r = computeDiscounts(
      cart([line('a', 30), line('b', 20), line('c', 50)]),
      [rule({ simple_action: 'cart_fixed', discount_amount: 10 })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([3, 2, 5]);
  });

  it("rounds each share with the rule's delta and gives the last line the remainder", () => {
    // 10.00 over three lines of 10.00: 3.333334 → 3.33 (delta 0.003334); 3.336667 → 3.34;
    // the last line takes 10.00 - 6.67 = 3.33.
    const r = computeDiscounts(
      cart([line('a', 10), line('b', 10), line('c', 10)]),
      [rule({ simple_action: 'cart_fixed', discount_amount: 10 })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([3.33, 3.34, 3.33]);
    expect(r.discount_amount).toBe(10);
  });

  it('never discounts more than the cart', () => {
    const r = computeDiscounts(
      cart([line('a', 10), line('b', 20)]),
      [rule({ simple_action: 'cart_fixed', discount_amount: 100 })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([10, 20]);
  });

  it('shares the amount with shipping when it applies to shipping', () => {
    // 10.00 over 30 + 20 of lines and 50 of shipping: 3.00 and 2.00 on the lines, 5.00 on shipping.
    const r = computeDiscounts(
      cart([line('a', 30), line('b', 20)], { shipping_amount: 50 }),
      [rule({ simple_action: 'cart_fixed', discount_amount: 10, apply_to_shipping: true })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([3, 2]);
    expect(r.shipping_discount_amount).toBe(5);
    expect(r.total_discount_amount).toBe(10);
  });
});

describe('buy X get Y (buy_x_get_y)', () => {
  it.each([
    // X = 2 bought, Y = 1 free: every third unit is free.
    [7, 2], // 2 full periods of 3 → 2 free; 1 unit left ≤ X
    [6, 2],
    [5, 1], // 1 period; 2 left ≤ X
    [3, 1],
    [2, 0],
  ])('%p units at 10.00 give %p free', (qty, free) => {
    const r = computeDiscounts(
      cart([line('a', 10, qty)]),
      [rule({ simple_action: 'buy_x_get_y', discount_step: 2, discount_amount: 1 })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([free * 10]);
  });

  it('gives nothing when Y exceeds X (Magento refuses "buy 1 get 2")', () => {
    const r = computeDiscounts(
      cart([line('a', 10, 9)]),
      [rule({ simple_action: 'buy_x_get_y', discount_step: 1, discount_amount: 2 })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([0]);
  });
});

describe('rule order and stop_rules_processing', () => {
  it('stops after a rule that applied and asks to stop', () => {
    const first = rule({ discount_amount: 10, stop_rules_processing: true });
    const second = rule({ simple_action: 'by_fixed', discount_amount: 5 });
    const r = computeDiscounts(cart([line('a', 100)]), [first, second], NO_USAGE);
    expect(discountsOf(r)).toEqual([10]);
    expect(r.applied_rule_ids).toEqual([first.rule_id]);
  });

  it('goes on when the stopping rule applied to no line', () => {
    const first = rule({ discount_amount: 10, stop_rules_processing: true, actions: products(product('sku', '==', 'other')) });
    const second = rule({ simple_action: 'by_fixed', discount_amount: 5 });
    const r = computeDiscounts(cart([line('a', 100)]), [first, second], NO_USAGE);
    expect(discountsOf(r)).toEqual([5]);
    expect(r.applied_rule_ids).toEqual([second.rule_id]);
  });
});

describe('conditions', () => {
  it('applies a rule only when the cart meets its conditions', () => {
    const r10 = rule({ discount_amount: 10, conditions: all(address('base_subtotal', '>=', '100')) });
    expect(computeDiscounts(cart([line('a', 99.99)]), [r10], NO_USAGE).discount_amount).toBe(0);
    expect(computeDiscounts(cart([line('a', 100)]), [r10], NO_USAGE).discount_amount).toBe(10);
  });

  it('tests total_qty and the shipping country', () => {
    const r = rule({ discount_amount: 10, conditions: all(address('total_qty', '>=', 3), address('country_id', '==', 'us')) });
    expect(computeDiscounts(cart([line('a', 10, 3)], { address: { country_id: 'US' } }), [r], NO_USAGE).discount_amount).toBe(3);
    expect(computeDiscounts(cart([line('a', 10, 3)], { address: { country_id: 'FR' } }), [r], NO_USAGE).discount_amount).toBe(0);
    expect(computeDiscounts(cart([line('a', 10, 2)], { address: { country_id: 'US' } }), [r], NO_USAGE).discount_amount).toBe(0);
  });

  it('reads a combination whose value is false as "all of these are false" (Magento\'s Combine)', () => {
    const notBig = rule({ discount_amount: 10, conditions: { ...all(address('base_subtotal', '>', 800)), value: null } });
    expect(computeDiscounts(cart([line('a', 1000)]), [notBig], NO_USAGE).discount_amount).toBe(0);
    expect(computeDiscounts(cart([line('a', 500)]), [notBig], NO_USAGE).discount_amount).toBe(50);
  });

  it('finds (or makes sure there is no) line matching product conditions', () => {
    const found: ConditionNode = {
      type: CONDITION.FOUND,
      attribute: null,
      operator: null,
      value: '1',
      aggregator: 'all',
      conditions: [product('sku', '==', 'GIFT')],
    };
    const r = rule({ discount_amount: 10, conditions: all(found) });
    expect(computeDiscounts(cart([line('a', 10), line('gift', 10)]), [r], NO_USAGE).discount_amount).toBe(2);
    expect(computeDiscounts(cart([line('a', 10)]), [r], NO_USAGE).discount_amount).toBe(0);
    const notFound = rule({ discount_amount: 10, conditions: all({ ...found, value: '0' }) });
    expect(computeDiscounts(cart([line('a', 10)]), [notFound], NO_USAGE).discount_amount).toBe(1);
  });

  it('sums a subselection of lines (total quantity in a category)', () => {
    const sub: ConditionNode = {
      type: CONDITION.SUBSELECT,
      attribute: 'qty',
      operator: '>=',
      value: '3',
      aggregator: 'all',
      conditions: [product('category_ids', '==', '5')],
    };
    const r = rule({ discount_amount: 10, conditions: all(sub) });
    const shoes = (qty: number) => line('shoe', 10, qty, { category_ids: [5, 9] });
    expect(computeDiscounts(cart([shoes(2), line('hat', 10, 5, { category_ids: [7] })]), [r], NO_USAGE).discount_amount).toBe(0);
    expect(computeDiscounts(cart([shoes(2), line('boot', 10, 1, { category_ids: [5] })]), [r], NO_USAGE).discount_amount).toBe(3);
  });

  it('selects lines by category, SKU list, quantity and price', () => {
    const items = [
      line('A-1', 10, 1, { category_ids: [3] }),
      line('B-2', 20, 2, { category_ids: [4] }),
      line('C-3', 30, 3, { category_ids: [5] }),
    ];
    const by = (c: ConditionNode) =>
      discountsOf(computeDiscounts(cart(items), [rule({ discount_amount: 10, actions: products(c) })], NO_USAGE));
    expect(by(product('category_ids', '==', '3, 5'))).toEqual([1, 0, 9]);
    expect(by(product('category_ids', '!=', '4'))).toEqual([1, 0, 9]);
    expect(by(product('sku', '()', 'a-1, c-3'))).toEqual([1, 0, 9]);
    expect(by(product('sku', '{}', 'B-'))).toEqual([0, 4, 0]);
    expect(by(product('quote_item_qty', '>=', '2'))).toEqual([0, 4, 9]);
    expect(by(product('quote_item_price', '<', '20'))).toEqual([1, 0, 0]);
    expect(by(product('quote_item_row_total', '==', '40'))).toEqual([0, 4, 0]);
    expect(by(product('color', '==', 'red'))).toEqual([0, 0, 0]);
  });
});

describe('shipping and free shipping', () => {
  it('takes a percentage off shipping for a rule that applies to shipping', () => {
    const r = computeDiscounts(
      cart([line('a', 10)], { shipping_amount: 15 }),
      [rule({ discount_amount: 10, apply_to_shipping: true })],
      NO_USAGE,
    );
    expect(r.shipping_discount_amount).toBe(1.5);
    expect(r.discount_amount).toBe(1);
  });

  it('ships lines free for "matching items only", the shipment when every line is free', () => {
    const free = rule({ simple_free_shipping: 1, actions: products(product('sku', '==', 'a')) });
    const some = computeDiscounts(cart([line('a', 10, 2), line('b', 10)]), [free], NO_USAGE);
    expect(some.items.map((i) => [i.free_shipping, i.free_shipping_qty])).toEqual([
      [true, 2],
      [false, 0],
    ]);
    expect(some.free_shipping).toBe(false);
    expect(computeDiscounts(cart([line('a', 10)]), [free], NO_USAGE).free_shipping).toBe(true);
  });

  it('ships the whole shipment free when a matching line is in it', () => {
    const free = rule({ simple_free_shipping: 2, actions: products(product('sku', '==', 'a')) });
    const r = computeDiscounts(cart([line('b', 10), line('a', 10)]), [free], NO_USAGE);
    expect(r.free_shipping).toBe(true);
    expect(r.items.every((i) => i.free_shipping)).toBe(true);
  });
});

describe('coupons and usage limits', () => {
  const usage = (over: Partial<NonNullable<UsageFacts['coupon']>> = {}): UsageFacts => ({
    coupon: { code: 'SAVE10', usage_limit: null, usage_per_customer: null, times_used: 0, customer_times_used: null, ...over },
    ruleUses: new Map(),
  });

  it('accepts the coupon when its rule applied, and describes the discount with the code', () => {
    const r = computeDiscounts(cart([line('a', 50)], { couponCode: 'save10' }), [rule({ coupon_type: 2, discount_amount: 10 })], usage());
    expect(r.coupon).toEqual({ code: 'save10', accepted: true });
    expect(r.discount_description).toBe('save10');
  });

  it("refuses an unknown coupon, and one whose rule does not apply, with Magento's message", () => {
    expect(computeDiscounts(cart([line('a', 50)], { couponCode: 'NOPE' }), [], NO_USAGE).coupon).toEqual({
      code: 'NOPE',
      accepted: false,
      message: INVALID_COUPON,
      reason: 'not_found',
    });
    const big = rule({ coupon_type: 2, discount_amount: 10, conditions: all(address('base_subtotal', '>', 100)) });
    expect(computeDiscounts(cart([line('a', 50)], { couponCode: 'SAVE10' }), [big], usage()).coupon?.reason).toBe('not_applicable');
  });

  it('refuses a coupon used up, overall or by this customer', () => {
    const r = rule({ coupon_type: 2, discount_amount: 10 });
    const used = computeDiscounts(cart([line('a', 50)], { couponCode: 'SAVE10' }), [r], usage({ usage_limit: 5, times_used: 5 }));
    expect(used.coupon?.reason).toBe('usage_limit');
    expect(used.discount_amount).toBe(0);
    const mine = usage({ usage_per_customer: 1, customer_times_used: 1 });
    expect(computeDiscounts(cart([line('a', 50)], { couponCode: 'SAVE10', customerId: 7 }), [r], mine).coupon?.reason).toBe(
      'customer_usage_limit',
    );
    // A guest has no per-customer count.
    expect(computeDiscounts(cart([line('a', 50)], { couponCode: 'SAVE10' }), [r], mine).coupon?.accepted).toBe(true);
  });

  it('stops a rule a customer has used as often as allowed', () => {
    const r = rule({ discount_amount: 10, uses_per_customer: 2 });
    const usedTwice: UsageFacts = { coupon: null, ruleUses: new Map([[r.rule_id, 2]]) };
    expect(computeDiscounts(cart([line('a', 50)], { customerId: 7 }), [r], usedTwice).discount_amount).toBe(0);
    const usedOnce: UsageFacts = { coupon: null, ruleUses: new Map([[r.rule_id, 1]]) };
    expect(computeDiscounts(cart([line('a', 50)], { customerId: 7 }), [r], usedOnce).discount_amount).toBe(5);
  });
});

describe("cases from Magento's own unit tests (SalesRule Rule\\Action\\Discount)", () => {
  it('ByPercentTest::testCalculate: 30 % of what an earlier rule left of 3 × 50.00', () => {
    // The earlier rule took 10.00 off the line: 30 % of (150.00 - 10.00) = 42.00.
    const rules = [rule({ simple_action: 'cart_fixed', discount_amount: 10 }), rule({ discount_amount: 30, discount_qty: 5 })];
    const r = computeDiscounts(cart([line('a', 50, 3)]), rules, NO_USAGE);
    expect(r.items[0].discounts.map((d) => d.amount)).toEqual([10, 42]);
    expect(discountsOf(r)).toEqual([52]);
  });

  it.each([
    // ByPercentTest::fixQuantityDataProvider: [step, qty, discounted qty].
    [0, 23, 23],
    [20, 33, 20],
    [25, 23, 0],
    [10, 23, 20],
  ])('ByPercentTest::testFixQuantity: step %p of %p units discounts %p', (step, qty, discounted) => {
    const r = computeDiscounts(cart([line('a', 1, qty)]), [rule({ discount_amount: 100, discount_step: step })], NO_USAGE);
    expect(discountsOf(r)).toEqual([discounted]);
  });

  it('BuyXGetYTest::testCalculate: buy 2 get 1 of 3 units at 10.00 discounts one', () => {
    const r = computeDiscounts(
      cart([line('a', 10, 3)]),
      [rule({ simple_action: 'buy_x_get_y', discount_step: 2, discount_amount: 1 })],
      NO_USAGE,
    );
    expect(discountsOf(r)).toEqual([10]);
  });
});
