import { adminClient, Client, startApp, TestApp } from '../support/app';
import { createCoupon, createRule, criteria, unique } from './support';

const SAVING = 'Error occurred when saving coupon: %1';
const GENERATING = 'Error occurred when generating coupons: %1';

/** Coupons and coupon management over REST (CouponRepositoryInterface, CouponManagementInterface). */
describe('coupons', () => {
  let t: TestApp;
  let admin: Client;
  let autoRule: any;
  let specificRule: any;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    autoRule = await createRule(admin, {
      coupon_type: 'AUTO',
      use_auto_generation: true,
      uses_per_coupon: 1,
      uses_per_customer: 1,
      to_date: '2040-12-31',
    });
    specificRule = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON', uses_per_coupon: 10 });
  });
  afterAll(() => t.close());

  it('creates, lists, updates, reads and deletes a coupon (Magento CouponRepositoryTest::testCrud)', async () => {
    const input = {
      rule_id: autoRule.rule_id,
      code: unique('mycouponcode1'),
      times_used: 0,
      is_primary: null,
      created_at: '2015-07-20 00:00:00',
      type: 1,
    };
    const created = await admin.post('/rest/V1/coupons', { coupon: input });
    expect(created.status).toBe(200);
    const couponId = created.body.coupon_id;
    // usage_limit and usage_per_customer come from the rule.
    const expected = { coupon_id: couponId, ...input, usage_limit: 1, usage_per_customer: 1 };
    expect(created.body).toEqual(expected);

    const list = await admin.get(
      `/rest/V1/coupons/search${criteria({ groups: [[['coupon_id', couponId]]], pageSize: 2, currentPage: 1 })}`,
    );
    expect(list.body).toEqual({
      items: [expected],
      search_criteria: {
        filter_groups: [{ filters: [{ field: 'coupon_id', value: String(couponId), condition_type: 'eq' }] }],
        page_size: 2,
        current_page: 1,
      },
      total_count: 1,
    });

    const changed = { ...input, times_used: 2, code: unique('mycouponcode2') };
    const updated = await admin.put(`/rest/V1/coupons/${couponId}`, { coupon: changed });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...expected, ...changed });
    expect((await admin.get(`/rest/V1/coupons/${couponId}`)).body).toEqual({ ...expected, ...changed });

    expect(await admin.delete(`/rest/V1/coupons/${couponId}`)).toMatchObject({ status: 200, body: true });
    expect(await admin.get(`/rest/V1/coupons/${couponId}`)).toMatchObject({ status: 404, body: { message: 'No such entity.' } });
  });

  it('refuses a coupon its rule does not accept, inside Magento\'s "Error occurred when saving coupon"', async () => {
    const noCoupon = await createRule(admin);
    const post = (coupon: Record<string, unknown>) => admin.post('/rest/V1/coupons', { coupon: { code: unique('c'), ...coupon } });
    const failed = (reason: string) => ({ status: 400, body: { message: SAVING, parameters: [reason] } });
    expect(await post({ rule_id: noCoupon.rule_id })).toMatchObject(failed('Specified rule does not allow coupons'));
    expect(await post({ rule_id: autoRule.rule_id })).toMatchObject(failed('Specified rule only allows auto generated coupons'));
    expect(await post({ rule_id: autoRule.rule_id, type: 0 })).toMatchObject(failed('Specified rule only allows auto generated coupons'));
    expect(await post({ rule_id: specificRule.rule_id, type: 1 })).toMatchObject(
      failed('Specified rule does not allow auto generated coupons'),
    );
    expect(await post({ rule_id: 987654 })).toMatchObject(failed('No such entity with rule_id = 987654'));
    expect(await post({ rule_id: specificRule.rule_id, code: '' })).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'code' } },
    });
  });

  it('refuses a code already taken, whatever its case', async () => {
    const code = unique('TAKEN');
    await createCoupon(admin, { rule_id: specificRule.rule_id, code });
    const res = await admin.post('/rest/V1/coupons', { coupon: { rule_id: specificRule.rule_id, code: code.toLowerCase() } });
    expect(res).toMatchObject({ status: 400, body: { message: '%1 already exists.', parameters: ['Coupon with the same code'] } });
  });

  it('keeps one primary coupon per rule', async () => {
    const rule = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON' });
    await createCoupon(admin, { rule_id: rule.rule_id, code: unique('P1'), is_primary: true });
    const second = await admin.post('/rest/V1/coupons', { coupon: { rule_id: rule.rule_id, code: unique('P2'), is_primary: true } });
    expect(second).toMatchObject({ status: 400, body: { message: 'Unique constraint violation found' } });
  });

  it('answers 404 for a coupon that does not exist, on every route', async () => {
    const none = { status: 404, body: { message: 'No such entity.' } };
    expect(await admin.get('/rest/V1/coupons/987654')).toMatchObject(none);
    expect(await admin.put('/rest/V1/coupons/987654', { coupon: { code: 'x' } })).toMatchObject(none);
    expect(await admin.delete('/rest/V1/coupons/987654')).toMatchObject(none);
  });

  it('generates codes in the format asked for, stored as generated coupons of the rule', async () => {
    const prefix = unique('GEN').toUpperCase() + '-';
    const res = await admin.post('/rest/V1/coupons/generate', {
      couponSpec: {
        rule_id: autoRule.rule_id,
        format: 'num',
        quantity: 5,
        length: 6,
        prefix,
        suffix: '-X',
        delimiter_at_every: 3,
        delimiter: '.',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    for (const code of res.body) expect(code).toMatch(new RegExp(`^${prefix}\\d{3}\\.\\d{3}-X$`));
    expect(new Set(res.body).size).toBe(5);
    const stored = await admin.get(
      `/rest/V1/coupons/search${criteria({ groups: [[['code', `${prefix}%`, 'like']]], sort: [['code', 'ASC']] })}`,
    );
    expect(stored.body.total_count).toBe(5);
    expect(stored.body.items[0]).toEqual({
      coupon_id: expect.any(Number),
      rule_id: autoRule.rule_id,
      code: [...res.body].sort()[0],
      usage_limit: 1,
      usage_per_customer: 1,
      times_used: 0,
      expiration_date: '2040-12-31 00:00:00',
      is_primary: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      type: 1,
    });
  });

  it('makes codes longer when the ones asked for would be easy to guess', async () => {
    // 20 numeric codes of 1 digit: 20/10 > 25 % → 2 digits give 20 %.
    const prefix = unique('SHORT').toUpperCase() + '-';
    const res = await admin.post('/rest/V1/coupons/generate', {
      couponSpec: { rule_id: autoRule.rule_id, format: 'num', quantity: 20, length: 1, prefix },
    });
    expect(res.status).toBe(200);
    for (const code of res.body) expect(code).toMatch(new RegExp(`^${prefix}\\d{2}$`));
  });

  it('refuses to generate for an invalid spec or a rule without auto generation', async () => {
    const generate = (couponSpec: Record<string, unknown>) => admin.post('/rest/V1/coupons/generate', { couponSpec });
    const invalid = { status: 400, body: { message: 'One or more input exceptions have occurred.' } };
    expect(await generate({ rule_id: autoRule.rule_id, quantity: 0, length: 8 })).toMatchObject(invalid);
    expect(await generate({ rule_id: autoRule.rule_id, quantity: 2 })).toMatchObject(invalid);
    expect(await generate({ quantity: 2, length: 8 })).toMatchObject(invalid);
    expect(await generate({ rule_id: autoRule.rule_id, quantity: 2, length: 8, format: 'emoji' })).toMatchObject({
      status: 400,
      body: { parameters: { fieldName: 'format', value: 'emoji' } },
    });
    expect(await generate({ rule_id: specificRule.rule_id, quantity: 2, length: 8 })).toMatchObject({
      status: 400,
      body: { message: GENERATING, parameters: ['Specified rule does not allow automatic coupon generation'] },
    });
    expect(await generate({ rule_id: 987654, quantity: 2, length: 8 })).toMatchObject({
      status: 400,
      body: { message: GENERATING, parameters: ['No such entity with rule_id = 987654'] },
    });
    expect(await admin.post('/rest/V1/coupons/generate', {})).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'couponSpec' } },
    });
  });

  it('deletes coupons by id and by code, reporting the ones not found', async () => {
    const a = await createCoupon(admin, { rule_id: specificRule.rule_id, code: unique('DEL-A') });
    const b = await createCoupon(admin, { rule_id: specificRule.rule_id, code: unique('DEL-B') });
    const byIds = await admin.post('/rest/V1/coupons/deleteByIds', { ids: [a.coupon_id, 987654, a.coupon_id] });
    expect(byIds).toMatchObject({ status: 200, body: { failed_items: [], missing_items: ['987654'] } });
    expect((await admin.get(`/rest/V1/coupons/${a.coupon_id}`)).status).toBe(404);

    const byCodes = await admin.post('/rest/V1/coupons/deleteByCodes', { codes: [b.code.toLowerCase(), 'NO-SUCH-CODE'] });
    expect(byCodes).toMatchObject({ status: 200, body: { failed_items: [], missing_items: ['NO-SUCH-CODE'] } });
    expect((await admin.get(`/rest/V1/coupons/${b.coupon_id}`)).status).toBe(404);
  });

  it('deletes nothing when asked not to ignore invalid coupons and one is missing', async () => {
    const c = await createCoupon(admin, { rule_id: specificRule.rule_id, code: unique('KEEP') });
    const res = await admin.post('/rest/V1/coupons/deleteByCodes', { codes: [c.code, 'NO-SUCH-CODE'], ignoreInvalidCoupons: false });
    expect(res).toMatchObject({ status: 400, body: { message: 'Some coupons are invalid.' } });
    expect((await admin.get(`/rest/V1/coupons/${c.coupon_id}`)).status).toBe(200);
    const ok = await admin.post('/rest/V1/coupons/deleteByIds', { ids: [c.coupon_id], ignore_invalid_coupons: false });
    expect(ok).toMatchObject({ status: 200, body: { failed_items: [], missing_items: [] } });
  });

  it('searches coupons: OR-ed filters, AND-ed groups, a sort order (Magento testGetListWithMultipleFiltersAndSorting)', async () => {
    const rule = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON', use_auto_generation: true });
    const tag = unique('adv').toUpperCase();
    await createCoupon(admin, { rule_id: rule.rule_id, code: `${tag}_1`, type: 1, is_primary: true });
    await createCoupon(admin, { rule_id: rule.rule_id, code: `${tag}_2`, type: 1 });
    const other = await createRule(admin, { coupon_type: 'SPECIFIC_COUPON', use_auto_generation: true });
    await createCoupon(admin, { rule_id: other.rule_id, code: `${tag}_3`, type: 1, is_primary: true });
    const q = criteria({
      groups: [
        [
          ['type', 1],
          ['code', 'coupon_code_auto'],
        ],
        [['is_primary', 1]],
        [['code', `${tag}%`, 'like']],
      ],
      sort: [['code', 'DESC']],
      pageSize: 20,
    });
    const res = await admin.get(`/rest/V1/coupons/search${q}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: any) => c.code)).toEqual([`${tag}_3`, `${tag}_1`]);
  });
});
