import Magento from 'magento-api-rest';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { ConsumerProcess, startConsumer, UUID_V4 } from '../support/consumer';
import { uniqueEmail } from '../support/customers';
import { IntegrationCredentials } from '../support/oauth';

const FROM = '2037-01-19 03:14:07';
const TO = '2038-01-19 03:14:07';

/**
 * npm `magento-api-rest`, the common Node client for Magento 2, unmodified, against the real server:
 * an integration's OAuth 1.0a credentials sign every call (HMAC-SHA1 and HMAC-SHA256), every GET
 * carries the client's `?searchCriteria=`, and the store code and the async and bulk prefixes go in
 * its `type` option. Each call must succeed exactly as against Magento (axios rejects any non-2xx).
 */
describe('magento-api-rest (a real Magento client) works unchanged', () => {
  let t: TestApp;
  let admin: Client;
  let creds: IntegrationCredentials;
  let consumer: ConsumerProcess | null = null;

  const client = (type = 'V1', sha: 1 | 256 = 1) =>
    new Magento({
      url: t.base,
      consumerKey: creds.consumer_key,
      consumerSecret: creds.consumer_secret,
      accessToken: creds.access_token,
      tokenSecret: creds.access_token_secret,
      type,
      sha,
    });

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    const created = await admin.post('/rest/V1/integrations', {
      integration: { name: uniqueSku('magento-api-rest'), all_resources: true },
    });
    expect(created.status).toBe(200);
    const activated = await admin.post(`/rest/V1/integrations/${created.body.id}/activate`);
    expect(activated.status).toBe(200);
    creds = activated.body;
  });
  afterAll(async () => {
    await consumer?.stop();
    await t.close();
  });

  describe.each([
    ['V1', 1],
    ['default/V1', 256],
    ['all/V1', 1],
  ] as const)('on /rest/%s, HMAC-SHA%s', (type, sha) => {
    it('creates a product, reads it by SKU, searches, updates and deletes it', async () => {
      const api = client(type, sha);
      const sku = uniqueSku('mar');
      const created = await api.post('products', {
        product: { sku, name: 'Client product', price: 12, attribute_set_id: 4, type_id: 'simple' },
      });
      expect(created.status).toBe(200);
      expect(created.data).toMatchObject({ sku, name: 'Client product', price: 12 });

      // get() without parameters appends ?searchCriteria=, which is not an argument of get($sku).
      const read = await api.get(`products/${sku}`);
      expect(read.data).toMatchObject({ sku, name: 'Client product', price: 12 });

      const found = await api.get('products', { sku });
      expect(found.data.total_count).toBe(1);
      expect(found.data.items[0].sku).toBe(sku);
      const sorted = await api.get('products', { sku, $sort: { entity_id: 'DESC' }, $perPage: 5, $page: 1 });
      expect(sorted.data.search_criteria).toMatchObject({
        page_size: 5,
        current_page: 1,
        sort_orders: [{ field: 'entity_id', direction: 'DESC' }],
      });

      const updated = await api.put(`products/${sku}`, { product: { name: 'Renamed by client' } });
      expect(updated.data.name).toBe('Renamed by client');
      expect((await api.get(`products/${sku}`)).data.name).toBe('Renamed by client');

      const deleted = await api.delete(`products/${sku}`);
      expect(deleted.data).toBe(true);
      await expect(api.get(`products/${sku}`)).rejects.toMatchObject({ response: { status: 404 } });
    });

    it('calls the twelve price-storage routes', async () => {
      const api = client(type, sha);
      const sku = uniqueSku('mar-price');
      await api.post('products', { product: { sku, name: 'Priced', price: 20, attribute_set_id: 4, type_id: 'simple' } });

      const special = { sku, price: 15, store_id: 0, price_from: FROM, price_to: TO };
      expect((await api.post('products/special-price', { prices: [special] })).data).toEqual([]);
      expect((await api.post('products/special-price-information', { skus: [sku] })).data).toEqual([special]);
      expect((await api.post('products/special-price-delete', { prices: [special] })).data).toEqual([]);
      expect((await api.post('products/special-price-information', { skus: [sku] })).data).toEqual([]);

      const tier = { sku, price: 11, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2 };
      expect((await api.post('products/tier-prices', { prices: [tier] })).data).toEqual([]);
      const replaced = { ...tier, price: 10, quantity: 3 };
      expect((await api.put('products/tier-prices', { prices: [replaced] })).data).toEqual([]);
      // Magento answers an all-groups row as "all groups".
      expect((await api.post('products/tier-prices-information', { skus: [sku] })).data).toEqual([
        { ...replaced, customer_group: 'all groups' },
      ]);
      expect((await api.post('products/tier-prices-delete', { prices: [replaced] })).data).toEqual([]);
      expect((await api.post('products/tier-prices-information', { skus: [sku] })).data).toEqual([]);

      expect((await api.post('products/base-prices', { prices: [{ sku, price: 18.5, store_id: 0 }] })).data).toEqual([]);
      expect((await api.post('products/base-prices-information', { skus: [sku] })).data).toEqual([{ sku, price: 18.5, store_id: 0 }]);

      expect((await api.post('products/cost', { prices: [{ sku, cost: 7.25, store_id: 0 }] })).data).toEqual([]);
      expect((await api.post('products/cost-information', { skus: [sku] })).data).toEqual([{ sku, cost: 7.25, store_id: 0 }]);
      expect((await api.post('products/cost-delete', { skus: [sku] })).data).toBe(true);
      expect((await api.post('products/cost-information', { skus: [sku] })).data).toEqual([]);
    });

    it('creates a customer and reads it back', async () => {
      const api = client(type, sha);
      const email = uniqueEmail('mar');
      const created = await api.post('customers', {
        customer: { email, firstname: 'Client', lastname: 'Created', website_id: 1 },
        password: 'Client-pass-123',
      });
      expect(created.data).toMatchObject({ email, firstname: 'Client', lastname: 'Created' });
      const read = await api.get(`customers/${created.data.id}`);
      expect(read.data).toMatchObject({ id: created.data.id, email });
    });
  });

  describe('asynchronous and bulk calls, and their status', () => {
    beforeAll(() => {
      consumer = startConsumer();
    });

    async function settled(uuid: string): Promise<any> {
      const api = client();
      for (let i = 0; i < 300; i++) {
        const open = await api.get(`bulk/${uuid}/operation-status/4`);
        if (open.data === 0) return (await api.get(`bulk/${uuid}/status`)).data;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`bulk ${uuid} did not finish`);
    }

    it.each([
      ['async/V1', 1],
      ['default/async/V1', 256],
    ] as const)('queues a product through /rest/%s (HMAC-SHA%s) and reports it complete', async (type, sha) => {
      const sku = uniqueSku('mar-async');
      const accepted = await client(type, sha).post('products', {
        product: { sku, name: 'Queued', price: 4, attribute_set_id: 4, type_id: 'simple' },
      });
      expect(accepted.status).toBe(202);
      expect(accepted.data).toEqual({
        bulk_uuid: expect.stringMatching(UUID_V4),
        request_items: [{ id: 0, data_hash: null, status: 'accepted' }],
        errors: false,
      });
      const status = await settled(accepted.data.bulk_uuid);
      expect(status).toMatchObject({
        bulk_id: accepted.data.bulk_uuid,
        user_type: 1,
        operation_count: 1,
        operations_list: [{ id: 0, status: 1 }],
      });
      expect((await client().get(`products/${sku}`)).data.name).toBe('Queued');
    });

    it('updates products in bulk by SKU with [{product}] elements, and reads the detailed status', async () => {
      const api = client();
      const skus = [uniqueSku('mar-bulk'), uniqueSku('mar-bulk')];
      for (const sku of skus)
        await api.post('products', { product: { sku, name: 'Before', price: 1, attribute_set_id: 4, type_id: 'simple' } });
      const accepted = await client('async/bulk/V1', 256).put(
        'products/bySku',
        skus.map((sku) => ({ product: { sku, name: `After ${sku}` } })),
      );
      expect(accepted.status).toBe(202);
      expect(accepted.data.request_items).toEqual([
        { id: 0, data_hash: null, status: 'accepted' },
        { id: 1, data_hash: null, status: 'accepted' },
      ]);
      const status = await settled(accepted.data.bulk_uuid);
      expect(status.operations_list).toMatchObject([
        { id: 0, status: 1 },
        { id: 1, status: 1 },
      ]);
      const detailed = await api.get(`bulk/${accepted.data.bulk_uuid}/detailed-status`);
      expect(detailed.data.operations_list[0]).toMatchObject({
        topic_name: 'async.magento.catalog.api.productrepositoryinterface.save.put',
        status: 1,
      });
      for (const sku of skus) expect((await api.get(`products/${sku}`)).data.name).toBe(`After ${sku}`);
      const search = await api.get('bulk', { bulk_uuid: accepted.data.bulk_uuid });
      expect(search.data.total_count).toBe(2);
    });
  });
});
