import { addWebsite, attributeValues, ExtraWebsite, PricingApp, product, setPriceScope, startPricingApp } from './support';

const SET = '/rest/V1/products/base-prices';
const GET = '/rest/V1/products/base-prices-information';
const INVALID = 'Invalid attribute %fieldName = %fieldValue.';
const noStore = (sku: string, store: unknown) => `Requested store is not found. Row ID: SKU = ${sku}, Store ID: ${String(store)}.`;

describe('base prices (POST /V1/products/base-prices, base-prices-information)', () => {
  let t: PricingApp;
  let second: ExtraWebsite;
  beforeAll(async () => {
    t = await startPricingApp('base');
    second = await addWebsite(t, 'base_second', 2);
  });
  afterAll(() => t.close());
  afterEach(() => setPriceScope(t, 0));

  it('reads the product price (testGet)', async () => {
    const sku = await product(t);
    expect(await t.admin.post(GET, { skus: [sku] })).toMatchObject({ status: 200, body: [{ price: 10, store_id: 0, sku }] });
  });

  it('updates the price at store 0 (testUpdate)', async () => {
    const sku = await product(t);
    const res = await t.admin.post(SET, { prices: [{ price: 9999, store_id: 0, sku }] });
    expect(res).toMatchObject({ status: 200, body: [] });
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([{ price: 9999, store_id: 0, sku }]);
  });

  it('answers the exact Magento vector for invalid parameters (testUpdateWithInvalidParameters)', async () => {
    const res = await t.admin.post(SET, { prices: [{ sku: 'not_existing_sku', price: -9999, store_id: 9999 }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', 'not_existing_sku'] },
      { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', '-9999'] },
      {
        message: 'Requested store is not found. Row ID: SKU = not_existing_sku, Store ID: 9999.',
        parameters: ['not_existing_sku', '9999'],
      },
    ]);
  });

  it('matches SKUs trimmed and case-insensitively, echoes the spelling sent, and omits unknown SKUs', async () => {
    const sku = await product(t);
    expect((await t.admin.post(SET, { prices: [{ sku: ` ${sku.toUpperCase()}  `, price: 12.5, store_id: 0 }] })).body).toEqual([]);
    expect((await t.admin.post(GET, { skus: ['nope', sku.toUpperCase()] })).body).toEqual([
      { price: 12.5, store_id: 0, sku: sku.toUpperCase() },
    ]);
    expect(await t.admin.post(GET, { skus: ['nope'] })).toMatchObject({ status: 200, body: [] });
  });

  it('allows 0, rejects negative and missing prices, and still writes the valid rows', async () => {
    const zero = await product(t);
    const other = await product(t);
    const res = await t.admin.post(SET, {
      prices: [
        { sku: zero, price: 0, store_id: 0 },
        { sku: other, price: -0.01, store_id: 0 },
        { sku: other, store_id: 0 },
        { sku: other, price: 11, store_id: 12345 },
      ],
    });
    expect(res.body).toEqual([
      { message: INVALID, parameters: ['Price', '-0.01'] },
      { message: INVALID, parameters: ['Price', null] },
      { message: noStore(other, 12345), parameters: [other, '12345'] },
    ]);
    expect(await attributeValues(t, zero, 'price')).toEqual({ 0: '0.000000' });
    expect(await attributeValues(t, other, 'price')).toEqual({ 0: '10.000000' });
  });

  it('answers a failed database write with Could not save Prices. and writes nothing of the call', async () => {
    const sku = await product(t);
    const res = await t.admin.post(SET, {
      prices: [
        { sku, price: 99, store_id: 0 },
        { sku: await product(t), price: 1e15, store_id: 0 },
      ],
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'Could not save Prices.' } });
    expect(res.headers.get('errorRedirectAction')).toBe('#shipping');
    expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '10.000000' });
  });

  it('accepts simple, virtual, downloadable and fixed-price bundles only', async () => {
    const kinds = ['simple', 'virtual', 'downloadable', 'fixed-bundle', 'dynamic-bundle', 'configurable'] as const;
    const skus = await Promise.all(kinds.map((k) => product(t, k)));
    const res = await t.admin.post(SET, { prices: skus.map((sku) => ({ sku, price: 42, store_id: 0 })) });
    expect(res.body).toEqual([
      { message: INVALID, parameters: ['SKU', skus[4]] },
      { message: INVALID, parameters: ['SKU', skus[5]] },
    ]);
    const got = await t.admin.post(GET, { skus });
    expect(got.body.map((r: { sku: string; price: number }) => `${r.sku}=${r.price}`).sort()).toEqual(
      skus
        .slice(0, 4)
        .map((s) => `${s}=42`)
        .sort(),
    );
  });

  it('under global price scope writes every row to store 0, with no non-global error', async () => {
    const sku = await product(t);
    expect((await t.admin.post(SET, { prices: [{ sku, price: 15, store_id: 1 }] })).body).toEqual([]);
    expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '15.000000' });
  });

  it('under website price scope copies a store row to every store view of its website', async () => {
    await setPriceScope(t, 1);
    const sku = await product(t);
    const [a, b] = second.storeIds;
    expect((await t.admin.post(SET, { prices: [{ sku, price: 20, store_id: a }] })).body).toEqual([]);
    expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '10.000000', [a]: '20.000000', [b]: '20.000000' });
    expect(
      (
        await t.admin.post(SET, {
          prices: [
            { sku, price: 30, store_id: 1 },
            { sku, price: 11, store_id: 0 },
          ],
        })
      ).body,
    ).toEqual([]);
    expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '11.000000', 1: '30.000000', [a]: '20.000000', [b]: '20.000000' });
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([
      { price: 11, store_id: 0, sku },
      { price: 30, store_id: 1, sku },
      { price: 20, store_id: a, sku },
      { price: 20, store_id: b, sku },
    ]);
  });

  it('takes the last of several rows for the same product and store', async () => {
    const sku = await product(t);
    const res = await t.admin.post(SET, {
      prices: [
        { sku, price: 1, store_id: 0 },
        { sku: sku.toUpperCase(), price: 2, store_id: 1 },
      ],
    });
    expect(res.body).toEqual([]);
    expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '2.000000' });
  });
});
