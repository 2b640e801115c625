import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { ADDRESS, COMBINE, createCoupon, createRule, criteria, PRODUCT, PRODUCT_COMBINE, unique } from './support';

const INVALID_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';

/** Cart price rules over REST (Magento_SalesRule RuleRepositoryInterface), after Magento's RuleRepositoryTest. */
describe('sales rules', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    // Its own database: the active rules without a coupon it makes would discount every later
    // file's carts on a shared one.
    t = await startIsolatedApp('sales_rules');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  /** Magento's api-functional RuleRepositoryTest::getSalesRuleData. */
  const magentoRule = () => ({
    name: unique('40% Off on Large Orders'),
    store_labels: [
      { store_id: 0, store_label: 'TestRule_Label' },
      { store_id: 1, store_label: 'TestRule_Label_default' },
    ],
    description: 'Test sales rule',
    website_ids: [1],
    customer_group_ids: [0, 1, 3],
    from_date: '2015-06-09',
    to_date: '2018-06-09',
    uses_per_customer: 2,
    is_active: 1,
    condition: {
      condition_type: COMBINE,
      conditions: [{ condition_type: ADDRESS, operator: '>', attribute_name: 'base_subtotal', value: 800 }],
      aggregator_type: 'all',
      operator: null,
      value: null,
    },
    action_condition: {
      condition_type: PRODUCT_COMBINE,
      conditions: [{ condition_type: PRODUCT, operator: '==', attribute_name: 'attribute_set_id', value: '4' }],
      aggregator_type: 'all',
      operator: null,
      value: null,
    },
    stop_rules_processing: true,
    is_advanced: true,
    sort_order: 2,
    simple_action: 'cart_fixed',
    discount_amount: 40,
    discount_qty: 2,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: 1,
    is_rss: true,
    coupon_type: 'SPECIFIC_COUPON',
    use_auto_generation: false,
    uses_per_coupon: 0,
    simple_free_shipping: 0,
  });

  /** What Magento answers for that input: typed values, the free-shipping mode as a string. */
  const answered = (input: ReturnType<typeof magentoRule>) => ({ ...input, is_active: true, simple_free_shipping: '0' });

  it('creates, lists, updates, reads and deletes a rule (Magento RuleRepositoryTest::testCrud)', async () => {
    const input = magentoRule();
    const created = await admin.post('/rest/V1/salesRules', { rule: input });
    expect(created.status).toBe(200);
    const ruleId = created.body.rule_id;
    expect(ruleId).toEqual(expect.any(Number));
    expect(created.body).toEqual({ rule_id: ruleId, ...answered(input) });

    const list = await admin.get(`/rest/V1/salesRules/search${criteria({ groups: [[['rule_id', ruleId]]], pageSize: 2, currentPage: 1 })}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [{ rule_id: ruleId, ...answered(input) }],
      search_criteria: {
        filter_groups: [{ filters: [{ field: 'rule_id', value: String(ruleId), condition_type: 'eq' }] }],
        page_size: 2,
        current_page: 1,
      },
      total_count: 1,
    });

    const changed = { ...input, times_used: 2, customer_group_ids: [0, 1, 3], discount_amount: 30 };
    const updated = await admin.put(`/rest/V1/salesRules/${ruleId}`, { rule: changed });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ rule_id: ruleId, ...answered(changed) });
    expect((await admin.get(`/rest/V1/salesRules/${ruleId}`)).body).toEqual({ rule_id: ruleId, ...answered(changed) });

    const deleted = await admin.delete(`/rest/V1/salesRules/${ruleId}`);
    expect(deleted).toMatchObject({ status: 200, body: true });
    expect(await admin.get(`/rest/V1/salesRules/${ruleId}`)).toMatchObject({ status: 404, body: { message: 'No such entity.' } });
  });

  it('answers defaults and the empty condition trees Magento saves for a minimal rule', async () => {
    const name = unique('minimal');
    const res = await admin.post('/rest/V1/salesRules', { rule: { name, website_ids: [1], customer_group_ids: [1] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rule_id: expect.any(Number),
      name,
      store_labels: [],
      website_ids: [1],
      customer_group_ids: [1],
      uses_per_customer: 0,
      is_active: false,
      condition: { condition_type: COMBINE, aggregator_type: 'all', operator: null, value: true },
      action_condition: { condition_type: PRODUCT_COMBINE, aggregator_type: 'all', operator: null, value: true },
      stop_rules_processing: true,
      is_advanced: true,
      sort_order: 0,
      discount_amount: 0,
      discount_step: 0,
      apply_to_shipping: false,
      times_used: 0,
      is_rss: false,
      coupon_type: 'NO_COUPON',
      use_auto_generation: false,
      uses_per_coupon: 0,
      simple_free_shipping: '0',
    });
  });

  it('updates only the fields sent; lists and labels sent replace or remove', async () => {
    const rule = await createRule(admin, {
      website_ids: [0, 1],
      store_labels: [
        { store_id: 0, store_label: 'All' },
        { store_id: 1, store_label: 'Default' },
      ],
      simple_action: 'by_percent',
      discount_amount: 10,
      condition: {
        condition_type: COMBINE,
        aggregator_type: 'any',
        value: '1',
        conditions: [{ condition_type: ADDRESS, attribute_name: 'total_qty', operator: '>=', value: '2' }],
      },
    });
    const res = await admin.put(`/rest/V1/salesRules/${rule.rule_id}`, {
      rule: { website_ids: [1], store_labels: [{ store_id: 1, store_label: '' }], discount_amount: 15, description: 'changed' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...rule,
      website_ids: [1],
      store_labels: [{ store_id: 0, store_label: 'All' }],
      discount_amount: 15,
      description: 'changed',
    });
  });

  it("refuses rules without websites or customer groups, or ending before they start, with Magento's joined message", async () => {
    const post = (rule: Record<string, unknown>) => admin.post('/rest/V1/salesRules', { rule: { name: unique('bad'), ...rule } });
    expect(await post({})).toMatchObject({
      status: 400,
      body: { message: 'Please specify a website.; Please specify Customer Groups.; ' },
    });
    expect(await post({ website_ids: [], customer_group_ids: [1] })).toMatchObject({
      status: 400,
      body: { message: 'Please specify a website.; ' },
    });
    expect(await post({ website_ids: [1], customer_group_ids: [1], from_date: '2030-05-02', to_date: '2030-05-01' })).toMatchObject({
      status: 400,
      body: { message: 'End Date must follow Start Date.; ' },
    });
    const rule = await createRule(admin);
    expect(await admin.put(`/rest/V1/salesRules/${rule.rule_id}`, { rule: { customer_group_ids: [] } })).toMatchObject({
      status: 400,
      body: { message: 'Please specify Customer Groups.; ' },
    });
  });

  it('refuses invalid values: coupon type, action, free shipping, dates, condition classes, references, a negative amount', async () => {
    const post = (rule: Record<string, unknown>) =>
      admin.post('/rest/V1/salesRules', { rule: { website_ids: [1], customer_group_ids: [1], ...rule } });
    const invalid = (fieldName: string, value: unknown) => ({
      status: 400,
      body: { message: INVALID_VALUE, parameters: { fieldName, value } },
    });
    expect(await post({ coupon_type: 'SPECIFIC' })).toMatchObject(invalid('coupon_type', 'SPECIFIC'));
    expect(await post({ simple_action: 'to_percent' })).toMatchObject(invalid('simple_action', 'to_percent'));
    expect(await post({ simple_free_shipping: '7' })).toMatchObject(invalid('simple_free_shipping', '7'));
    expect(await post({ to_date: 'next week' })).toMatchObject(invalid('to_date', 'next week'));
    expect(await post({ website_ids: [1, 987654] })).toMatchObject(invalid('website_ids', 987654));
    expect(await post({ customer_group_ids: [987654] })).toMatchObject(invalid('customer_group_ids', 987654));
    expect(await post({ store_labels: [{ store_id: 987654, store_label: 'x' }] })).toMatchObject(invalid('store_id', 987654));
    expect(
      await post({
        condition: {
          conditions: [
            { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Nope', attribute_name: 'x', operator: '==', value: 1 },
          ],
        },
      }),
    ).toMatchObject(invalid('condition_type', 'Magento\\SalesRule\\Model\\Rule\\Condition\\Nope'));
    expect(
      await post({
        action_condition: { conditions: [{ condition_type: ADDRESS, attribute_name: 'base_subtotal', operator: '>', value: 1 }] },
      }),
    ).toMatchObject(invalid('condition_type', ADDRESS));
    expect(await post({ discount_amount: -5 })).toMatchObject({ status: 400, body: { message: 'Please choose a valid discount amount.' } });
    expect(await post({ rule_colour: 'red' })).toMatchObject({
      status: 400,
      body: {
        message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
        parameters: { fieldName: 'rule_colour' },
      },
    });
  });

  it('answers 404 for a rule that does not exist, on every route', async () => {
    const none = { status: 404, body: { message: 'No such entity.' } };
    expect(await admin.get('/rest/V1/salesRules/987654')).toMatchObject(none);
    expect(await admin.put('/rest/V1/salesRules/987654', { rule: { name: 'x', website_ids: [1], customer_group_ids: [1] } })).toMatchObject(
      none,
    );
    expect(await admin.delete('/rest/V1/salesRules/987654')).toMatchObject(none);
    expect(await admin.post('/rest/V1/salesRules', { rule: { rule_id: 987654, website_ids: [1], customer_group_ids: [1] } })).toMatchObject(
      none,
    );
  });

  it('searches rules with filters, sort orders and pages', async () => {
    const tag = unique('search');
    const ids: number[] = [];
    for (const [i, action] of ['by_percent', 'by_fixed', 'by_percent'].entries()) {
      ids.push((await createRule(admin, { name: `${tag}-${i}`, simple_action: action, sort_order: 10 - i })).rule_id);
    }
    const q = criteria({
      groups: [[['name', `${tag}%`, 'like']], [['simple_action', 'by_percent']]],
      sort: [['sort_order', 'ASC']],
      pageSize: 1,
      currentPage: 1,
    });
    const res = await admin.get(`/rest/V1/salesRules/search${q}`);
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(2);
    expect(res.body.items.map((r: any) => r.rule_id)).toEqual([ids[2]]);
    const unknown = await admin.get(`/rest/V1/salesRules/search${criteria({ groups: [[['colour', 'red']]] })}`);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid attribute name: %1', parameters: ['colour'] } });
  });

  it("keeps a specific-coupon rule's primary coupon in step with the rule, and drops it with the coupon type", async () => {
    const rule = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON', uses_per_coupon: 3, uses_per_customer: 1 });
    const coupon = await createCoupon(admin, { rule_id: rule.rule_id, code: unique('PRIMARY'), is_primary: true });
    expect(coupon).toMatchObject({ usage_limit: 3, usage_per_customer: 1, is_primary: true, type: 0 });
    await admin.put(`/rest/V1/salesRules/${rule.rule_id}`, { rule: { uses_per_coupon: 5, to_date: '2040-01-31' } });
    expect((await admin.get(`/rest/V1/coupons/${coupon.coupon_id}`)).body).toMatchObject({
      usage_limit: 5,
      expiration_date: '2040-01-31 00:00:00',
    });
    await admin.put(`/rest/V1/salesRules/${rule.rule_id}`, { rule: { coupon_type: 'NO_COUPON' } });
    expect((await admin.get(`/rest/V1/coupons/${coupon.coupon_id}`)).status).toBe(404);
  });

  it('deleting a rule deletes its coupons', async () => {
    const rule = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON' });
    const coupon = await createCoupon(admin, { rule_id: rule.rule_id, code: unique('GONE') });
    expect((await admin.delete(`/rest/V1/salesRules/${rule.rule_id}`)).status).toBe(200);
    expect((await admin.get(`/rest/V1/coupons/${coupon.coupon_id}`)).status).toBe(404);
  });

  it('is callable asynchronously, like every write route (derived twin)', async () => {
    const res = await admin.post('/rest/async/V1/salesRules', {
      rule: { name: unique('async'), website_ids: [1], customer_group_ids: [1] },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ bulk_uuid: expect.any(String), request_items: [{ id: 0, status: 'accepted' }], errors: false });
  });

  it('requires Magento_SalesRule::quote', async () => {
    const anon = new Client(t.base);
    expect(await anon.get('/rest/V1/salesRules/1')).toMatchObject({
      status: 401,
      body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_SalesRule::quote' } },
    });
  });
});
