import { addWebsite, ExtraWebsite, PricingApp, product, setPriceScope, startPricingApp, TIER, tierRows } from './support';

const UPDATE = '/rest/V1/products/tier-prices';
const GET = '/rest/V1/products/tier-prices-information';

type Tier = { sku: string; price: number; price_type: string; website_id: number; customer_group: string; quantity: number };
const tier = (sku: string, price: number, customer_group = 'ALL GROUPS', quantity = 2, price_type = 'fixed', website_id = 0) => ({
  sku,
  price,
  price_type,
  website_id,
  customer_group,
  quantity,
});
const sorted = (rows: Tier[]) =>
  [...rows].sort((a, b) => a.customer_group.localeCompare(b.customer_group) || a.quantity - b.quantity || a.website_id - b.website_id);

describe('tier prices: POST /V1/products/tier-prices and tier-prices-information', () => {
  let t: PricingApp;
  let second: ExtraWebsite;
  const read = async (...skus: string[]) => {
    const res = await t.admin.post(GET, { skus });
    expect(res.status).toBe(200);
    return sorted(res.body);
  };
  beforeAll(async () => {
    t = await startPricingApp('tier');
    second = await addWebsite(t, 'tier_second');
  });
  afterAll(() => t.close());
  afterEach(() => setPriceScope(t, 0));

  it('stores fixed and discount tiers and reads them back ("ALL GROUPS" as "all groups", groups as stored)', async () => {
    const sku = await product(t);
    const res = await t.admin.post(UPDATE, {
      prices: [tier(sku, 778, 'not logged in', 3), tier(sku, 40, 'ALL GROUPS', 7778, 'discount'), tier(sku, 8.5, 'general', 2.5)],
    });
    expect(res).toMatchObject({ status: 200, body: [] });
    expect(await read(sku)).toEqual([
      tier(sku, 40, 'all groups', 7778, 'discount'),
      tier(sku, 8.5, 'General', 2.5),
      tier(sku, 778, 'NOT LOGGED IN', 3),
    ]);
    expect(await tierRows(t, sku)).toEqual([
      'all qty=7778.0000 w=0 value=0.000000 pct=40.00',
      '0 qty=3.0000 w=0 value=778.000000 pct=-',
      '1 qty=2.5000 w=0 value=8.500000 pct=-',
    ]);
  });

  it('matches SKUs trimmed and case-insensitively, echoes the spelling sent, and omits unknown SKUs', async () => {
    const sku = await product(t);
    expect((await t.admin.post(UPDATE, { prices: [tier(` ${sku.toUpperCase()} `, 5)] })).body).toEqual([]);
    expect(await read('unknown-tier-sku', sku.toUpperCase())).toEqual([tier(sku.toUpperCase(), 5, 'all groups')]);
    expect(await read('unknown-tier-sku')).toEqual([]);
  });

  it('upserts on (group, quantity, website): switching fixed and discount, leaving other tiers alone', async () => {
    const sku = await product(t);
    await t.admin.post(UPDATE, { prices: [tier(sku, 9, 'General', 2), tier(sku, 7, 'General', 5)] });
    expect((await t.admin.post(UPDATE, { prices: [tier(sku, 15, 'GENERAL', 2, 'discount')] })).body).toEqual([]);
    expect(await read(sku)).toEqual([tier(sku, 15, 'General', 2, 'discount'), tier(sku, 7, 'General', 5)]);
    expect((await t.admin.post(UPDATE, { prices: [tier(sku, 8, 'general', 2)] })).body).toEqual([]);
    expect(await read(sku)).toEqual([tier(sku, 8, 'General', 2), tier(sku, 7, 'General', 5)]);
    expect(await tierRows(t, sku)).toEqual(['1 qty=2.0000 w=0 value=8.000000 pct=-', '1 qty=5.0000 w=0 value=7.000000 pct=-']);
  });

  it('lets the later of two rows win when their quantities are equal once stored with 4 decimals', async () => {
    const sku = await product(t);
    for (const method of ['post', 'put'] as const) {
      const res = await t.admin[method](UPDATE, { prices: [tier(sku, 5, 'General', 2), tier(sku, 6, 'General', 2.00001)] });
      expect(res).toMatchObject({ status: 200, body: [] });
      expect(await tierRows(t, sku)).toEqual(['1 qty=2.0000 w=0 value=6.000000 pct=-']);
    }
  });

  it('validates price and price type; a discount is at most 100 percent', async () => {
    const sku = await product(t);
    const res = await t.admin.post(UPDATE, {
      prices: [
        tier(sku, 101, 'ALL GROUPS', 2, 'discount'),
        tier(sku, -1, 'ALL GROUPS', 3),
        { sku, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 4 },
        tier(sku, 5, 'ALL GROUPS', 5, 'percent'),
        tier(sku, 100, 'ALL GROUPS', 6, 'discount'),
        tier(sku, 150, 'ALL GROUPS', 7),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { message: TIER.price, parameters: ['101', sku, '0', 'ALL GROUPS', '2'] },
      { message: TIER.price, parameters: ['-1', sku, '0', 'ALL GROUPS', '3'] },
      { message: TIER.price, parameters: [null, sku, '0', 'ALL GROUPS', '4'] },
      { message: TIER.type, parameters: ['percent', sku, '0', 'ALL GROUPS', '5'] },
    ]);
    expect(await read(sku)).toEqual([tier(sku, 100, 'all groups', 6, 'discount'), tier(sku, 150, 'all groups', 7)]);
  });

  it('accepts simple, virtual and downloadable; bundles take discounts only; configurable is an invalid SKU', async () => {
    const [simple, virtual, downloadable, bundle, configurable] = await Promise.all(
      (['simple', 'virtual', 'downloadable', 'fixed-bundle', 'configurable'] as const).map((k) => product(t, k)),
    );
    const res = await t.admin.post(UPDATE, {
      prices: [
        tier(simple, 5),
        tier(virtual, 5),
        tier(downloadable, 5),
        tier(bundle, 5),
        tier(bundle, 10, 'ALL GROUPS', 3, 'discount'),
        tier(configurable, 5),
      ],
    });
    expect(res.body).toEqual([
      { message: TIER.type, parameters: ['fixed', bundle, '0', 'ALL GROUPS', '2'] },
      { message: TIER.sku, parameters: [configurable, '0', 'ALL GROUPS', '2'] },
    ]);
    expect(await read(simple, virtual, downloadable, bundle, configurable)).toHaveLength(4);
    expect(await read(bundle)).toEqual([tier(bundle, 10, 'all groups', 3, 'discount')]);
  });

  it('applies the quantity rules: > 0, and >= 1 unless the type allows decimal quantities', async () => {
    const simple = await product(t);
    const downloadable = await product(t, 'downloadable');
    const res = await t.admin.post(UPDATE, {
      prices: [
        tier(simple, 5, 'ALL GROUPS', 0.5),
        tier(simple, 5, 'ALL GROUPS', 0),
        tier(simple, 5, 'ALL GROUPS', -1),
        tier(downloadable, 5, 'ALL GROUPS', 0.5),
        tier(downloadable, 5, 'ALL GROUPS', 1),
        tier('unknown-tier-sku', 5, 'ALL GROUPS', 0),
      ],
    });
    expect(res.body).toEqual([
      { message: TIER.qty, parameters: [simple, '0', 'ALL GROUPS', '0'] },
      { message: TIER.qty, parameters: [simple, '0', 'ALL GROUPS', '-1'] },
      { message: TIER.qty, parameters: [downloadable, '0', 'ALL GROUPS', '0.5'] },
      { message: TIER.sku, parameters: ['unknown-tier-sku', '0', 'ALL GROUPS', '0'] },
    ]);
    expect(await read(simple, downloadable)).toEqual([tier(simple, 5, 'all groups', 0.5), tier(downloadable, 5, 'all groups', 1)]);
  });

  it('under global price scope accepts website 0 only; under website scope any existing website', async () => {
    const sku = await product(t);
    const global = await t.admin.post(UPDATE, {
      prices: [tier(sku, 5, 'ALL GROUPS', 3, 'fixed', 1), tier(sku, 5, 'General', 3, 'fixed', 99)],
    });
    expect(global.body).toEqual([
      { message: TIER.website, parameters: [sku, '1', 'ALL GROUPS', '3'] },
      { message: TIER.website, parameters: [sku, '99', 'General', '3'] },
    ]);
    expect(await read(sku)).toEqual([]);

    await setPriceScope(t, 1);
    const website = await t.admin.post(UPDATE, {
      prices: [
        tier(sku, 28, 'ALL GROUPS', 3, 'discount', 1),
        tier(sku, 6, 'General', 3, 'fixed', second.websiteId),
        tier(sku, 5, 'General', 4, 'fixed', 99),
      ],
    });
    expect(website.body).toEqual([{ message: TIER.website, parameters: [sku, '99', 'General', '4'] }]);
    expect(await read(sku)).toEqual([tier(sku, 28, 'all groups', 3, 'discount', 1), tier(sku, 6, 'General', 3, 'fixed', second.websiteId)]);
  });

  it("rejects both rows of an in-request duplicate, each carrying the other row's values; other rows are written", async () => {
    const sku = await product(t);
    const res = await t.admin.post(UPDATE, {
      prices: [tier(sku, 10.31, 'general', 2), tier(sku.toUpperCase(), 20.62, 'GENERAL', 2), tier(sku, 7, 'General', 3)],
    });
    expect(res.body).toEqual([
      { message: TIER.duplicate, parameters: [sku.toUpperCase(), '0', 'GENERAL', '2'] },
      { message: TIER.duplicate, parameters: [sku, '0', 'general', '2'] },
    ]);
    expect(await read(sku)).toEqual([tier(sku, 7, 'General', 3)]);

    await setPriceScope(t, 1);
    const other = await product(t);
    const cross = await t.admin.post(UPDATE, {
      prices: [tier(other, 10.31, 'ALL GROUPS', 2), tier(other, 20.62, 'ALL GROUPS', 2, 'fixed', 1)],
    });
    expect(cross.body).toEqual([
      { message: TIER.duplicate, parameters: [other, '1', 'ALL GROUPS', '2'] },
      { message: TIER.duplicate, parameters: [other, '0', 'ALL GROUPS', '2'] },
    ]);
    expect(await read(other)).toEqual([]);
  });

  it('rejects a row that clashes with a stored all-websites / website-specific tier, reporting the stored row', async () => {
    await setPriceScope(t, 1);
    const sku = await product(t);
    expect(
      (await t.admin.post(UPDATE, { prices: [tier(sku, 5, 'ALL GROUPS', 3), tier(sku, 6, 'NOT LOGGED IN', 5, 'fixed', 1)] })).body,
    ).toEqual([]);
    // Two calls: within one call an all-websites row and a website row would already clash with each other.
    const first = await t.admin.post(UPDATE, {
      prices: [tier(sku, 4, 'all groups', 3, 'fixed', 1), tier(sku, 5.5, 'NOT LOGGED IN', 5, 'discount', 1)],
    });
    expect(first.body).toEqual([{ message: TIER.duplicate, parameters: [sku, '0', 'all groups', '3.0000'] }]);
    const again = await t.admin.post(UPDATE, {
      prices: [tier(sku, 4, 'not logged in', 5, 'fixed', 0), tier(sku, 4.5, 'ALL GROUPS', 3, 'fixed', 0)],
    });
    expect(again.body).toEqual([{ message: TIER.duplicate, parameters: [sku, '1', 'NOT LOGGED IN', '5.0000'] }]);
    expect(await read(sku)).toEqual([tier(sku, 4.5, 'all groups', 3), tier(sku, 5.5, 'NOT LOGGED IN', 5, 'discount', 1)]);
  });

  it("reports every failed check of a row in Magento's order", async () => {
    await setPriceScope(t, 0);
    const res = await t.admin.post(UPDATE, { prices: [tier('unknown-tier-sku', -3, 'Nobody', 0, 'bogus', 42)] });
    expect(res.body.map((e: { message: string }) => e.message)).toEqual([TIER.sku, TIER.price, TIER.type, TIER.website, TIER.group]);
    expect(res.body[4].parameters).toEqual(['unknown-tier-sku', '42', 'Nobody', '0']);
  });
});
