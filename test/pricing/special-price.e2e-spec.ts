import { uniqueSku } from '../support/app';
import { addWebsite, attributeValues, ExtraWebsite, PricingApp, product, setPriceScope, startPricingApp } from './support';

const SET = '/rest/V1/products/special-price';
const GET = '/rest/V1/products/special-price-information';
const DELETE = '/rest/V1/products/special-price-delete';
const FROM = '2037-01-19 03:14:07';
const TO = '2038-01-19 03:14:07';

/** Magento's special-price row suffix, values filled in (null renders as nothing). */
const row = (sku: string, store: unknown, from: string | null = null, to: string | null = null) =>
  `Row ID: SKU = ${sku}, Store ID: ${String(store)}, Price From: ${from ?? ''}, Price To: ${to ?? ''}.`;
const NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again. ";
const NON_GLOBAL = 'Could not change non global Price when price scope is global. ';
const NO_STORE = 'Requested store is not found. ';

describe('special prices (POST /V1/products/special-price*)', () => {
  let t: PricingApp;
  let second: ExtraWebsite;
  beforeAll(async () => {
    t = await startPricingApp('special');
    second = await addWebsite(t, 'sp_second');
  });
  afterAll(() => t.close());
  afterEach(() => setPriceScope(t, 0));

  it('sets a special price with dates and reads it back as Magento records', async () => {
    const sku = await product(t);
    expect(await t.admin.post(SET, { prices: [{ sku, price: 5.5, store_id: 0, price_from: FROM, price_to: TO }] })).toMatchObject({
      status: 200,
      body: [],
    });
    const got = await t.admin.post(GET, { skus: [sku] });
    expect(got.status).toBe(200);
    expect(got.body).toEqual([{ price: 5.5, store_id: 0, sku, price_from: FROM, price_to: TO }]);
    expect(await attributeValues(t, sku, 'special_price')).toEqual({ 0: '5.500000' });
  });

  it('accepts price_to false (no end date), reports price_to null, and keeps a zero special price', async () => {
    const sku = await product(t, 'virtual');
    expect((await t.admin.post(SET, { prices: [{ sku, price: 0, store_id: 0, price_from: FROM, price_to: false }] })).body).toEqual([]);
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([{ price: 0, store_id: 0, sku, price_from: FROM, price_to: null }]);
  });

  it('matches SKUs trimmed and case-insensitively, echoes the caller spelling, and leaves unknown SKUs out', async () => {
    const sku = await product(t);
    const spelled = `  ${sku.toUpperCase()} `;
    expect((await t.admin.post(SET, { prices: [{ sku: spelled, price: 7, store_id: 0 }] })).body).toEqual([]);
    const got = await t.admin.post(GET, { skus: ['no-such-sku', sku.toUpperCase()] });
    expect(got).toMatchObject({ status: 200, body: [{ price: 7, store_id: 0, sku: sku.toUpperCase(), price_from: null, price_to: null }] });
    expect(await t.admin.post(GET, { skus: ['no-such-sku', 'other-unknown'] })).toMatchObject({ status: 200, body: [] });
    expect(await t.admin.post(GET, { skus: [] })).toMatchObject({ status: 200, body: [] });
  });

  it('accepts simple, virtual, downloadable and bundle products but not configurable ones', async () => {
    const skus = await Promise.all((['simple', 'virtual', 'downloadable', 'dynamic-bundle'] as const).map((k) => product(t, k)));
    const configurable = await product(t, 'configurable');
    const res = await t.admin.post(SET, { prices: [...skus, configurable].map((sku) => ({ sku, price: 3, store_id: 0 })) });
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual([{ message: NOT_FOUND + row(configurable, 0), parameters: [configurable, '0', null, null] }]);
    const got = await t.admin.post(GET, { skus: [...skus, configurable] });
    expect(got.body.map((r: { sku: string }) => r.sku).sort()).toEqual([...skus].sort());
  });

  it('reports unknown and empty SKUs and negative or missing prices, and still writes the valid rows', async () => {
    const good = await product(t);
    const res = await t.admin.post(SET, {
      prices: [
        { sku: 'unknown-sp-sku', price: 1, store_id: 0 },
        { sku: good, price: -1, store_id: 0, price_from: FROM },
        { sku: '', price: 1, store_id: 0 },
        { sku: good, store_id: 0 },
        { sku: good, price: 9.99, store_id: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { message: NOT_FOUND + row('unknown-sp-sku', 0), parameters: ['unknown-sp-sku', '0', null, null] },
      { message: `Invalid attribute Price = -1. ${row(good, 0, FROM)}`, parameters: ['-1', good, '0', FROM, null] },
      { message: NOT_FOUND + row('', 0), parameters: ['', '0', null, null] },
      { message: `Invalid attribute Price = . ${row(good, 0)}`, parameters: [null, good, '0', null, null] },
    ]);
    expect((await t.admin.post(GET, { skus: [good] })).body).toEqual([
      { price: 9.99, store_id: 0, sku: good, price_from: null, price_to: null },
    ]);
  });

  it('accepts dates only in exact Y-m-d H:i:s form; the message shows the price_to value (Magento quirk)', async () => {
    const sku = await product(t);
    const cases: [string | null, string | null][] = [
      ['2037-01-19', TO],
      ['2037-01-19T03:14:07', TO],
      ['01/19/2037', null],
      ['2037-02-30 00:00:00', TO],
    ];
    const res = await t.admin.post(SET, {
      prices: cases.map(([from, to]) => ({ sku, price: 4, store_id: 0, price_from: from, price_to: to })),
    });
    expect(res.body).toEqual(
      cases.map(([from, to]) => ({
        message: `Invalid attribute Price From = ${to ?? ''}. ${row(sku, 0, from, to)}`,
        parameters: ['Price From', sku, '0', from, to],
      })),
    );
    const badTo = await t.admin.post(SET, { prices: [{ sku, price: 4, store_id: 0, price_from: FROM, price_to: '2038-01-19' }] });
    expect(badTo.body).toEqual([
      {
        message: `Invalid attribute Price To = 2038-01-19. ${row(sku, 0, FROM, '2038-01-19')}`,
        parameters: ['Price To', sku, '0', FROM, '2038-01-19'],
      },
    ]);
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([]);
  });

  it('rejects a price_from that is not later than now when setting (spec rule)', async () => {
    const sku = await product(t);
    const past = '2020-01-01 00:00:00';
    const res = await t.admin.post(SET, { prices: [{ sku, price: 4, store_id: 0, price_from: past, price_to: TO }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { message: `Price From must be later than the current time. ${row(sku, 0, past, TO)}`, parameters: [sku, '0', past, TO] },
    ]);
    expect(await attributeValues(t, sku, 'special_price')).toEqual({});
  });

  it('requires store 0 under global price scope and an existing store', async () => {
    const sku = await product(t);
    const res = await t.admin.post(SET, {
      prices: [
        { sku, price: 4, store_id: 1 },
        { sku, price: 4, store_id: 9999 },
      ],
    });
    expect(res.body).toEqual([
      { message: NON_GLOBAL + row(sku, 1), parameters: [sku, '1', null, null] },
      { message: NON_GLOBAL + row(sku, 9999), parameters: [sku, '9999', null, null] },
      { message: NO_STORE + row(sku, 9999), parameters: [sku, '9999', null, null] },
    ]);
    expect(await attributeValues(t, sku, 'special_price')).toEqual({});
  });

  it('writes at the exact store view under website price scope', async () => {
    await setPriceScope(t, 1);
    const sku = await product(t);
    const store = second.storeIds[0];
    const res = await t.admin.post(SET, {
      prices: [
        { sku, price: 8, store_id: 0 },
        { sku, price: 6, store_id: store, price_from: FROM },
        { sku, price: 6, store_id: 9999 },
      ],
    });
    expect(res.body).toEqual([{ message: NO_STORE + row(sku, 9999), parameters: [sku, '9999', null, null] }]);
    expect(await attributeValues(t, sku, 'special_price')).toEqual({ 0: '8.000000', [store]: '6.000000' });
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([
      { price: 8, store_id: 0, sku, price_from: null, price_to: null },
      { price: 6, store_id: store, sku, price_from: FROM, price_to: null },
    ]);
  });

  it('does not clear a stored date when a later update leaves it out', async () => {
    const sku = await product(t);
    await t.admin.post(SET, { prices: [{ sku, price: 5, store_id: 0, price_from: FROM, price_to: TO }] });
    expect((await t.admin.post(SET, { prices: [{ sku, price: 4, store_id: 0 }] })).body).toEqual([]);
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([{ price: 4, store_id: 0, sku, price_from: FROM, price_to: TO }]);
  });

  it('merges two rows for the same product and store in one call: last price wins, dates are kept', async () => {
    const sku = await product(t);
    const res = await t.admin.post(SET, {
      prices: [
        { sku, price: 5, store_id: 0, price_from: FROM },
        { sku: sku.toUpperCase(), price: 4, store_id: 0, price_to: TO },
      ],
    });
    expect(res.body).toEqual([]);
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([{ price: 4, store_id: 0, sku, price_from: FROM, price_to: TO }]);
  });

  it('deletes the special price and both dates, whatever price or dates were sent', async () => {
    const sku = await product(t);
    const keep = await product(t);
    await t.admin.post(SET, { prices: [sku, keep].map((s) => ({ sku: s, price: 3057, store_id: 0, price_from: FROM, price_to: TO })) });
    const past = '2020-01-01 00:00:00';
    const res = await t.admin.post(DELETE, {
      prices: [{ sku: ` ${sku.toUpperCase()}`, price: 1, store_id: 0, price_from: past, price_to: false }],
    });
    expect(res).toMatchObject({ status: 200, body: [] });
    expect((await t.admin.post(GET, { skus: [sku] })).body).toEqual([]);
    for (const code of ['special_price', 'special_from_date', 'special_to_date']) expect(await attributeValues(t, sku, code)).toEqual({});
    expect((await t.admin.post(GET, { skus: [keep] })).body).toEqual([
      { price: 3057, store_id: 0, sku: keep, price_from: FROM, price_to: TO },
    ]);
  });

  it('delete runs the same checks: invalid rows are reported and left, valid rows are still deleted', async () => {
    const a = await product(t);
    const b = await product(t);
    await t.admin.post(SET, { prices: [a, b].map((sku) => ({ sku, price: 20, store_id: 0 })) });
    const res = await t.admin.post(DELETE, {
      prices: [
        { sku: a, price: 20, store_id: 1 },
        { sku: a, price: -5, store_id: 0 },
        { sku: a, price: 20, store_id: 0, price_to: 'tomorrow' },
        { sku: uniqueSku('missing'), price: 20, store_id: 0 },
        { sku: b, price: 20, store_id: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((e: { message: string }) => e.message.split('. ')[0])).toEqual([
      'Could not change non global Price when price scope is global',
      'Invalid attribute Price = -5',
      'Invalid attribute Price To = tomorrow',
      "The product that was requested doesn't exist",
    ]);
    expect(res.body[2]).toEqual({
      message: `Invalid attribute Price To = tomorrow. ${row(a, 0, null, 'tomorrow')}`,
      parameters: ['Price To', a, '0', null, 'tomorrow'],
    });
    expect(await attributeValues(t, a, 'special_price')).toEqual({ 0: '20.000000' });
    expect(await attributeValues(t, b, 'special_price')).toEqual({});
  });

  it('deletes only the named store view under website scope', async () => {
    await setPriceScope(t, 1);
    const sku = await product(t);
    const store = second.storeIds[0];
    await t.admin.post(SET, { prices: [0, store].map((s) => ({ sku, price: 777, store_id: s, price_from: FROM })) });
    expect((await t.admin.post(DELETE, { prices: [{ sku, price: 777, store_id: store }] })).body).toEqual([]);
    expect(await attributeValues(t, sku, 'special_price')).toEqual({ 0: '777.000000' });
    expect(await attributeValues(t, sku, 'special_from_date')).toEqual({ 0: FROM });
  });
});
