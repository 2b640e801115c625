import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { seedMsiFixtures } from './support';

const VALIDATION_FAILED = 'Validation Failed';
const NOT_EMPTY = '"%field" can not be empty.';
const notEmpty = (field: string) => ({ message: NOT_EMPTY, parameters: { field } });
const validationFailed = (...errors: unknown[]) => ({ message: VALIDATION_FAILED, errors });
const website = (code: string) => ({ type: 'website', code });

/** The query string of a searchCriteria, as Magento's tests build it with http_build_query. */
function criteria(c: {
  filters?: [string, unknown, string?][];
  sort?: [string, string][];
  pageSize?: number;
  currentPage?: number;
}): string {
  const parts: string[] = [];
  (c.filters ?? []).forEach(([field, value, type], i) => {
    const p = `searchCriteria[filter_groups][${i}][filters][0]`;
    parts.push(`${p}[field]=${field}`, `${p}[value]=${encodeURIComponent(String(value))}`, `${p}[condition_type]=${type ?? 'eq'}`);
  });
  (c.sort ?? []).forEach(([field, direction], i) =>
    parts.push(`searchCriteria[sort_orders][${i}][field]=${field}`, `searchCriteria[sort_orders][${i}][direction]=${direction}`),
  );
  if (c.pageSize !== undefined) parts.push(`searchCriteria[page_size]=${c.pageSize}`);
  if (c.currentPage !== undefined) parts.push(`searchCriteria[current_page]=${c.currentPage}`);
  return parts.length ? '?' + parts.join('&') : '?searchCriteria=';
}

/**
 * MSI sources, stocks and their sales channels, stock–source links and the stock resolver, on
 * Magento's api-functional fixtures (reference inventory-sales.md §2.1–2.4, 2.6, 2.9, 2.14).
 * The blocks run in order on one database: later ones build on what earlier ones changed.
 */
