import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { criteria, required } from './support';

/** /V1/taxRules (Magento\Tax\Api\TaxRuleRepositoryInterface), on a database of its own. */
describe('tax rules', () => {
  let t: TestApp;
  let admin: Client;
  let customer1: number;
  let customer2: number;
  let product1: number;
  let product2: number;
  let starRate: number;
  beforeAll(async () => {
    t = await startIsolatedApp('tax_rules');
    admin = await adminClient(t);
    const taxClass = async (class_name: string, class_type: string) =>
      Number((await admin.post('/rest/V1/taxClasses', { taxClass: { class_name, class_type } })).body);
    customer1 = await taxClass('CustomerTaxClass1', 'CUSTOMER');
    customer2 = await taxClass('CustomerTaxClass2', 'CUSTOMER');
    product1 = await taxClass('ProductTaxClass1', 'PRODUCT');
    product2 = await taxClass('ProductTaxClass2', 'PRODUCT');
    starRate = (
      await admin.post('/rest/V1/taxRates', {
        taxRate: { tax_country_id: 'US', tax_region_id: 12, tax_postcode: '*', code: '*', rate: 7.5 },
      })
    ).body.id;
  });
  afterAll(() => t.close());

  const save = (rule: Record<string, unknown>, method: 'post' | 'put' = 'post') => admin[method]('/rest/V1/taxRules', { rule });

  it('creates a rule and answers it', async () => {
    const rule = {
      code: 'Test Rule A',
      position: 10,
      priority: 5,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [1, 2],
      calculate_subtotal: 1,
    };
    const res = await save(rule);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...rule, id: expect.any(Number), calculate_subtotal: true });
    expect((await admin.get(`/rest/V1/taxRules/${res.body.id}`)).body).toEqual(res.body);
  });

  it('keeps the ids in the order given, without repeats; calculate_subtotal defaults to false', async () => {
    const res = await save({
      code: 'Test Rule',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [customer2, customer1, customer2],
      product_tax_class_ids: [product1, product2],
      tax_rate_ids: [starRate],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      code: 'Test Rule',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [customer2, customer1],
      product_tax_class_ids: [product1, product2],
      tax_rate_ids: [starRate],
      calculate_subtotal: false,
    });
    const links = await t.ds.query(`SELECT count(*)::int AS n FROM tax_calculation WHERE tax_calculation_rule_id = $1`, [res.body.id]);
    expect(links[0].n).toBe(4);
  });

  it('updates a rule with PUT, the id in the body, replacing its links', async () => {
    const created = await save({
      code: 'Test Rule Duplicate',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [customer1, customer2],
      product_tax_class_ids: [product1, product2],
      tax_rate_ids: [starRate],
    });
    const update = {
      id: created.body.id,
      code: 'Renamed Rule',
      position: 10,
      priority: 5,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [1, 2],
      calculate_subtotal: true,
    };
    const res = await save(update, 'put');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(update);
    const links = await t.ds.query(`SELECT count(*)::int AS n FROM tax_calculation WHERE tax_calculation_rule_id = $1`, [created.body.id]);
    expect(links[0].n).toBe(2);
    // Back to what the search tests below expect.
    await save(
      {
        ...update,
        code: 'Test Rule Duplicate',
        position: 0,
        priority: 0,
        customer_tax_class_ids: [customer1, customer2],
        product_tax_class_ids: [product1, product2],
        tax_rate_ids: [starRate],
        calculate_subtotal: false,
      },
      'put',
    );
  });

  it('answers 404 for an unknown rule (get, update, delete)', async () => {
    const notFound = (id: number) => ({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'taxRuleId', fieldValue: id },
    });
    let res = await admin.get('/rest/V1/taxRules/37865');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound(37865));
    res = await save(
      { id: 12345, code: 'x', position: 10, priority: 5, customer_tax_class_ids: [3], product_tax_class_ids: [2], tax_rate_ids: [1] },
      'put',
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound(12345));
    res = await admin.delete('/rest/V1/taxRules/37865');
    expect(res.status).toBe(404);
  });

  it('refuses a code already used, ignoring case', async () => {
    const res = await save({
      code: 'test rule',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [1],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '%1 already exists.', parameters: ['Code'] });
  });

  it("refuses classes of the wrong type, keeping Magento's unfilled %fieldValue", async () => {
    const res = await save({
      code: 'Wrong types',
      priority: 5,
      position: 10,
      customer_tax_class_ids: [2],
      product_tax_class_ids: [3],
      tax_rate_ids: [1, 2],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'No such entity with customer_tax_class_ids = %fieldValue\nNo such entity with product_tax_class_ids = %fieldValue',
    });
  });

  it('refuses unknown classes and rates', async () => {
    const res = await save({
      code: 'Unknown ids',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [9001],
      product_tax_class_ids: [2],
      tax_rate_ids: [9002],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'No such entity with class_id = 9001\nNo such entity with taxRateId = 9002' });
  });

  it('reports every missing field, one message per field', async () => {
    let res = await save({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: [
        'The position value of "" must be greater than or equal to 0.',
        'The priority value of "" must be greater than or equal to 0.',
        '"code" is required. Enter and try again.',
        '"customer_tax_class_ids" is required. Enter and try again.',
        '"product_tax_class_ids" is required. Enter and try again.',
        '"tax_rate_ids" is required. Enter and try again.',
      ].join('\n'),
    });
    res = await save({
      code: 'Negative',
      priority: -1,
      position: -2,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [],
    });
    expect(res.body).toEqual({
      message: [
        'The position value of "-2" must be greater than or equal to 0.',
        'The priority value of "-1" must be greater than or equal to 0.',
        '"tax_rate_ids" is required. Enter and try again.',
      ].join('\n'),
    });
    expect((await admin.post('/rest/V1/taxRules', {})).body).toEqual(required('rule'));
  });

  it('searches by code', async () => {
    const res = await admin.get('/rest/V1/taxRules/search' + criteria({ groups: [[['code', 'Test Rule']]] }));
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(1);
    expect(res.body.items).toEqual([
      {
        id: expect.any(Number),
        code: 'Test Rule',
        priority: 0,
        position: 0,
        calculate_subtotal: false,
        customer_tax_class_ids: [customer2, customer1],
        product_tax_class_ids: [product1, product2],
        tax_rate_ids: [starRate],
      },
    ]);
  });

  it('searches by linked classes and rates, each rule once', async () => {
    const res = await admin.get(
      '/rest/V1/taxRules/search' +
        criteria({
          groups: [
            [
              ['customer_tax_class_ids', customer2],
              ['product_tax_class_ids', 2],
            ],
            [['tax_calculation_rate_id', starRate]],
          ],
          sort: [['code', 'DESC']],
        }),
    );
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(2);
    expect(res.body.items.map((r: { code: string }) => r.code)).toEqual(['Test Rule Duplicate', 'Test Rule']);

    const byRate = await admin.get('/rest/V1/taxRules/search' + criteria({ groups: [[['tax_rate_ids', 1]]], pageSize: 5 }));
    expect(byRate.body.items.map((r: { code: string }) => r.code)).toEqual(['Test Rule A']);
  });

  it('deletes a rule and its links', async () => {
    const created = await save({
      code: 'To delete',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: [2],
    });
    const res = await admin.delete(`/rest/V1/taxRules/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await admin.get(`/rest/V1/taxRules/${created.body.id}`)).status).toBe(404);
    const links = await t.ds.query(`SELECT count(*)::int AS n FROM tax_calculation WHERE tax_calculation_rule_id = $1`, [created.body.id]);
    expect(links[0].n).toBe(0);
  });

  it('is closed to guests', async () => {
    expect((await new Client(t.base).get('/rest/V1/taxRules/search?searchCriteria=')).status).toBe(401);
  });
});
