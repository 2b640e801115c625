import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';

describe('special prices (POST /V1/products/special-price*)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('sets, reads and deletes a special price', async () => {
    const sku = uniqueSku('sp');
    await createProduct(admin, { sku });
    const set = await admin.post('/rest/V1/products/special-price', {
      prices: [{ sku, price: 5, store_id: 0, price_from: '2037-01-19 03:14:07', price_to: false }],
    });
    expect(set).toMatchObject({ status: 200, body: [] });
  });
});