describe('MSI sources, stocks, stock–source links and the stock resolver', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('inv_sources');
    admin = await adminClient(t);
    await seedMsiFixtures(t, admin);
  });
  afterAll(() => t.close());

  const channelsOf = async (stockId: number) =>
    (await admin.get(`/rest/V1/inventory/stocks/${stockId}`)).body.extension_attributes.sales_channels;

  describe('sources', () => {
    it('answers the default source of the install, null fields left out', async () => {
      const res = await admin.get('/rest/V1/inventory/sources/default');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        source_code: 'default',
        name: 'Default Source',
        enabled: true,
        description: 'Default Source',
        latitude: 0,
        longitude: 0,
        country_id: 'US',
        postcode: '00000',
        use_default_carrier_config: true,
        carrier_links: [],
      });
    });

    it('answers 404 for an unknown source code', async () => {
      const res = await admin.get('/rest/V1/inventory/sources/-1');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Source with code "%value" does not exist.', parameters: { value: '-1' } });
    });

    it('lists sources with searchCriteria (Magento GetListTest) and without any', async () => {
      const q = criteria({ filters: [['enabled', 1]], sort: [['name', 'DESC']], currentPage: 2, pageSize: 2 });
      const res = await admin.get(`/rest/V1/inventory/sources${q}`);
      expect(res.status).toBe(200);
      // Enabled, by name descending: US-source-1, EU-source-3 | EU-source-2, EU-source-1 | Default Source.
      expect(res.body.total_count).toBe(5);
      expect(res.body.items.map((s: any) => [s.name, s.enabled])).toEqual([
        ['EU-source-2', true],
        ['EU-source-1', true],
      ]);
      expect(res.body.search_criteria).toEqual({
        filter_groups: [{ filters: [{ field: 'enabled', value: '1', condition_type: 'eq' }] }],
        sort_orders: [{ field: 'name', direction: 'DESC' }],
        page_size: 2,
        current_page: 2,
      });
      const all = await admin.get('/rest/V1/inventory/sources');
      expect(all.status).toBe(200);
      expect(all.body.total_count).toBe(6);
      expect(all.body.search_criteria).toEqual({ filter_groups: [] });
      expect(all.body.items.map((s: any) => s.source_code)).toEqual(['default', 'eu-1', 'eu-2', 'eu-3', 'eu-disabled', 'us-1']);
      expect(all.body.items[4]).toEqual({
        source_code: 'eu-disabled',
        name: 'EU-source-disabled',
        enabled: false,
        country_id: 'DE',
        postcode: 'postcode',
        use_default_carrier_config: true,
        carrier_links: [],
      });
    });

    it('lists the sources of a stock by priority, disabled ones included; an unknown stock has none', async () => {
      const res = await admin.get('/rest/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/30');
      expect(res.status).toBe(200);
      expect(res.body.map((s: any) => s.source_code)).toEqual(['us-1', 'eu-disabled', 'eu-3', 'eu-2', 'eu-1']);
      expect(res.body[1]).toMatchObject({ source_code: 'eu-disabled', enabled: false, name: 'EU-source-disabled' });
      const none = await admin.get('/rest/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/999');
      expect(none).toMatchObject({ status: 200, body: [] });
    });

    it('creates a source with POST and answers it as given (Magento CreateTest)', async () => {
      const source = {
        source_code: 'source-code-1',
        name: 'source-name-1',
        contact_name: 'source-contact-name',
        email: 'source-email',
        enabled: true,
        description: 'source-description',
        latitude: 11.123456,
        longitude: 12.123456,
        country_id: 'US',
        region_id: 10,
        city: 'source-city',
        street: 'source-street',
        postcode: 'source-postcode',
        phone: 'source-phone',
        fax: 'source-fax',
        use_default_carrier_config: 1,
        carrier_links: [],
      };
      const res = await admin.post('/rest/V1/inventory/sources', { source });
      expect(res).toMatchObject({ status: 200, body: [] });
      const got = await admin.get('/rest/V1/inventory/sources/source-code-1');
      expect(got.body).toEqual({ ...source, use_default_carrier_config: true });
      expect(got.body).not.toHaveProperty('region');
    });

    it('PUT creates an unknown code, changes only the fields given, and takes the code from the path', async () => {
      const base = { name: 'Warehouse A', country_id: 'DE', postcode: '10115', region: 'Berlin' };
      const created = await admin.put('/rest/V1/inventory/sources/wh-a', { source: { ...base, source_code: 'ignored-code' } });
      expect(created).toMatchObject({ status: 200, body: [] });
      expect((await admin.get('/rest/V1/inventory/sources/ignored-code')).status).toBe(404);
      const got = (await admin.get('/rest/V1/inventory/sources/wh-a')).body;
      // Region as given: region without region_id (Magento RegionProcessingTest).
      expect(got).toEqual({ source_code: 'wh-a', ...base, enabled: true, use_default_carrier_config: true, carrier_links: [] });

      const updated = await admin.put('/rest/V1/inventory/sources/wh-a', {
        source: { name: 'Warehouse A2', country_id: 'FR', postcode: '75001', region: null, region_id: 12, enabled: false, latitude: -33.5 },
      });
      expect(updated).toMatchObject({ status: 200, body: [] });
      expect((await admin.get('/rest/V1/inventory/sources/wh-a')).body).toEqual({
        source_code: 'wh-a',
        name: 'Warehouse A2',
        enabled: false,
        latitude: -33.5,
        country_id: 'FR',
        region_id: 12,
        postcode: '75001',
        use_default_carrier_config: true,
        carrier_links: [],
      });
    });

    it("reports every missing required field in Magento's validation envelope", async () => {
      const valid = { source_code: 'source-code-2', name: 'source-name-2', postcode: 'source-postcode', country_id: 'US' };
      for (const field of ['name', 'postcode', 'source_code', 'country_id'] as const) {
        const { [field]: _gone, ...rest } = valid;
        const res = await admin.post('/rest/V1/inventory/sources', { source: rest });
        expect({ field, status: res.status, body: res.body }).toEqual({ field, status: 400, body: validationFailed(notEmpty(field)) });
        for (const value of [null, '', ' ']) {
          const bad = await admin.post('/rest/V1/inventory/sources', { source: { ...valid, [field]: value } });
          const expected =
            field === 'source_code' && value === ' '
              ? validationFailed(notEmpty('source_code'), {
                  message: '"%field" can not contain whitespaces.',
                  parameters: { field: 'source_code' },
                })
              : validationFailed(notEmpty(field));
          expect({ field, value, status: bad.status, body: bad.body }).toEqual({ field, value, status: 400, body: expected });
        }
      }
      const all = await admin.post('/rest/V1/inventory/sources', { source: {} });
      expect(all.status).toBe(400);
      expect(all.body).toEqual(validationFailed(notEmpty('name'), notEmpty('source_code'), notEmpty('postcode'), notEmpty('country_id')));
      // On update too (Magento ValidationTest::testFailedValidationOnUpdate).
      const update = await admin.put('/rest/V1/inventory/sources/source-code-1', { source: { ...valid, name: ' ' } });
      expect(update).toMatchObject({ status: 400, body: validationFailed(notEmpty('name')) });
      expect((await admin.get('/rest/V1/inventory/sources/source-code-2')).status).toBe(404);
    });

    it('refuses whitespace in the code and template patterns in name and code', async () => {
      const res = await admin.post('/rest/V1/inventory/sources', {
        source: { source_code: 'source code', name: 'n', postcode: 'p', country_id: 'US' },
      });
      expect(res).toMatchObject({
        status: 400,
        body: validationFailed({ message: '"%field" can not contain whitespaces.', parameters: { field: 'source_code' } }),
      });
      const tpl = await admin.post('/rest/V1/inventory/sources', {
        source: { source_code: 'x${y}', name: '{{a}} ${var}', postcode: 'p', country_id: 'US' },
      });
      expect(tpl.status).toBe(400);
      expect(tpl.body).toEqual(
        validationFailed({ message: VALIDATION_FAILED, parameters: [] }, { message: VALIDATION_FAILED, parameters: [] }),
      );
    });

    it('requires the source argument and refuses unknown properties', async () => {
      const missing = await admin.post('/rest/V1/inventory/sources', {});
      expect(missing).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'source' } },
      });
      const unknown = await admin.post('/rest/V1/inventory/sources', {
        source: { source_code: 'u', name: 'u', postcode: 'p', country_id: 'US', colour: 'red' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.parameters).toMatchObject({ fieldName: 'colour' });
    });

    it('validates carrier links against the global configuration flag and the known carriers, and stores them', async () => {
      const base = { source_code: 'source-code-1', name: 'source-name-1', postcode: 'source-postcode', country_id: 'US' };
      const global = await admin.post('/rest/V1/inventory/sources', {
        source: {
          ...base,
          use_default_carrier_config: 1,
          carrier_links: [
            { carrier_code: 'flatrate', position: 100 },
            { carrier_code: 'freeshipping', position: 200 },
          ],
        },
      });
      expect(global).toMatchObject({
        status: 400,
        body: validationFailed({
          message: 'You can\'t configure "%field" because you have chosen Global Shipping configuration.',
          parameters: { field: 'carrier_links' },
        }),
      });
      const unknown = await admin.post('/rest/V1/inventory/sources', {
        source: {
          ...base,
          use_default_carrier_config: 0,
          carrier_links: [
            { carrier_code: 'no_exists_1', position: 100 },
            { carrier_code: 'no_exists_2', position: 200 },
          ],
        },
      });
      expect(unknown).toMatchObject({
        status: 400,
        body: validationFailed(
          { message: 'Carrier with code: "%carrier" don\'t exists.', parameters: { carrier: 'no_exists_1' } },
          { message: 'Carrier with code: "%carrier" don\'t exists.', parameters: { carrier: 'no_exists_2' } },
        ),
      });
      const links = [
        { carrier_code: 'freeshipping', position: 200 },
        { carrier_code: 'flatrate', position: 100 },
        { carrier_code: 'tablerate' },
      ];
      const saved = await admin.put('/rest/V1/inventory/sources/source-code-1', {
        source: { ...base, use_default_carrier_config: false, carrier_links: links },
      });
      expect(saved).toMatchObject({ status: 200, body: [] });
      let got = (await admin.get('/rest/V1/inventory/sources/source-code-1')).body;
      expect(got).toMatchObject({ use_default_carrier_config: false, carrier_links: links });
      // Left out, the links stay; given, they replace the source's links.
      await admin.put('/rest/V1/inventory/sources/source-code-1', { source: { ...base, city: 'Lyon' } });
      got = (await admin.get('/rest/V1/inventory/sources/source-code-1')).body;
      expect(got).toMatchObject({ city: 'Lyon', carrier_links: links });
      await admin.put('/rest/V1/inventory/sources/source-code-1', {
        source: { ...base, use_default_carrier_config: true, carrier_links: [] },
      });
      got = (await admin.get('/rest/V1/inventory/sources/source-code-1')).body;
      expect(got).toMatchObject({ use_default_carrier_config: true, carrier_links: [] });
    });

    it('refuses to disable the default source', async () => {
      const source = { source_code: 'default', name: 'Default Source', postcode: '00000', country_id: 'US', enabled: false };
      const res = await admin.put('/rest/V1/inventory/sources/default', { source });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validationFailed({ message: 'Default source can not be disabled.', parameters: [] }));
      const post = await admin.post('/rest/V1/inventory/sources', { source });
      expect(post.body).toEqual(validationFailed({ message: 'Default source can not be disabled.', parameters: [] }));
      // Saved without `enabled`, or with true, it stays enabled.
      const ok = await admin.put('/rest/V1/inventory/sources/default', {
        source: { ...source, enabled: undefined, description: 'Default Source' },
      });
      expect(ok).toMatchObject({ status: 200, body: [] });
      expect((await admin.get('/rest/V1/inventory/sources/default')).body).toMatchObject({ enabled: true });
    });

    it('answers Could not save Source when the name belongs to another source', async () => {
      const res = await admin.post('/rest/V1/inventory/sources', {
        source: { source_code: 'dup', name: 'EU-source-1', postcode: 'p', country_id: 'FR' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Could not save Source' });
      expect((await admin.get('/rest/V1/inventory/sources/dup')).status).toBe(404);
    });
  });

  describe('stocks and sales channels', () => {
    it('answers a stock with its sales channels', async () => {
      expect((await admin.get('/rest/V1/inventory/stocks/1')).body).toEqual({
        stock_id: 1,
        name: 'Default Stock',
        extension_attributes: { sales_channels: [website('base')] },
      });
      expect((await admin.get('/rest/V1/inventory/stocks/10')).body).toEqual({
        stock_id: 10,
        name: 'EU-stock',
        extension_attributes: { sales_channels: [website('eu_website')] },
      });
      const missing = await admin.get('/rest/V1/inventory/stocks/999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Stock with id "%value" does not exist.', parameters: { value: 999 } });
    });

    it('lists stocks with and without searchCriteria', async () => {
      const all = await admin.get('/rest/V1/inventory/stocks');
      expect(all.status).toBe(200);
      expect(all.body.total_count).toBe(4);
      expect(all.body.items.map((s: any) => [s.stock_id, s.extension_attributes.sales_channels.map((c: any) => c.code)])).toEqual([
        [1, ['base']],
        [10, ['eu_website']],
        [20, ['us_website']],
        [30, ['global_website']],
      ]);
      const some = await admin.get(
        `/rest/V1/inventory/stocks${criteria({ filters: [['name', '%-stock', 'like']], sort: [['name', 'ASC']], pageSize: 2 })}`,
      );
      expect(some.body.total_count).toBe(3);
      expect(some.body.items.map((s: any) => s.name)).toEqual(['EU-stock', 'Global-stock']);
    });

    it('creates a stock with POST and answers its id', async () => {
      const res = await admin.post('/rest/V1/inventory/stocks', { stock: { name: 'stock-name' } });
      expect(res).toMatchObject({ status: 200, body: 31 });
      expect((await admin.get('/rest/V1/inventory/stocks/31')).body).toEqual({
        stock_id: 31,
        name: 'stock-name',
        extension_attributes: { sales_channels: [] },
      });
    });

    it('validates the name and the sales channels', async () => {
      for (const name of [undefined, null, '', ' ']) {
        const res = await admin.post('/rest/V1/inventory/stocks', { stock: { name } });
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 400, body: validationFailed(notEmpty('name')) });
        const put = await admin.put('/rest/V1/inventory/stocks/10', { stock: { name } });
        expect({ name, status: put.status, body: put.body }).toEqual({ name, status: 400, body: validationFailed(notEmpty('name')) });
      }
      const unknown = await admin.post('/rest/V1/inventory/stocks', {
        stock: { name: 'stock-name', extension_attributes: { sales_channels: [website('NotExistingWebsite')] } },
      });
      expect(unknown).toMatchObject({
        status: 400,
        body: validationFailed({ message: 'The website with code "%code" does not exist.', parameters: { code: 'NotExistingWebsite' } }),
      });
      const cases: [unknown[], unknown][] = [
        [[{ code: 'base' }], validationFailed(notEmpty('type'))],
        [[{ type: '', code: 'base' }], validationFailed(notEmpty('type'))],
        [
          [website('base'), { type: 'website' }],
          validationFailed(notEmpty('code'), { message: 'The website with code "%code" does not exist.', parameters: { code: '' } }),
        ],
        [
          [website('')],
          validationFailed(notEmpty('code'), { message: 'The website with code "%code" does not exist.', parameters: { code: '' } }),
        ],
      ];
      for (const [channels, expected] of cases) {
        const res = await admin.put('/rest/V1/inventory/stocks/10', {
          stock: { stock_id: 10, name: 'Default Stock', extension_attributes: { sales_channels: channels } },
        });
        expect({ channels, status: res.status, body: res.body }).toEqual({ channels, status: 400, body: expected });
      }
      const both = await admin.post('/rest/V1/inventory/stocks', {
        stock: { name: '', extension_attributes: { sales_channels: [website('nope')] } },
      });
      expect(both.body).toEqual(
        validationFailed(notEmpty('name'), { message: 'The website with code "%code" does not exist.', parameters: { code: 'nope' } }),
      );
      expect(await channelsOf(10)).toEqual([website('eu_website')]);
    });

    it('PUT with an unknown id creates the stock with that id; its channels move from their stocks', async () => {
      const res = await admin.put('/rest/V1/inventory/stocks/40', {
        stock: { name: 'stock-40', extension_attributes: { sales_channels: [website('us_website'), website('eu_website')] } },
      });
      expect(res).toMatchObject({ status: 200, body: 40 });
      expect((await admin.get('/rest/V1/inventory/stocks/40')).body).toEqual({
        stock_id: 40,
        name: 'stock-40',
        extension_attributes: { sales_channels: [website('eu_website'), website('us_website')] },
      });
      expect(await channelsOf(10)).toEqual([]);
      expect(await channelsOf(20)).toEqual([]);
      // The sequence moved past the given id.
      expect((await admin.post('/rest/V1/inventory/stocks', { stock: { name: 'after-40' } })).body).toBe(41);
    });

    it('sends websites taken off a stock back to the default stock (Magento SalesChannelManagementTest)', async () => {
      const res = await admin.put('/rest/V1/inventory/stocks/40', {
        stock: { stock_id: 40, name: 'stock_with_channels_name', extension_attributes: { sales_channels: [website('us_website')] } },
      });
      expect(res).toMatchObject({ status: 200, body: 40 });
      expect(await channelsOf(1)).toEqual([website('base'), website('eu_website')]);
      expect(await channelsOf(40)).toEqual([website('us_website')]);
      // Saved without sales channels, the stock keeps none: us_website goes to the default stock too.
      expect((await admin.put('/rest/V1/inventory/stocks/40', { stock: { name: 'stock-40' } })).body).toBe(40);
      expect(await channelsOf(40)).toEqual([]);
      expect(await channelsOf(1)).toEqual([website('base'), website('eu_website'), website('us_website')]);
    });

    it("keeps the default stock's websites when it is saved without them, and gives channels back to their stocks", async () => {
      expect(
        (await admin.put('/rest/V1/inventory/stocks/1', { stock: { name: 'Default Stock', extension_attributes: { sales_channels: [] } } }))
          .body,
      ).toBe(1);
      expect(await channelsOf(1)).toEqual([website('base'), website('eu_website'), website('us_website')]);
      await admin.put('/rest/V1/inventory/stocks/10', {
        stock: { name: 'EU-stock', extension_attributes: { sales_channels: [website('eu_website')] } },
      });
      await admin.put('/rest/V1/inventory/stocks/20', {
        stock: { name: 'US-stock', extension_attributes: { sales_channels: [website('us_website')] } },
      });
      expect(await channelsOf(1)).toEqual([website('base')]);
      expect(await channelsOf(10)).toEqual([website('eu_website')]);
      expect(await channelsOf(20)).toEqual([website('us_website')]);
    });

    it('deletes a stock without sales channels, never the default one or one with channels', async () => {
      const dflt = await admin.delete('/rest/V1/inventory/stocks/1');
      expect(dflt.status).toBe(400);
      expect(dflt.body).toEqual({ message: 'Default Stock could not be deleted.' });
      const withChannels = await admin.delete('/rest/V1/inventory/stocks/30');
      expect(withChannels.status).toBe(400);
      expect(withChannels.body).toEqual({ message: 'Stock has at least one sale channel and could not be deleted.' });
      const unknown = await admin.delete('/rest/V1/inventory/stocks/9999');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        message: 'There is no stock with "%fieldValue" for "%fieldName". Verify and try again.',
        parameters: { fieldName: 'stock_id', fieldValue: 9999 },
      });

      await admin.post('/rest/V1/inventory/stock-source-links', { links: [{ stock_id: 31, source_code: 'eu-1', priority: 1 }] });
      const ok = await admin.delete('/rest/V1/inventory/stocks/31');
      expect(ok).toMatchObject({ status: 200, body: [] });
      const gone = await admin.get('/rest/V1/inventory/stocks/31');
      expect(gone).toMatchObject({ status: 404, body: { message: 'Stock with id "%value" does not exist.', parameters: { value: 31 } } });
      // Its links went with it; the source stays.
      expect((await admin.get(`/rest/V1/inventory/stock-source-links${criteria({ filters: [['stock_id', 31]] })}`)).body.total_count).toBe(
        0,
      );
      expect((await admin.get('/rest/V1/inventory/sources/eu-1')).status).toBe(200);
      expect((await admin.get('/rest/V1/inventory/stocks/30')).status).toBe(200);
    });
  });

  describe('stock–source links', () => {
    it('requires searchCriteria to list links', async () => {
      const res = await admin.get('/rest/V1/inventory/stock-source-links');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'searchCriteria' } });
    });

    it('lists links with filters, sort and paging (Magento GetStockSourceLinksTest)', async () => {
      const q = criteria({ filters: [['stock_id', 10]], sort: [['source_code', 'DESC']], pageSize: 2, currentPage: 2 });
      const res = await admin.get(`/rest/V1/inventory/stock-source-links${q}`);
      expect(res.status).toBe(200);
      expect(res.body.total_count).toBe(4);
      expect(res.body.items).toEqual([
        { source_code: 'eu-2', stock_id: 10, priority: 2 },
        { source_code: 'eu-1', stock_id: 10, priority: 1 },
      ]);
      expect(res.body.search_criteria).toEqual({
        filter_groups: [{ filters: [{ field: 'stock_id', value: '10', condition_type: 'eq' }] }],
        sort_orders: [{ field: 'source_code', direction: 'DESC' }],
        page_size: 2,
        current_page: 2,
      });
    });

    it('saves links in one call; a known pair gets its new priority', async () => {
      const links = [
        { source_code: 'eu-1', stock_id: 41, priority: 1 },
        { source_code: 'eu-2', stock_id: 41, priority: 2 },
        { source_code: 'us-1', stock_id: 41, priority: 3 },
      ];
      expect(await admin.post('/rest/V1/inventory/stock-source-links', { links })).toMatchObject({ status: 200, body: [] });
      const again = await admin.post('/rest/V1/inventory/stock-source-links', {
        links: [
          { source_code: 'us-1', stock_id: 41, priority: 9 },
          { source_code: 'eu-3', stock_id: 41, priority: 4 },
        ],
      });
      expect(again).toMatchObject({ status: 200, body: [] });
      const got = await admin.get(
        `/rest/V1/inventory/stock-source-links${criteria({ filters: [['stock_id', 41]], sort: [['priority', 'ASC']] })}`,
      );
      expect(got.body.items).toEqual([
        { source_code: 'eu-1', stock_id: 41, priority: 1 },
        { source_code: 'eu-2', stock_id: 41, priority: 2 },
        { source_code: 'eu-3', stock_id: 41, priority: 4 },
        { source_code: 'us-1', stock_id: 41, priority: 9 },
      ]);
      const ordered = await admin.get('/rest/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/41');
      expect(ordered.body.map((s: any) => s.source_code)).toEqual(['eu-1', 'eu-2', 'eu-3', 'us-1']);
    });

    it('validates every link and reports all errors', async () => {
      const res = await admin.post('/rest/V1/inventory/stock-source-links', {
        links: [
          { source_code: ' ', stock_id: 41, priority: 1 },
          { source_code: 'eu-1', priority: 0 },
          { source_code: 'eu 2', stock_id: 41 },
        ],
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        validationFailed(
          notEmpty('source_code'),
          { message: '"%field" can not contain whitespaces.', parameters: { field: 'source_code' } },
          notEmpty('stock_id'),
          { message: '"%field" should be greater then 0.', parameters: { field: 'priority' } },
          { message: '"%field" can not contain whitespaces.', parameters: { field: 'source_code' } },
          { message: '"%field" should be greater then 0.', parameters: { field: 'priority' } },
        ),
      );
    });

    it('keeps the default source and the default stock to their own link (PreventAssignSourcesToDefaultStockTest)', async () => {
      const defaultError = { message: 'Can not save link related to Default Source or Default Stock', parameters: [] };
      const two = await admin.post('/rest/V1/inventory/stock-source-links', {
        links: [
          { source_code: 'default', stock_id: 1, priority: 1 },
          { source_code: 'eu-2', stock_id: 1, priority: 2 },
        ],
      });
      expect(two).toMatchObject({ status: 400, body: validationFailed(defaultError) });
      const toDefaultStock = await admin.post('/rest/V1/inventory/stock-source-links', {
        links: [{ source_code: 'eu-1', stock_id: 1, priority: 1 }],
      });
      expect(toDefaultStock.body).toEqual(validationFailed(defaultError));
      const defaultElsewhere = await admin.post('/rest/V1/inventory/stock-source-links', {
        links: [{ source_code: 'default', stock_id: 10, priority: 1 }],
      });
      expect(defaultElsewhere.body).toEqual(validationFailed(defaultError));
      // The install's own link may be saved again.
      expect(
        (await admin.post('/rest/V1/inventory/stock-source-links', { links: [{ source_code: 'default', stock_id: 1, priority: 1 }] }))
          .status,
      ).toBe(200);
      const defaultLinks = await admin.get(`/rest/V1/inventory/stock-source-links${criteria({ filters: [['stock_id', 1]] })}`);
      expect(defaultLinks.body.items).toEqual([{ source_code: 'default', stock_id: 1, priority: 1 }]);
    });

    it('refuses an empty list and answers Could not save for an unknown stock or source', async () => {
      const empty = await admin.post('/rest/V1/inventory/stock-source-links', { links: [] });
      expect(empty).toMatchObject({ status: 400, body: { message: 'Input data is empty' } });
      const missing = await admin.post('/rest/V1/inventory/stock-source-links', {});
      expect(missing).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'links' } },
      });
      const unknownSource = await admin.post('/rest/V1/inventory/stock-source-links', {
        links: [{ source_code: 'nowhere', stock_id: 41, priority: 1 }],
      });
      expect(unknownSource.status).toBe(400);
      expect(unknownSource.body).toEqual({ message: 'Could not save StockSourceLinks' });
      const unknownStock = await admin.post('/rest/V1/inventory/stock-source-links', {
        links: [{ source_code: 'eu-1', stock_id: 777, priority: 1 }],
      });
      expect(unknownStock.body).toEqual({ message: 'Could not save StockSourceLinks' });
    });

    it("deletes links given in the query string of the POST, as Magento's tests send them", async () => {
      const q = 'links[0][source_code]=eu-1&links[0][stock_id]=41&links[1][source_code]=eu-2&links[1][stock_id]=41';
      const res = await admin.post(`/rest/V1/inventory/stock-source-links-delete?${q}`);
      expect(res).toMatchObject({ status: 200, body: [] });
      const left = await admin.get(`/rest/V1/inventory/stock-source-links${criteria({ filters: [['stock_id', 41]] })}`);
      expect(left.body.total_count).toBe(2);
      expect(left.body.items.map((l: any) => l.source_code).sort()).toEqual(['eu-3', 'us-1']);
      // And in the body; a link that does not exist is no error.
      const body = await admin.post('/rest/V1/inventory/stock-source-links-delete', {
        links: [
          { source_code: 'eu-3', stock_id: 41 },
          { source_code: 'eu-1', stock_id: 20 },
        ],
      });
      expect(body).toMatchObject({ status: 200, body: [] });
      expect((await admin.get(`/rest/V1/inventory/stock-source-links${criteria({ filters: [['stock_id', 41]] })}`)).body.items).toEqual([
        { source_code: 'us-1', stock_id: 41, priority: 9 },
      ]);
    });

    it('never deletes a link of the default source or stock, nor an empty list', async () => {
      const message = { message: 'Can not delete link related to Default Source or Default Stock' };
      const res = await admin.post('/rest/V1/inventory/stock-source-links-delete', {
        links: [
          { source_code: 'us-1', stock_id: 41 },
          { source_code: 'default', stock_id: 1 },
        ],
      });
      expect(res).toMatchObject({ status: 400, body: message });
      expect(res.body).toEqual(message);
      const toDefaultStock = await admin.post(
        '/rest/V1/inventory/stock-source-links-delete?links[0][source_code]=eu-1&links[0][stock_id]=1',
      );
      expect(toDefaultStock.body).toEqual(message);
      const empty = await admin.post('/rest/V1/inventory/stock-source-links-delete', { links: [] });
      expect(empty.body).toEqual({ message: 'Input data is empty' });
      expect((await admin.get(`/rest/V1/inventory/stock-source-links${criteria({ filters: [['stock_id', 41]] })}`)).body.total_count).toBe(
        1,
      );
    });
  });

  describe('stock resolver', () => {
    it('resolves a website to its stock, the admin website to the default stock', async () => {
      const eu = await admin.get('/rest/V1/inventory/stock-resolver/website/eu_website');
      expect(eu.status).toBe(200);
      expect(eu.body).toEqual({ stock_id: 10, name: 'EU-stock', extension_attributes: { sales_channels: [website('eu_website')] } });
      const base = await admin.get('/rest/V1/inventory/stock-resolver/website/base');
      expect(base.body).toMatchObject({ stock_id: 1, name: 'Default Stock' });
      const adminWebsite = await admin.get('/rest/V1/inventory/stock-resolver/website/admin');
      expect(adminWebsite.body).toMatchObject({ stock_id: 1 });
    });

    it('follows a website that moved to another stock (StockResolverTest)', async () => {
      await admin.put('/rest/V1/inventory/stocks/20', {
        stock: { name: 'US-stock', extension_attributes: { sales_channels: [website('global_website')] } },
      });
      const global = await admin.get('/rest/V1/inventory/stock-resolver/website/global_website');
      expect(global.body).toEqual({
        stock_id: 20,
        name: 'US-stock',
        extension_attributes: { sales_channels: [website('global_website')] },
      });
      expect((await admin.get('/rest/V1/inventory/stock-resolver/website/us_website')).body).toMatchObject({ stock_id: 1 });
    });

    it('answers 404 No linked stock found for an unknown channel', async () => {
      for (const path of ['website/test_stock_resolver_error', 'store/default']) {
        const res = await admin.get(`/rest/V1/inventory/stock-resolver/${path}`);
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { message: 'No linked stock found' } });
      }
    });
  });

  describe('asynchronous twins', () => {
    it('accepts async and bulk saves with 202 after validating them like the sync call', async () => {
      const res = await admin.post('/rest/async/V1/inventory/stocks', {
        stock: { name: 'async stock', extension_attributes: { sales_channels: [website('base')] } },
      });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        bulk_uuid: expect.any(String),
        request_items: [{ id: 0, data_hash: null, status: 'accepted' }],
        errors: false,
      });
      const detailed = await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`);
      expect(detailed.body.operations_list[0]).toMatchObject({
        topic_name: 'async.magento.inventoryapi.api.stockrepositoryinterface.save.post',
        status: 4,
      });

      const bulk = await admin.call('PUT', '/rest/async/bulk/V1/inventory/sources/bySourceCode', [
        { sourceCode: 'bulk-1', source: { name: 'Bulk 1', postcode: 'p', country_id: 'US' } },
        { sourceCode: 'bulk-2', source: { name: 'Bulk 2', postcode: 'p', country_id: 'US' } },
      ]);
      expect(bulk.status).toBe(202);
      expect(bulk.body.request_items).toHaveLength(2);

      const refused = await admin.post('/rest/async/V1/inventory/stock-source-links', {
        links: [{ source_code: 'eu-1', stock_id: 41, priority: 1, weight: 3 }],
      });
      expect(refused.status).toBe(400);
    });
  });

  describe('access control', () => {
    it("refuses callers without the route's resource", async () => {
      const anon = new Client(t.base);
      const res = await anon.get('/rest/V1/inventory/stock-resolver/website/base');
      expect(res).toMatchObject({
        status: 401,
        body: {
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: 'Magento_InventorySalesApi::stock' },
        },
      });
      const del = await anon.delete('/rest/V1/inventory/stocks/10');
      expect(del.body.parameters).toEqual({ resources: 'Magento_InventoryApi::stock_delete' });
    });
  });
});
