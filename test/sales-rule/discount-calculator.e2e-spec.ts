import { DiscountCalculator, DiscountInput, INVALID_COUPON, SalesRuleUsage } from '@mercato/sales-rule';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';
import { ADDRESS, COMBINE, createCoupon, createRule, PRODUCT, PRODUCT_COMBINE, unique } from './support';

/**
 * The discount calculator the cart uses, on rules and coupons made over REST: which rules are
 * candidates (website, customer group, dates, activity, coupon), their order, labels, and the usage
 * limits kept by recording placed orders. A database of its own, so no other file's rules count.
 */
describe('discount calculator', () => {
  let t: TestApp;
  let admin: Client;
  let calculator: DiscountCalculator;
  let usage: SalesRuleUsage;
  beforeAll(async () => {
    t = await startIsolatedApp('salesrule_calc');
    admin = await adminClient(t);
    calculator = t.app.get(DiscountCalculator);
    usage = t.app.get(SalesRuleUsage);
  });
  afterAll(() => t.close());

  /** Rules each test creates are kept apart by a SKU only that test's actions select. */
  const forSku = (sku: string) => ({
    condition_type: PRODUCT_COMBINE,
    aggregator_type: 'all',
    value: '1',
    conditions: [{ condition_type: PRODUCT, attribute_name: 'sku', operator: '==', value: sku }],
  });
  const cart = (sku: string, extra: Partial<DiscountInput> = {}): DiscountInput => ({
    websiteId: 1,
    customerGroupId: 1,
    items: [{ sku, qty: 2, price: 50, row_total: 100 }],
    subtotal: 100,
    shipping_amount: 10,
    date: '2030-06-15',
    ...extra,
  });

  it('applies the active rules of the website and customer group whose dates hold, in priority order', async () => {
    const sku = unique('sku');
    const percent = (extra: Record<string, unknown>) =>
      createRule(admin, {
        simple_action: 'by_percent',
        discount_amount: 10,
        stop_rules_processing: false,
        action_condition: forSku(sku),
        ...extra,
      });
    const later = await percent({ sort_order: 5 });
    const first = await percent({ sort_order: 1, discount_amount: 20 });
    const tie = await percent({ sort_order: 5 });
    await percent({ is_active: false });
    await percent({ website_ids: [0] });
    await percent({ customer_group_ids: [0] });
    await percent({ from_date: '2030-06-16' });
    await percent({ to_date: '2030-06-14' });
    const onTheDay = await percent({ from_date: '2030-06-15', to_date: '2030-06-15', sort_order: 9 });

    const r = await calculator.calculate(cart(sku));
    expect(r.applied_rule_ids).toEqual([first.rule_id, later.rule_id, tie.rule_id, onTheDay.rule_id]);
    // 20 % of 100 = 20; 10 % of 80 = 8; 10 % of 72 = 7.20; 10 % of 64.80 = 6.48.
    expect(r.items[0].discounts).toEqual([
      { rule_id: first.rule_id, amount: 20 },
      { rule_id: later.rule_id, amount: 8 },
      { rule_id: tie.rule_id, amount: 7.2 },
      { rule_id: onTheDay.rule_id, amount: 6.48 },
    ]);
    expect(r.discount_amount).toBe(41.68);
    expect(r.coupon).toBeNull();
  });

  it('applies a coupon rule with its specific or generated coupon only, and describes it by label', async () => {
    const sku = unique('sku');
    const specific = await createRule(admin, {
      coupon_type: 'SPECIFIC_COUPON',
      simple_action: 'by_fixed',
      discount_amount: 5,
      action_condition: forSku(sku),
      store_labels: [
        { store_id: 0, store_label: 'Five off' },
        { store_id: 1, store_label: 'Cinq de moins' },
      ],
    });
    const code = unique('SPRING');
    await createCoupon(admin, { rule_id: specific.rule_id, code });
    const withCode = await calculator.calculate(cart(sku, { couponCode: code.toLowerCase(), storeId: 1 }));
    expect(withCode.coupon).toEqual({ code: code.toLowerCase(), accepted: true });
    expect(withCode.discount_amount).toBe(10);
    expect(withCode.discount_description).toBe('Cinq de moins');
    expect((await calculator.calculate(cart(sku, { couponCode: code }))).discount_description).toBe('Five off');

    const without = await calculator.calculate(cart(sku));
    expect(without.discount_amount).toBe(0);
    const wrong = await calculator.calculate(cart(sku, { couponCode: 'NOT-A-COUPON' }));
    expect(wrong.coupon).toEqual({ code: 'NOT-A-COUPON', accepted: false, message: INVALID_COUPON, reason: 'not_found' });

    const auto = await createRule(admin, {
      coupon_type: 'AUTO',
      simple_action: 'by_percent',
      discount_amount: 50,
      action_condition: forSku(sku),
      to_date: '2030-12-31',
    });
    const [generated] = (await admin.post('/rest/V1/coupons/generate', { couponSpec: { rule_id: auto.rule_id, quantity: 1, length: 10 } }))
      .body;
    const r = await calculator.calculate(cart(sku, { couponCode: generated }));
    expect(r.coupon?.accepted).toBe(true);
    expect(r.applied_rule_ids).toEqual([auto.rule_id]);
    expect(r.discount_description).toBe(generated);
    // The generated coupon expires with its rule.
    expect((await calculator.calculate(cart(sku, { couponCode: generated, date: '2031-01-01' }))).coupon?.accepted).toBe(false);
  });

  it('refuses a coupon whose rule conditions the cart does not meet', async () => {
    const sku = unique('sku');
    const rule = await createRule(admin, {
      coupon_type: 'SPECIFIC_COUPON',
      simple_action: 'by_percent',
      discount_amount: 10,
      action_condition: forSku(sku),
      condition: {
        condition_type: COMBINE,
        aggregator_type: 'all',
        value: '1',
        conditions: [{ condition_type: ADDRESS, attribute_name: 'base_subtotal', operator: '>=', value: '200' }],
      },
    });
    const code = unique('BIG');
    await createCoupon(admin, { rule_id: rule.rule_id, code });
    expect((await calculator.calculate(cart(sku, { couponCode: code }))).coupon).toMatchObject({
      accepted: false,
      reason: 'not_applicable',
    });
    const big = cart(sku, { couponCode: code, items: [{ sku, qty: 4, price: 50, row_total: 200 }], subtotal: 200 });
    expect(await calculator.calculate(big)).toMatchObject({ discount_amount: 20, coupon: { accepted: true } });
  });

  it('counts placed orders and enforces uses per coupon and per customer', async () => {
    const sku = unique('sku');
    const alice = await createCustomer(t);
    const bob = await createCustomer(t);
    const rule = await createRule(admin, {
      coupon_type: 'SPECIFIC_COUPON',
      simple_action: 'by_fixed',
      discount_amount: 1,
      action_condition: forSku(sku),
      uses_per_coupon: 2,
      uses_per_customer: 1,
    });
    const code = unique('ONCE');
    const coupon = await createCoupon(admin, { rule_id: rule.rule_id, code, is_primary: true });
    expect(coupon).toMatchObject({ usage_limit: 2, usage_per_customer: 1 });

    const forAlice = cart(sku, { couponCode: code, customerId: alice.id });
    const placed = await calculator.calculate(forAlice);
    expect(placed.coupon?.accepted).toBe(true);
    await usage.record({ ruleIds: placed.applied_rule_ids, couponCode: code, customerId: alice.id });

    expect((await admin.get(`/rest/V1/salesRules/${rule.rule_id}`)).body.times_used).toBe(1);
    expect((await admin.get(`/rest/V1/coupons/${coupon.coupon_id}`)).body.times_used).toBe(1);
    expect(
      await t.ds.query(`SELECT times_used FROM salesrule_customer WHERE rule_id = $1 AND customer_id = $2`, [rule.rule_id, alice.id]),
    ).toEqual([{ times_used: 1 }]);
    expect(
      await t.ds.query(`SELECT times_used FROM salesrule_coupon_usage WHERE coupon_id = $1 AND customer_id = $2`, [
        coupon.coupon_id,
        alice.id,
      ]),
    ).toEqual([{ times_used: 1 }]);

    // Alice has used her one time; Bob may still; then the coupon's two uses are gone.
    expect((await calculator.calculate(forAlice)).coupon).toMatchObject({ accepted: false, reason: 'customer_usage_limit' });
    const forBob = cart(sku, { couponCode: code, customerId: bob.id });
    expect((await calculator.calculate(forBob)).coupon?.accepted).toBe(true);
    await usage.record({ ruleIds: [rule.rule_id], couponCode: code, customerId: bob.id });
    expect((await calculator.calculate(cart(sku, { couponCode: code }))).coupon).toMatchObject({ accepted: false, reason: 'usage_limit' });

    // Cancelling Bob's order gives his use back.
    await usage.revert({ ruleIds: [rule.rule_id], couponCode: code, customerId: bob.id });
    expect((await calculator.calculate(forBob)).coupon?.accepted).toBe(true);
    expect((await admin.get(`/rest/V1/coupons/${coupon.coupon_id}`)).body.times_used).toBe(1);
  });

  it('limits a rule without coupon to its uses per customer', async () => {
    const sku = unique('sku');
    const carol = await createCustomer(t);
    const rule = await createRule(admin, {
      simple_action: 'by_fixed',
      discount_amount: 2,
      action_condition: forSku(sku),
      uses_per_customer: 1,
    });
    const forCarol = cart(sku, { customerId: carol.id });
    expect((await calculator.calculate(forCarol)).discount_amount).toBe(4);
    await usage.record({ ruleIds: [rule.rule_id], customerId: carol.id });
    expect((await calculator.calculate(forCarol)).discount_amount).toBe(0);
    // Guests are not counted per customer.
    expect((await calculator.calculate(cart(sku))).discount_amount).toBe(4);
  });

  it('discounts shipping and grants free shipping as the rules say', async () => {
    const sku = unique('sku');
    await createRule(admin, {
      simple_action: 'by_percent',
      discount_amount: 25,
      apply_to_shipping: true,
      action_condition: forSku(sku),
      simple_free_shipping: '1',
    });
    const r = await calculator.calculate(cart(sku));
    expect(r).toMatchObject({ discount_amount: 25, shipping_discount_amount: 2.5, total_discount_amount: 27.5, free_shipping: true });
    expect(r.items[0]).toMatchObject({ free_shipping: true, free_shipping_qty: 2 });
  });

  it('keeps the rules without coupon in memory, and sees every change to them, but not the usage counters', async () => {
    const sku = unique('sku');
    const rule = await createRule(admin, { simple_action: 'by_percent', discount_amount: 10, action_condition: forSku(sku) });
    expect((await calculator.calculate(cart(sku))).discount_amount).toBe(10);
    // Another writer: the rule tables' triggers tell every process.
    await t.ds.query(`UPDATE salesrule SET discount_amount = 30 WHERE rule_id = $1`, [rule.rule_id]);
    for (let i = 0; (await calculator.calculate(cart(sku))).discount_amount !== 30; i++) {
      if (i > 40) throw new Error('the change was not seen');
      await new Promise((r) => setTimeout(r, 50));
    }
    await t.ds.query(`DELETE FROM salesrule_customer_group WHERE rule_id = $1 AND customer_group_id = 1`, [rule.rule_id]);
    for (let i = 0; (await calculator.calculate(cart(sku))).discount_amount !== 0; i++) {
      if (i > 40) throw new Error('the change was not seen');
      await new Promise((r) => setTimeout(r, 50));
    }
    // Through the repository: seen at once.
    const saved = await admin.put(`/rest/V1/salesRules/${rule.rule_id}`, {
      rule: { ...rule, discount_amount: 15, customer_group_ids: [0, 1] },
    });
    expect(saved.status).toBe(200);
    expect((await calculator.calculate(cart(sku))).discount_amount).toBe(15);
  });
});
