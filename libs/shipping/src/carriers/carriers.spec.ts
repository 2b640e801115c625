import { CARRIER_DEFAULTS } from './defaults';
import { flatrate } from './flatrate';
import { freeshipping } from './freeshipping';
import { tablerate, TablerateQuery } from './tablerate';
import { RateRequest, RateRequestItem } from './types';

function item(over: Partial<RateRequestItem> = {}): RateRequestItem {
  return { sku: 's', qty: 1, weight: 1, row_total: 10, free_shipping: false, is_virtual: false, ...over };
}

function request(items: RateRequestItem[], over: Partial<RateRequest> = {}): RateRequest {
  const shipped = items.filter((i) => !i.is_virtual);
  const value = items.reduce((n, i) => n + i.row_total, 0);
  return {
    storeId: 1,
    websiteId: 1,
    destination: { country_id: 'US', region_id: 12, postcode: '90034' },
    items,
    packageValue: value,
    packageValueWithDiscount: value,
    packageQty: shipped.reduce((n, i) => n + i.qty, 0),
    packageWeight: shipped.reduce((n, i) => n + i.qty * i.weight, 0),
    freeShipping: false,
    ...over,
  };
}

describe('flatrate', () => {
  const config = CARRIER_DEFAULTS.flatrate;

  it('charges 5.00 per unit by default', () => {
    expect(flatrate(config, request([item({ qty: 2 }), item({ qty: 1 })]))).toEqual({
      method: 'flatrate',
      title: 'Fixed',
      price: 15,
      cost: 15,
    });
  });

  it('charges once per order with type O', () => {
    expect(flatrate({ ...config, type: 'O' }, request([item({ qty: 3 })]))).toMatchObject({ price: 5 });
  });

  it('leaves out the units a rule made free, and is 0 when all are free', () => {
    expect(flatrate(config, request([item({ qty: 2 }), item({ qty: 3, free_shipping: true })]))).toMatchObject({ price: 10 });
    expect(flatrate(config, request([item({ qty: 2, free_shipping: true })]))).toMatchObject({ price: 0 });
    expect(flatrate(config, request([item({ qty: 2 })], { freeShipping: true }))).toMatchObject({ price: 0 });
  });

  it('adds a fixed or percentage handling fee per order', () => {
    expect(flatrate({ ...config, handling_fee: '2' }, request([item({ qty: 2 })]))).toMatchObject({ price: 12 });
    expect(flatrate({ ...config, handling_fee: '10', handling_type: 'P' }, request([item({ qty: 2 })]))).toMatchObject({ price: 11 });
  });

  it('offers nothing for an unknown type', () => {
    expect(flatrate({ ...config, type: 'X' }, request([item()]))).toBeNull();
  });
});

describe('freeshipping', () => {
  const config = { ...CARRIER_DEFAULTS.freeshipping, active: '1' };

  it('is offered from the subtotal after discount reaching the threshold', () => {
    const c = { ...config, free_shipping_subtotal: '50' };
    expect(freeshipping(c, request([item({ row_total: 49.99 })]))).toBeNull();
    expect(freeshipping(c, request([item({ row_total: 60 })], { packageValueWithDiscount: 49 }))).toBeNull();
    expect(freeshipping(c, request([item({ row_total: 50 })]))).toEqual({ method: 'freeshipping', title: 'Free', price: 0, cost: 0 });
  });

  it('is offered with no threshold, for a free cart, and as an error row with showmethod', () => {
    expect(freeshipping(config, request([item()]))).toMatchObject({ price: 0 });
    const c = { ...config, free_shipping_subtotal: '100' };
    expect(freeshipping(c, request([item()], { freeShipping: true }))).toMatchObject({ price: 0 });
    expect(freeshipping(c, request([item({ free_shipping: true })]))).toMatchObject({ price: 0 });
    expect(freeshipping({ ...c, showmethod: '1' }, request([item()]))).toEqual({ error: CARRIER_DEFAULTS.freeshipping.specificerrmsg });
  });
});

describe('tablerate', () => {
  const config = { ...CARRIER_DEFAULTS.tablerate, active: '1' };
  const asked: TablerateQuery[] = [];
  const table = (price: number | null) => async (q: TablerateQuery) => (asked.push(q), price === null ? null : { price, cost: 1 });

  beforeEach(() => (asked.length = 0));

  it('looks up the package weight of the charged items and adds the handling fee', async () => {
    const req = request([item({ qty: 2, weight: 1.5 }), item({ qty: 1, weight: 4, free_shipping: true })]);
    expect(await tablerate({ ...config, handling_fee: '1' }, req, table(7))).toEqual({
      method: 'bestway',
      title: 'Table Rate',
      price: 8,
      cost: 1,
    });
    expect(asked[0]).toMatchObject({
      condition: 'package_weight',
      value: 3,
      countryId: 'US',
      regionId: 12,
      postcode: '90034',
      websiteId: 1,
    });
  });

  it('measures quantity or value after discount, free items and (when configured) virtual items left out', async () => {
    const items = [
      item({ qty: 2, row_total: 30 }),
      item({ qty: 1, row_total: 20, free_shipping: true }),
      item({ qty: 1, row_total: 5, is_virtual: true }),
    ];
    await tablerate({ ...config, condition_name: 'package_qty' }, request(items), table(3));
    expect(asked[0].value).toBe(2);
    await tablerate(
      { ...config, condition_name: 'package_value_with_discount' },
      request(items, { packageValueWithDiscount: 50 }),
      table(3),
    );
    expect(asked[1].value).toBe(30);
    await tablerate(
      { ...config, condition_name: 'package_value_with_discount', include_virtual_price: '0' },
      request(items, { packageValueWithDiscount: 50 }),
      table(3),
    );
    expect(asked[2].value).toBe(25);
  });

  it('is 0 for a cart a rule made free, and an error row when the table has no rate', async () => {
    expect(await tablerate(config, request([item()], { freeShipping: true }), table(9))).toMatchObject({ price: 0 });
    expect(await tablerate(config, request([item()], { freeShipping: true }), table(null))).toBeNull();
    expect(await tablerate(config, request([item()]), table(null))).toEqual({ error: CARRIER_DEFAULTS.tablerate.specificerrmsg });
  });
});
