import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { AGGREGATE, criteria, invalid, required } from './support';

/** /V1/taxRates (Magento\Tax\Api\TaxRateRepositoryInterface), on a database of its own. */
describe('tax rates', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('tax_rates');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const save = (taxRate: Record<string, unknown>, method: 'post' | 'put' = 'post') => admin[method]('/rest/V1/taxRates', { taxRate });

  it('has the rates of a fresh install, region names being region codes', async () => {
    let res = await admin.get('/rest/V1/taxRates/1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 1,
      tax_country_id: 'US',
      tax_region_id: 12,
      region_name: 'CA',
      tax_postcode: '*',
      rate: 8.25,
      code: 'US-CA-*-Rate 1',
      titles: [],
    });
    res = await admin.get('/rest/V1/taxRates/2');
    expect(res.body).toEqual({
      id: 2,
      tax_country_id: 'US',
      tax_region_id: 43,
      region_name: 'NY',
      tax_postcode: '*',
      rate: 8.375,
      code: 'US-NY-*-Rate 1',
      titles: [],
    });
  });

  it('creates a rate with store titles', async () => {
    const res = await save({
      tax_country_id: 'US',
      tax_region_id: 57,
      tax_postcode: '787*',
      code: 'US-TX-787',
      rate: '6.25',
      titles: [
        { store_id: '1', value: 'Texas Sales Tax' },
        { store_id: '0', value: '' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      tax_country_id: 'US',
      tax_region_id: 57,
      region_name: 'TX',
      tax_postcode: '787*',
      rate: 6.25,
      code: 'US-TX-787',
      titles: [{ store_id: '1', value: 'Texas Sales Tax' }],
    });
    expect((await admin.get(`/rest/V1/taxRates/${res.body.id}`)).body).toEqual(res.body);
  });

  it('stores a zip range as "from-to"', async () => {
    const res = await save({
      tax_country_id: 'US',
      tax_region_id: 12,
      code: 'US-CA-range',
      rate: 8.2501,
      zip_is_range: 1,
      zip_from: 17,
      zip_to: 25,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tax_postcode: '17-25', zip_is_range: 1, zip_from: 17, zip_to: 25, rate: 8.2501 });
  });

  it('accepts a zero rate, and a country without regions (region 0, no region name)', async () => {
    const res = await save({ tax_country_id: 'CZ', tax_postcode: '110 00', code: 'CZ-zero', rate: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      tax_country_id: 'CZ',
      tax_region_id: 0,
      tax_postcode: '110 00',
      rate: 0,
      code: 'CZ-zero',
      titles: [],
    });
  });

  it('makes a region of another country "any region" (Magento sets it to *)', async () => {
    const res = await save({ tax_country_id: 'CA', tax_region_id: 12, tax_postcode: '*', code: 'CA-with-US-region', rate: 5 });
    expect(res.status).toBe(200);
    expect(res.body.tax_region_id).toBe(0);
    expect(res.body.region_name).toBeUndefined();
  });

  it('cuts a postcode pattern to 10 characters', async () => {
    const res = await save({ tax_country_id: 'GB', tax_postcode: 'ABCDEFGHIJKLMNOP', code: 'GB-long', rate: 20 });
    expect(res.body.tax_postcode).toBe('ABCDEFGHIJ');
  });

  it('updates a rate with PUT, the id in the body; titles are replaced', async () => {
    const created = await save({
      tax_country_id: 'US',
      tax_region_id: 12,
      tax_postcode: '*',
      code: 'To Update',
      rate: 1,
      titles: [{ store_id: '1', value: 'One' }],
    });
    const res = await save(
      { id: created.body.id, tax_country_id: 'US', tax_region_id: 43, tax_postcode: '07400', code: 'Updated', rate: 3.456 },
      'put',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: created.body.id,
      tax_country_id: 'US',
      tax_region_id: 43,
      region_name: 'NY',
      tax_postcode: '07400',
      rate: 3.456,
      code: 'Updated',
      titles: [],
    });
  });

  it('answers 404 for an unknown rate (get, update, delete)', async () => {
    const notFound = { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'taxRateId', fieldValue: 555 } };
    let res = await admin.get('/rest/V1/taxRates/555');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
    res = await save({ id: 555, tax_country_id: 'US', tax_region_id: 43, tax_postcode: '07400', code: 'Nope', rate: 3 }, 'put');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
    res = await admin.delete('/rest/V1/taxRates/555');
    expect(res.status).toBe(404);
  });

  it('refuses a code already used, ignoring case', async () => {
    const res = await save({ tax_country_id: 'US', tax_region_id: 12, tax_postcode: '*', code: 'us-ca-*-rate 1', rate: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '%1 already exists.', parameters: ['Code'] });
  });

  it('requires the rate', async () => {
    const res = await save({ tax_country_id: 'US', tax_region_id: 12, tax_postcode: '*', code: 'No rate' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(required('percentage_rate'));
    expect((await save({ tax_country_id: 'US', tax_postcode: '*', code: 'Negative', rate: -1 })).body).toEqual(required('percentage_rate'));
  });

  it('reports every problem at once', async () => {
    const res = await save({ tax_country_id: 'XX', tax_region_id: 99999, code: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: AGGREGATE,
      errors: [
        invalid('country_id', 'XX'),
        invalid('region_id', 99999),
        required('percentage_rate'),
        required('code'),
        required('postcode'),
      ],
    });
    expect((await save({ tax_postcode: '*', code: 'c', rate: 1 })).body).toEqual(required('country_id'));
  });

  it('refuses a country code that is neither 2 nor 3 letters, and accepts an ISO alpha-3 code', async () => {
    let res = await save({ tax_country_id: 'USAA', tax_postcode: '*', code: 'c', rate: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please correct the country code: %1.', parameters: ['USAA'] });
    res = await save({ tax_country_id: 'DEU', tax_postcode: '*', code: 'Germany by alpha-3', rate: 19 });
    expect(res.status).toBe(200);
    expect(res.body.tax_country_id).toBe('DE');
  });

  it('validates zip ranges', async () => {
    let res = await save({ tax_country_id: 'US', code: 'range', rate: 1, zip_is_range: 1, zip_from: 30, zip_to: 20 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Range To should be equal or greater than Range From.' });

    // PHP compares -5 > null as true > false, so the range order is reported too.
    res = await save({ tax_country_id: 'US', code: 'range', rate: 1, zip_is_range: 1, zip_from: -5 });
    expect(res.body).toEqual({
      message: AGGREGATE,
      errors: [
        invalid('zip_from', -5),
        invalid('zip_to', null),
        { message: 'Range To should be equal or greater than Range From.', parameters: [] },
      ],
    });

    res = await save({ tax_country_id: 'US', code: 'range', rate: 1, zip_is_range: 1, zip_from: 1234567890, zip_to: 1234567891 });
    expect(res.body).toEqual({
      message: 'The ZIP Code length is invalid. Verify that the length is nine characters or fewer and try again.',
    });
  });

  it('refuses a title for an unknown store', async () => {
    const res = await save({
      tax_country_id: 'US',
      tax_postcode: '*',
      code: 'bad title',
      rate: 1,
      titles: [{ store_id: '77', value: 'x' }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid('store_id', '77'));
    expect((await admin.get('/rest/V1/taxRates/search' + criteria({ groups: [[['code', 'bad title']]] }))).body.total_count).toBe(0);
  });

  it('refuses a wrongly typed value before anything else', async () => {
    const res = await save({ tax_country_id: 'US', tax_region_id: '*', tax_postcode: '*', code: 'c', rate: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"tax_region_id"');
  });

  it('deletes a rate, but not one a rule uses', async () => {
    const rate = await save({ tax_country_id: 'US', tax_postcode: '*', code: 'In a rule', rate: 2 });
    const rule = await admin.post('/rest/V1/taxRules', {
      rule: {
        code: 'Holds a rate',
        priority: 0,
        position: 0,
        customer_tax_class_ids: [3],
        product_tax_class_ids: [2],
        tax_rate_ids: [rate.body.id],
      },
    });
    expect(rule.status).toBe(200);
    let res = await admin.delete(`/rest/V1/taxRates/${rate.body.id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The tax rate can't be removed because it exists in a tax rule." });

    await admin.delete(`/rest/V1/taxRules/${rule.body.id}`);
    res = await admin.delete(`/rest/V1/taxRates/${rate.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await admin.get(`/rest/V1/taxRates/${rate.body.id}`)).status).toBe(404);
  });

  it('has async and bulk twins, validated like the sync call before anything is queued', async () => {
    const taxRate = { tax_country_id: 'US', tax_postcode: '*', code: 'Queued', rate: 1 };
    let res = await admin.post('/rest/async/V1/taxRates', { taxRate });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ bulk_uuid: expect.any(String), errors: false });
    res = await admin.call('DELETE', '/rest/async/bulk/V1/taxRates/byRateId', [{ rateId: 1 }, { rateId: 2 }]);
    expect(res.status).toBe(202);
    expect(res.body.request_items).toHaveLength(2);
    res = await admin.post('/rest/async/V1/taxRates', { taxRate: { ...taxRate, rate: 'abc' } });
    expect(res.status).toBe(400);
  });

  it('searches by code, country, region name and rate, sorted', async () => {
    for (const [code, country, region, postcode, rate] of [
      ['codeUs12', 'US', 12, '*', 22],
      ['codeUs14', 'US', 14, '*', 22],
      ['codeBr13', 'BR', 13, '*', 7.5],
      ['codeCz1', 'CZ', 0, '110 00', 1.1],
      ['codeCz2', 'CZ', 0, '250 00', 2.2],
    ] as const) {
      expect((await save({ tax_country_id: country, tax_region_id: region, tax_postcode: postcode, code, rate })).status).toBe(200);
    }
    let res = await admin.get('/rest/V1/taxRates/search' + criteria({ groups: [[['code', 'codeUs12']]] }));
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(1);
    expect(res.body.items).toEqual([
      {
        id: expect.any(Number),
        tax_country_id: 'US',
        tax_region_id: 12,
        region_name: 'CA',
        tax_postcode: '*',
        rate: 22,
        code: 'codeUs12',
        titles: [],
      },
    ]);

    // (country BR or US or CZ) and (country CZ or rate 2.2), by postcode descending
    res = await admin.get(
      '/rest/V1/taxRates/search' +
        criteria({
          groups: [
            [
              ['tax_country_id', 'BR'],
              ['tax_country_id', 'US'],
              ['tax_country_id', 'CZ'],
            ],
            [
              ['tax_country_id', 'CZ'],
              ['rate', '2.2000'],
            ],
          ],
          sort: [['tax_postcode', 'DESC']],
        }),
    );
    expect(res.body.total_count).toBe(3);
    // Equal postcodes keep the default order (by id).
    expect(res.body.items.map((r: { code: string }) => r.code)).toEqual(['codeCz2', 'CZ-zero', 'codeCz1']);

    res = await admin.get('/rest/V1/taxRates/search' + criteria({ groups: [[['region_name', 'CA']]], sort: [['id', 'ASC']] }));
    expect(res.body.items.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['US-CA-*-Rate 1', 'codeUs12']));
    expect(res.body.items.every((r: { region_name: string }) => r.region_name === 'CA')).toBe(true);
  });
});
