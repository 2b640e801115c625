import { Client } from '../support/app';
import { attributeValues, PricingApp, product, startPricingApp, tierRows } from './support';

const REQUIRED = '"%fieldName" is required. Enter and try again.';
const typeError = (field: string, value: string, type: string) =>
  `Error occurred during "${field}" processing. The "${value}" value's type is invalid. The "${type}" type was expected. ` +
  `Verify and try again.`;

const WRITES: [method: 'post' | 'put', path: string][] = [
  ['post', '/rest/V1/products/special-price'],
  ['post', '/rest/V1/products/special-price-delete'],
  ['post', '/rest/V1/products/tier-prices'],
  ['put', '/rest/V1/products/tier-prices'],
  ['post', '/rest/V1/products/tier-prices-delete'],
  ['post', '/rest/V1/products/base-prices'],
  ['post', '/rest/V1/products/cost'],
];
const READS = [
  '/rest/V1/products/special-price-information',
  '/rest/V1/products/tier-prices-information',
  '/rest/V1/products/base-prices-information',
  '/rest/V1/products/cost-information',
  '/rest/V1/products/cost-delete',
];
const FUTURE = '2037-01-19 03:14:07';

describe('price storage input handling and set-based writes', () => {
  let t: PricingApp;
  beforeAll(async () => {
    t = await startPricingApp('price_input');
  });
  afterAll(() => t.close());

  describe('input errors (400, nothing written)', () => {
    it.each(WRITES)('%s %s without prices answers "prices" is required', async (method, path) => {
      for (const body of [{}, { prices: null }]) {
        expect(await t.admin[method](path, body)).toMatchObject({
          status: 400,
          body: { message: REQUIRED, parameters: { fieldName: 'prices' } },
        });
      }
    });

    it.each(READS)('POST %s without skus answers "skus" is required', async (path) => {
      expect(await t.admin.post(path, {})).toMatchObject({ status: 400, body: { message: REQUIRED, parameters: { fieldName: 'skus' } } });
    });

    it('answers a wrong scalar type with the rendered type message, and writes no row of the call', async () => {
      const sku = await product(t);
      const cases: [string, unknown, string][] = [
        [
          '/rest/V1/products/base-prices',
          {
            prices: [
              { sku, price: 99, store_id: 0 },
              { sku, price: 'abc', store_id: 0 },
            ],
          },
          typeError('price', 'abc', 'float'),
        ],
        [
          '/rest/V1/products/cost',
          {
            prices: [
              { sku, cost: 99, store_id: 0 },
              { sku, cost: 1, store_id: 'x' },
            ],
          },
          typeError('store_id', 'x', 'int'),
        ],
        [
          '/rest/V1/products/special-price',
          {
            prices: [
              { sku, price: 1, store_id: 0 },
              { sku, price: '1,5', store_id: 0 },
            ],
          },
          typeError('price', '1,5', 'float'),
        ],
        [
          '/rest/V1/products/tier-prices',
          { prices: [{ sku, price: 1, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 'lots' }] },
          typeError('quantity', 'lots', 'float'),
        ],
        ['/rest/V1/products/cost-information', { skus: 'abc' }, typeError('skus', 'abc', 'string[]')],
      ];
      for (const [path, body, message] of cases) {
        const res = await t.admin.post(path, body);
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: { message } });
      }
      expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '10.000000' });
      expect(await attributeValues(t, sku, 'cost')).toEqual({});
      expect(await attributeValues(t, sku, 'special_price')).toEqual({});
      expect(await tierRows(t, sku)).toEqual([]);
    });

    it('casts numeric strings the way Magento does', async () => {
      const sku = await product(t);
      expect((await t.admin.post('/rest/V1/products/base-prices', { prices: [{ sku, price: '12.5', store_id: '0' }] })).body).toEqual([]);
      expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '12.500000' });
    });

    it('rejects an unknown property of a price record, naming its Magento data interface', async () => {
      const sku = await product(t);
      const cases: [string, Record<string, unknown>, string][] = [
        ['/rest/V1/products/special-price', { sku, price: 1, store_id: 0, price_form: FUTURE }, 'SpecialPriceInterface'],
        [
          '/rest/V1/products/tier-prices',
          { sku, price: 1, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2, qty: 2 },
          'TierPriceInterface',
        ],
        ['/rest/V1/products/base-prices', { sku, price: 1, store_id: 0, website_id: 1 }, 'BasePriceInterface'],
        ['/rest/V1/products/cost', { sku, cost: 1, store_id: 0, price: 3 }, 'CostInterface'],
      ];
      for (const [path, record, iface] of cases) {
        const [field] = Object.keys(record).slice(-1);
        const getter = 'get' + field.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());
        const res = await t.admin.post(path, { prices: [record] });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
          parameters: { fieldName: field, getter, className: `Magento\\Catalog\\Api\\Data\\${iface}` },
        });
      }
      expect(await attributeValues(t, sku, 'price')).toEqual({ 0: '10.000000' });
      expect(await tierRows(t, sku)).toEqual([]);
    });

    it('accepts the empty extension_attributes Magento clients send', async () => {
      const sku = await product(t);
      const res = await t.admin.post('/rest/V1/products/tier-prices', {
        prices: [
          { sku, price: 38.97, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 3, extension_attributes: [] },
        ],
      });
      expect(res).toMatchObject({ status: 200, body: [] });
    });

    it('requires Magento_Catalog::catalog', async () => {
      const anon = new Client(t.base);
      for (const path of ['/rest/V1/products/cost', '/rest/V1/products/tier-prices-information']) {
        expect(await anon.post(path, { prices: [], skus: [] })).toMatchObject({
          status: 401,
          body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Catalog::catalog' } },
        });
      }
    });

    it('answers [] for an empty list', async () => {
      for (const [method, path] of WRITES) expect(await t.admin[method](path, { prices: [] })).toMatchObject({ status: 200, body: [] });
    });
  });

  describe('set-based writes', () => {
    const N = 2000;
    let many: string[];
    let few: string[];
    const productsBySql = async (prefix: string, n: number): Promise<string[]> =>
      (
        await t.ds.query(
          `INSERT INTO catalog_product_entity (sku, type_id) SELECT $1 || '-' || g, 'simple' FROM generate_series(1, $2::int) g
           RETURNING sku`,
          [prefix, n],
        )
      ).map((r: { sku: string }) => r.sku);
    beforeAll(async () => {
      many = await productsBySql(`bulk-${process.pid}`, N);
      few = await productsBySql(`few-${process.pid}`, 10);
    });

    /**
     * Statements the app sends that touch catalog or group tables (cache reloads of stores and config excluded), less the
     * SKU look-up: the product locator's cache serves it or not depending on when the notifications of earlier writes land.
     * That look-up is checked to be at most one statement.
     */
    const counted = async (fn: () => Promise<unknown>): Promise<number> => {
      // Every statement of a service goes through the app's Database handle.
      const spies = [jest.spyOn(t.ds, 'query'), jest.spyOn(t.ds, 'prepared')];
      try {
        await fn();
        const sent = [...spies[0].mock.calls.map((c) => c[0]), ...spies[1].mock.calls.map((c) => c[1])];
        const touching = sent.map(String).filter((sql) => /catalog_product|customer_group/.test(sql));
        const lookups = touching.filter((sql) => /^\s*SELECT e\.entity_id, e\.sku\b/.test(sql));
        expect(lookups.length).toBeLessThanOrEqual(1);
        return touching.length - lookups.length;
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    };

    const calls: [string, 'post' | 'put', string, (sku: string, i: number) => Record<string, unknown>, string][] = [
      ['base prices', 'post', '/rest/V1/products/base-prices', (sku, i) => ({ sku, price: i + 1, store_id: 0 }), 'price'],
      ['costs', 'post', '/rest/V1/products/cost', (sku, i) => ({ sku, cost: i / 2, store_id: 0 }), 'cost'],
      [
        'special prices',
        'post',
        '/rest/V1/products/special-price',
        (sku, i) => ({ sku, price: i, store_id: 0, price_from: FUTURE }),
        'special_price',
      ],
      [
        'tier prices (update)',
        'post',
        '/rest/V1/products/tier-prices',
        (sku, i) => ({ sku, price: i + 0.5, price_type: 'fixed', website_id: 0, customer_group: 'General', quantity: 2 }),
        '',
      ],
      [
        'tier prices (replace)',
        'put',
        '/rest/V1/products/tier-prices',
        (sku) => ({ sku, price: 10, price_type: 'discount', website_id: 0, customer_group: 'ALL GROUPS', quantity: 3 }),
        '',
      ],
    ];

    it.each(calls)(
      'writes %s for 2,000 products in one quick call with as many statements as for 10',
      async (_label, method, path, record, code) => {
        const smallCount = await counted(async () => expect((await t.admin[method](path, { prices: few.map(record) })).body).toEqual([]));
        const started = Date.now();
        let res: { status: number; body: unknown } = { status: 0, body: null };
        const bigCount = await counted(async () => {
          res = await t.admin[method](path, { prices: many.map(record) });
        });
        const elapsed = Date.now() - started;
        expect(res).toMatchObject({ status: 200, body: [] });
        // ~0.3 s on a laptop; a quadratic validation took ~6 s here.
        expect(elapsed).toBeLessThan(3_000);
        // The write at least.
        expect(smallCount).toBeGreaterThanOrEqual(1);
        expect(bigCount).toBe(smallCount);
        const [{ n }] = code
          ? await t.ds.query(
              `SELECT count(*)::int AS n FROM catalog_product_entity_decimal d JOIN eav_attribute a ON a.attribute_id = d.attribute_id
               AND a.attribute_code = $2
             JOIN catalog_product_entity e ON e.entity_id = d.entity_id WHERE e.sku LIKE $1`,
              [`bulk-${process.pid}-%`, code],
            )
          : await t.ds.query(
              `SELECT count(*)::int AS n FROM catalog_product_entity_tier_price t JOIN catalog_product_entity e ON e.entity_id = t.entity_id
               WHERE e.sku LIKE $1`,
              [`bulk-${process.pid}-%`],
            );
        expect(n).toBe(N);
      },
    );

    it('reads 2,000 products back in one call each', async () => {
      for (const path of [
        '/rest/V1/products/base-prices-information',
        '/rest/V1/products/tier-prices-information',
        '/rest/V1/products/special-price-information',
      ]) {
        const res = await t.admin.post(path, { skus: many });
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(N);
      }
      const tiers = (await t.admin.post('/rest/V1/products/tier-prices-information', { skus: many.slice(0, 1) })).body;
      expect(tiers).toEqual([
        { price: 10, price_type: 'discount', website_id: 0, sku: many[0], customer_group: 'all groups', quantity: 3 },
      ]);
    });

    it('deletes for 2,000 products in one call', async () => {
      const tierDelete = many.map((sku) => ({
        sku,
        price: 10,
        price_type: 'discount',
        website_id: 0,
        customer_group: 'ALL GROUPS',
        quantity: 3,
      }));
      expect((await t.admin.post('/rest/V1/products/tier-prices-delete', { prices: tierDelete })).body).toEqual([]);
      expect(
        (await t.admin.post('/rest/V1/products/special-price-delete', { prices: many.map((sku) => ({ sku, price: 1, store_id: 0 })) }))
          .body,
      ).toEqual([]);
      expect((await t.admin.post('/rest/V1/products/cost-delete', { skus: many })).body).toBe(true);
      for (const path of [
        '/rest/V1/products/tier-prices-information',
        '/rest/V1/products/special-price-information',
        '/rest/V1/products/cost-information',
      ]) {
        expect((await t.admin.post(path, { skus: many })).body).toEqual([]);
      }
    });
  });
});
