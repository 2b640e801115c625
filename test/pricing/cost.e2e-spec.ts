import { uniqueSku } from '../support/app';
import { addWebsite, attributeValues, ExtraWebsite, PricingApp, product, startPricingApp } from './support';

const SET = '/rest/V1/products/cost';
const GET = '/rest/V1/products/cost-information';
const DELETE = '/rest/V1/products/cost-delete';
const ids = (sku: string, store: unknown) => `Row ID: SKU = ${sku}, Store ID: ${String(store)}.`;

describe('cost (POST /V1/products/cost, cost-information, cost-delete)', () => {
  let t: PricingApp;
  let second: ExtraWebsite;
  beforeAll(async () => {
    t = await startPricingApp('cost');
    second = await addWebsite(t, 'cost_second');
  });
  afterAll(() => t.close());

  it('sets the cost at store 0 and reads it back (testUpdate, testGet)', async () => {
    const sku = await product(t);
    expect(await t.admin.post(SET, { prices: [{ cost: 31337, store_id: 0, sku }] })).toMatchObject({ status: 200, body: [] });
    expect(await t.admin.post(GET, { skus: [sku] })).toMatchObject({ status: 200, body: [{ cost: 31337, store_id: 0, sku }] });
  });

  it('answers the exact Magento vector for invalid parameters (testUpdateWithInvalidParameters)', async () => {
    const res = await t.admin.post(SET, { prices: [{ sku: 'not_existing_sku', cost: -9999, store_id: 9999 }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', 'not_existing_sku'] },
      {
        message: 'Invalid attribute Cost = -9999. Row ID: SKU = not_existing_sku, Store ID: 9999.',
        parameters: ['-9999', 'not_existing_sku', '9999'],
      },
      {
        message: 'Requested store is not found. Row ID: SKU = not_existing_sku, Store ID: 9999.',
        parameters: ['not_existing_sku', '9999'],
      },
    ]);
  });

  it('stores the cost at exactly the store given, whatever the price scope', async () => {
    const sku = await product(t);
    const store = second.storeIds[0];
    const res = await t.admin.post(SET, {
      prices: [
        { sku, cost: 1.5, store_id: 1 },
        { sku, cost: 2.25, store_id: store },
        { sku, cost: 0, store_id: 0 },
      ],
    });
    expect(res.body).toEqual([]);
    expect(await attributeValues(t, sku, 'cost')).toEqual({ 0: '0.000000', 1: '1.500000', [store]: '2.250000' });
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([
      { cost: 0, store_id: 0, sku },
      { cost: 1.5, store_id: 1, sku },
      { cost: 2.25, store_id: store, sku },
    ]);
  });

  it('matches SKUs trimmed and case-insensitively, echoes the spelling sent, and omits unknown SKUs', async () => {
    const sku = await product(t);
    expect((await t.admin.post(SET, { prices: [{ sku: `\t${sku.toUpperCase()} `, cost: 4, store_id: 0 }] })).body).toEqual([]);
    expect((await t.admin.post(GET, { skus: [sku.toUpperCase(), 'unknown-cost-sku'] })).body).toEqual([
      { cost: 4, store_id: 0, sku: sku.toUpperCase() },
    ]);
    expect((await t.admin.post(GET, { skus: ['unknown-cost-sku'] })).body).toEqual([]);
  });

  it('reports invalid rows and still writes the valid ones', async () => {
    const good = await product(t);
    const res = await t.admin.post(SET, {
      prices: [
        { sku: good, cost: -1, store_id: 0 },
        { sku: good, store_id: 0 },
        { sku: good, cost: 3, store_id: 777 },
        { sku: good, cost: 7.77, store_id: 0 },
      ],
    });
    expect(res.body).toEqual([
      { message: `Invalid attribute Cost = -1. ${ids(good, 0)}`, parameters: ['-1', good, '0'] },
      { message: `Invalid attribute Cost = . ${ids(good, 0)}`, parameters: [null, good, '0'] },
      { message: `Requested store is not found. ${ids(good, 777)}`, parameters: [good, '777'] },
    ]);
    expect(await attributeValues(t, good, 'cost')).toEqual({ 0: '7.770000' });
  });

  it('accepts simple, virtual and downloadable products; bundle and configurable are invalid SKUs', async () => {
    const kinds = ['simple', 'virtual', 'downloadable', 'fixed-bundle', 'configurable'] as const;
    const skus = await Promise.all(kinds.map((k) => product(t, k)));
    const res = await t.admin.post(SET, { prices: skus.map((sku) => ({ sku, cost: 5, store_id: 0 })) });
    expect(res.body).toEqual([
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', skus[3]] },
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', skus[4]] },
    ]);
    expect((await t.admin.post(GET, { skus })).body.map((r: { sku: string }) => r.sku).sort()).toEqual(skus.slice(0, 3).sort());
  });

  it('cost-delete removes the cost in every store and answers exactly true', async () => {
    const sku = await product(t);
    const keep = await product(t);
    await t.admin.post(SET, {
      prices: [0, 1, second.storeIds[0]].flatMap((store_id) => [sku, keep].map((s) => ({ sku: s, cost: 9, store_id }))),
    });
    const res = await t.admin.post(DELETE, { skus: [` ${sku.toUpperCase()}`, uniqueSku('missing')] });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await attributeValues(t, sku, 'cost')).toEqual({});
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([]);
    expect(Object.keys(await attributeValues(t, keep, 'cost'))).toHaveLength(3);
  });

  it('cost-delete answers true for unknown or ineligible SKUs and leaves them alone', async () => {
    const bundle = await product(t, 'fixed-bundle', {
      custom_attributes: [
        { attribute_code: 'price_type', value: '1' },
        { attribute_code: 'cost', value: 6 },
      ],
    });
    expect(await attributeValues(t, bundle, 'cost')).toEqual({ 0: '6.000000' });
    const res = await t.admin.post(DELETE, { skus: [bundle, 'unknown-cost-sku'] });
    expect(res).toMatchObject({ status: 200, body: true });
    expect(await attributeValues(t, bundle, 'cost')).toEqual({ 0: '6.000000' });
    expect(await t.admin.post(DELETE, { skus: [] })).toMatchObject({ status: 200, body: true });
  });
});
