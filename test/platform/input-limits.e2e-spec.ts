import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, startApp, TestApp } from '../support/app';

/** Magento's Web API input limits: off by default, configurable, applied before anything runs. */
describe('input limits', () => {
  let t: TestApp;
  let admin: Client;
  let config: ScopeConfig;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    config = t.app.get(ScopeConfig);
  });
  afterEach(async () => {
    for (const path of ['input_limit_enabled', 'complex_array_limit', 'maximum_page_size', 'default_page_size']) {
      await config.set(`webapi/validation/${path}`, null);
    }
  });
  afterAll(() => t.close());

  const prices = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `nope-${i}`, price: 1, store_id: 0 }));

  it('accepts any number of records while limits are off (the default)', async () => {
    const res = await admin.post('/rest/V1/products/base-prices', { prices: prices(500) });
    expect(res.status).toBe(200);
  });

  it('caps arrays of data objects at the configured limit when enabled', async () => {
    await config.set('webapi/validation/input_limit_enabled', '1');
    expect((await admin.post('/rest/V1/products/base-prices', { prices: prices(20) })).status).toBe(200);
    const over = await admin.post('/rest/V1/products/base-prices', { prices: prices(21) });
    expect(over).toMatchObject({
      status: 400,
      body: {
        message: 'Maximum items of type "%type" is %max',
        parameters: { type: '\\Magento\\Catalog\\Api\\Data\\BasePriceInterface', max: 20 },
      },
    });
    await config.set('webapi/validation/complex_array_limit', '10000');
    expect((await admin.post('/rest/V1/products/base-prices', { prices: prices(10_000) })).status).toBe(200);
  });

  it('limits and defaults the searchCriteria page size when enabled', async () => {
    await config.set('webapi/validation/input_limit_enabled', '1');
    const over = await admin.get('/rest/V1/products?searchCriteria[pageSize]=301');
    expect(over).toMatchObject({ status: 400, body: { message: 'Maximum SearchCriteria pageSize is %max', parameters: { max: 300 } } });
    const defaulted = await admin.get('/rest/V1/products?searchCriteria=');
    expect(defaulted.status).toBe(200);
    expect(defaulted.body.search_criteria.page_size).toBe(20);
  });
});
