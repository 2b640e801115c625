import { addWebsite, ExtraWebsite, PricingApp, product, setPriceScope, startPricingApp, TIER, tierRows } from './support';

const PATH = '/rest/V1/products/tier-prices';
const DELETE = '/rest/V1/products/tier-prices-delete';

const tier = (sku: string, price: number, customer_group = 'ALL GROUPS', quantity = 2, price_type = 'fixed', website_id = 0) => ({
  sku,
  price,
  price_type,
  website_id,
  customer_group,
  quantity,
});

describe('tier prices: PUT /V1/products/tier-prices (replace) and POST tier-prices-delete', () => {
  let t: PricingApp;
  let second: ExtraWebsite;
  /** A product with the tiers of Magento's `product_simple` fixture (price 10). */
  const fixture = async () => {
    const sku = await product(t);
    const res = await t.admin.post(PATH, {
      prices: [
        tier(sku, 8, 'ALL GROUPS', 2),
        tier(sku, 5, 'ALL GROUPS', 5),
        tier(sku, 5, 'NOT LOGGED IN', 3),
        tier(sku, 6, 'NOT LOGGED IN', 3.2),
        tier(sku, 50, 'NOT LOGGED IN', 10, 'discount'),
      ],
    });
    expect(res.body).toEqual([]);
    return sku;
  };
  const FIXTURE_ROWS = [
    'all qty=2.0000 w=0 value=8.000000 pct=-',
    'all qty=5.0000 w=0 value=5.000000 pct=-',
    '0 qty=3.0000 w=0 value=5.000000 pct=-',
    '0 qty=3.2000 w=0 value=6.000000 pct=-',
    '0 qty=10.0000 w=0 value=0.000000 pct=50.00',
  ];
  beforeAll(async () => {
    t = await startPricingApp('tier_replace');
    second = await addWebsite(t, 'tier_rd_second');
  });
  afterAll(() => t.close());
  afterEach(() => setPriceScope(t, 0));

  describe('PUT replace', () => {
    it('replaces every tier of a product named with a valid row', async () => {
      const sku = await fixture();
      const res = await t.admin.put(PATH, {
        prices: [tier(sku, 50, 'General', 7778, 'discount'), tier(sku.toUpperCase(), 70, 'NOT LOGGED IN', 33)],
      });
      expect(res).toMatchObject({ status: 200, body: [] });
      expect(await tierRows(t, sku)).toEqual(['0 qty=33.0000 w=0 value=70.000000 pct=-', '1 qty=7778.0000 w=0 value=0.000000 pct=50.00']);
      const got = await t.admin.post('/rest/V1/products/tier-prices-information', { skus: [sku] });
      expect(got.body).toHaveLength(2);
    });

    it('keeps the tiers of products whose rows all failed, and of products not named', async () => {
      const replaced = await fixture();
      const failed = await fixture();
      const untouched = await fixture();
      const res = await t.admin.put(PATH, {
        prices: [
          tier(replaced, 1, 'General', 2),
          tier(replaced, 150, 'General', 3, 'discount'),
          tier(failed, -1, 'General', 2),
          tier(failed, 1, 'Nobody', 2),
        ],
      });
      expect(res.body).toEqual([
        { message: TIER.price, parameters: ['150', replaced, '0', 'General', '3'] },
        { message: TIER.price, parameters: ['-1', failed, '0', 'General', '2'] },
        { message: TIER.group, parameters: [failed, '0', 'Nobody', '2'] },
      ]);
      expect(await tierRows(t, replaced)).toEqual(['1 qty=2.0000 w=0 value=1.000000 pct=-']);
      expect(await tierRows(t, failed)).toEqual(FIXTURE_ROWS);
      expect(await tierRows(t, untouched)).toEqual(FIXTURE_ROWS);
    });

    it('rejects both rows of an in-request duplicate (testReplaceWithErrorMessage) and keeps the old tiers', async () => {
      const sku = await fixture();
      const res = await t.admin.put(PATH, { prices: [tier(sku, 10.31, 'general', 2), tier(sku, 20.62, 'general', 2)] });
      expect(res.body).toEqual([
        { message: TIER.duplicate, parameters: [sku, '0', 'general', '2'] },
        { message: TIER.duplicate, parameters: [sku, '0', 'general', '2'] },
      ]);
      expect(await tierRows(t, sku)).toEqual(FIXTURE_ROWS);
    });

    it('does not check against stored rows: an all-websites tier may be replaced by a website one', async () => {
      await setPriceScope(t, 1);
      const sku = await fixture();
      expect((await t.admin.put(PATH, { prices: [tier(sku, 4, 'ALL GROUPS', 2, 'fixed', second.websiteId)] })).body).toEqual([]);
      expect(await tierRows(t, sku)).toEqual([`all qty=2.0000 w=${second.websiteId} value=4.000000 pct=-`]);
    });

    it('applies the website rule under global scope', async () => {
      const sku = await fixture();
      const res = await t.admin.put(PATH, { prices: [tier(sku, 4, 'ALL GROUPS', 2, 'fixed', 1)] });
      expect(res.body).toEqual([{ message: TIER.website, parameters: [sku, '1', 'ALL GROUPS', '2'] }]);
      expect(await tierRows(t, sku)).toEqual(FIXTURE_ROWS);
    });
  });

  describe('POST tier-prices-delete', () => {
    it('deletes tiers given in full, discounts by their percentage (testDelete)', async () => {
      const sku = await fixture();
      const res = await t.admin.post(DELETE, {
        prices: [
          tier(sku, 8, 'ALL GROUPS', 2),
          tier(sku, 5, 'all groups', 5),
          tier(sku.toUpperCase(), 5, 'NOT LOGGED IN', 3),
          tier(sku, 50, 'not logged in', 10, 'discount'),
        ],
      });
      expect(res).toMatchObject({ status: 200, body: [] });
      expect(await tierRows(t, sku)).toEqual(['0 qty=3.2000 w=0 value=6.000000 pct=-']);
    });

    it('ignores rows that match nothing: other price, other quantity, other group, or the other price type', async () => {
      const sku = await fixture();
      const res = await t.admin.post(DELETE, {
        prices: [
          tier(sku, 9, 'ALL GROUPS', 2),
          tier(sku, 8, 'ALL GROUPS', 3),
          tier(sku, 8, 'General', 2),
          tier(sku, 50, 'NOT LOGGED IN', 10, 'fixed'),
        ],
      });
      expect(res.body).toEqual([]);
      // A separate call: within one call two rows for the same group and quantity are duplicates.
      expect((await t.admin.post(DELETE, { prices: [tier(sku, 8, 'ALL GROUPS', 2, 'discount')] })).body).toEqual([]);
      expect(await tierRows(t, sku)).toEqual(FIXTURE_ROWS);
    });

    it('does not compare the website', async () => {
      await setPriceScope(t, 1);
      const sku = await product(t);
      expect((await t.admin.post(PATH, { prices: [tier(sku, 7, 'General', 4, 'fixed', second.websiteId)] })).body).toEqual([]);
      await setPriceScope(t, 0);
      expect((await t.admin.post(DELETE, { prices: [tier(sku, 7, 'General', 4, 'fixed', 0)] })).body).toEqual([]);
      expect(await tierRows(t, sku)).toEqual([]);
    });

    it('deletes one stored row per row sent, preferring the same website', async () => {
      await setPriceScope(t, 1);
      const sku = await product(t);
      await t.admin.post(PATH, { prices: [tier(sku, 7, 'General', 4, 'fixed', 1), tier(sku, 7, 'General', 4, 'fixed', second.websiteId)] });
      expect((await t.admin.post(DELETE, { prices: [tier(sku, 7, 'General', 4, 'fixed', second.websiteId)] })).body).toEqual([]);
      expect(await tierRows(t, sku)).toEqual(['1 qty=4.0000 w=1 value=7.000000 pct=-']);
    });

    it('reports invalid rows and still deletes the valid ones', async () => {
      const sku = await fixture();
      const configurable = await product(t, 'configurable');
      const res = await t.admin.post(DELETE, {
        prices: [
          tier(sku, 8, 'Nobody', 2),
          tier(configurable, 8),
          tier(sku, 8, 'ALL GROUPS', 2, 'fixed', 1),
          tier(sku, 5, 'ALL GROUPS', 5),
        ],
      });
      expect(res.body).toEqual([
        { message: TIER.group, parameters: [sku, '0', 'Nobody', '2'] },
        { message: TIER.sku, parameters: [configurable, '0', 'ALL GROUPS', '2'] },
        { message: TIER.website, parameters: [sku, '1', 'ALL GROUPS', '2'] },
      ]);
      expect(await tierRows(t, sku)).toEqual(FIXTURE_ROWS.filter((r) => !r.startsWith('all qty=5.0000')));
    });
  });
});
