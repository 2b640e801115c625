import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { ConsumerProcess, startConsumer, UUID_V4, waitForBulk } from '../support/consumer';

const PRODUCT_TOPIC = 'async.magento.catalog.api.productrepositoryinterface.save.post';

/** Async and bulk calls, observed while open and after the real consumer process ran them. */
describe('asynchronous and bulk web API', () => {
  let t: TestApp;
  let admin: Client;
  let consumer: ConsumerProcess | null = null;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(async () => {
    await consumer?.stop();
    await t.close();
  });

  it("accepts a bulk with 202 and Magento's acknowledgement, and shows every operation open until a consumer runs", async () => {
    const a = uniqueSku('bulk');
    const b = uniqueSku('bulk');
    const res = await admin.post('/rest/default/async/bulk/V1/products', [
      { product: { sku: a, name: 'Bulk A', price: 5, type_id: 'simple' } },
      { product: { sku: b, name: 'Bulk B', price: -1, type_id: 'simple' } },
    ]);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      bulk_uuid: expect.stringMatching(UUID_V4),
      request_items: [
        { id: 0, data_hash: null, status: 'accepted' },
        { id: 1, data_hash: null, status: 'accepted' },
      ],
      errors: false,
    });
    const uuid = res.body.bulk_uuid;

    const status = await admin.get(`/rest/V1/bulk/${uuid}/status`);
    expect(status.body).toMatchObject({
      bulk_id: uuid,
      description: PRODUCT_TOPIC,
      operation_count: 2,
      user_type: 2,
      start_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      operations_list: [
        { id: 0, status: 4, result_message: null, error_code: null },
        { id: 1, status: 4, result_message: null, error_code: null },
      ],
    });
    expect((await admin.get(`/rest/V1/bulk/${uuid}/operation-status/4`)).body).toBe(2);
    expect((await admin.get(`/rest/V1/bulk/${uuid}/operation-status/1`)).body).toBe(0);

    const detailed = await admin.get(`/rest/V1/bulk/${uuid}/detailed-status`);
    const op = detailed.body.operations_list[0];
    expect(op).toMatchObject({ id: 0, bulk_uuid: uuid, topic_name: PRODUCT_TOPIC, status: 4, result_serialized_data: null });
    const data = JSON.parse(op.serialized_data);
    expect(Object.keys(data)).toEqual(['entity_id', 'entity_link', 'meta_information', 'store_id']);
    expect(data).toMatchObject({ entity_id: null, entity_link: '', store_id: 1 });
    expect(JSON.parse(data.meta_information)).toEqual({ product: { sku: a, name: 'Bulk A', price: 5, type_id: 'simple' } });

    consumer = startConsumer();
    const done = await waitForBulk(admin, uuid);
    expect(done.operations_list).toEqual([
      {
        id: 0,
        status: 1,
        result_message: 'Service execution success Magento\\Catalog\\Api\\ProductRepositoryInterface::save',
        error_code: null,
      },
      { id: 1, status: 3, result_message: 'Please enter a number 0 or greater in this field.', error_code: 0 },
    ]);
    expect((await admin.get(`/rest/V1/products/${a}`)).body).toMatchObject({ sku: a, name: 'Bulk A', price: 5 });
    expect((await admin.get(`/rest/V1/products/${b}`)).status).toBe(404);

    const after = (await admin.get(`/rest/V1/bulk/${uuid}/detailed-status`)).body.operations_list;
    expect(JSON.parse(after[0].result_serialized_data)).toMatchObject({ sku: a, price: 5 });
    expect(after[0].serialized_data).toBeNull();
    expect(JSON.parse(after[1].serialized_data).meta_information).toContain(b);
  });

  it('runs a single async call and keeps the store scope of the URL', async () => {
    const sku = uniqueSku('async');
    await createProduct(admin, { sku, name: 'Original' });
    const single = await admin.put(`/rest/all/async/V1/products/${sku}`, { product: { name: 'Everywhere' } });
    expect(single.status).toBe(202);
    expect(single.body.request_items).toEqual([{ id: 0, data_hash: null, status: 'accepted' }]);
    await waitForBulk(admin, single.body.bulk_uuid);
    expect((await admin.get(`/rest/all/V1/products/${sku}`)).body.name).toBe('Everywhere');

    const scoped = await admin.call('PUT', `/rest/default/async/bulk/V1/products/bySku`, [{ sku, product: { name: 'Default view only' } }]);
    expect(scoped.status).toBe(202);
    await waitForBulk(admin, scoped.body.bulk_uuid);
    expect((await admin.get(`/rest/default/V1/products/${sku}`)).body.name).toBe('Default view only');
    expect((await admin.get(`/rest/all/V1/products/${sku}`)).body.name).toBe('Everywhere');
  });

  it('runs price storage calls in bulk through the same services', async () => {
    const skus = [uniqueSku('bp'), uniqueSku('bp')];
    for (const sku of skus) await createProduct(admin, { sku, price: 10 });
    const res = await admin.post(
      '/rest/async/bulk/V1/products/base-prices',
      skus.map((sku, i) => ({ prices: [{ sku, price: 20 + i, store_id: 0 }] })),
    );
    expect(res.status).toBe(202);
    const done = await waitForBulk(admin, res.body.bulk_uuid);
    expect(done.operations_list.map((o: any) => o.status)).toEqual([1, 1]);
    expect(done.description).toBe('async.magento.catalog.api.basepricestorageinterface.update.post');
    const prices = await admin.post('/rest/V1/products/base-prices-information', { skus });
    expect(prices.body).toEqual([
      { price: 20, store_id: 0, sku: skus[0] },
      { price: 21, store_id: 0, sku: skus[1] },
    ]);
    const detailed = (await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`)).body;
    expect(JSON.parse(detailed.operations_list[0].result_serialized_data)).toEqual([]);
  });

  it('validates before queueing: a bad element fails the whole bulk and nothing is accepted', async () => {
    const [{ before }] = await t.ds.query(`SELECT count(*)::int AS before FROM magento_bulk`);
    const bad = await admin.post('/rest/async/bulk/V1/products', [
      { product: { sku: uniqueSku('ok'), name: 'ok', price: 1 } },
      { product: { sku: uniqueSku('bad'), name: 'bad', wrong_attribute: 1 } },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.parameters).toMatchObject({ fieldName: 'wrong_attribute' });
    const notArray = await admin.post('/rest/async/bulk/V1/products', { product: {} });
    expect(notArray.status).toBe(400);
    const missing = await admin.post('/rest/async/V1/products/base-prices', {});
    expect(missing).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'prices' } },
    });
    const anonymous = await new Client(t.base).post('/rest/async/V1/products/base-prices', { prices: [] });
    expect(anonymous.status).toBe(401);
    const noRoute = await admin.post('/rest/async/bulk/V1/products/bySomethingElse', []);
    expect(noRoute.status).toBe(404);
    const [{ after }] = await t.ds.query(`SELECT count(*)::int AS after FROM magento_bulk`);
    expect(after).toBe(before);
  });

  it('answers 404 for an unknown bulk', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/rest/V1/bulk/${uuid}/status`,
      `/rest/V1/bulk/${uuid}/detailed-status`,
      `/rest/V1/bulk/${uuid}/operation-status/1`,
    ]) {
      expect(await admin.get(path)).toMatchObject({
        status: 404,
        body: { message: 'Bulk uuid %bulkUuid not exist', parameters: { bulkUuid: uuid } },
      });
    }
  });

  it('searches operations with searchCriteria (GET /V1/bulk)', async () => {
    const res = await admin.post('/rest/async/bulk/V1/products', [{ product: { sku: uniqueSku('s'), name: 'S', price: 1 } }]);
    const uuid = res.body.bulk_uuid;
    await waitForBulk(admin, uuid);
    const q =
      `searchCriteria[filter_groups][0][filters][0][field]=bulk_uuid&searchCriteria[filter_groups][0][filters][0][value]=${uuid}` +
      `&searchCriteria[filter_groups][1][filters][0][field]=status&searchCriteria[filter_groups][1][filters][0][value]=1` +
      `&searchCriteria[current_page]=1&searchCriteria[page_size]=20`;
    const list = await admin.get(`/rest/V1/bulk?${q}`);
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      id: 0,
      bulk_uuid: uuid,
      status: 1,
      topic_name: PRODUCT_TOPIC,
      extension_attributes: { start_time: expect.any(String) },
    });
    expect(list.body.search_criteria).toEqual({
      filter_groups: [
        { filters: [{ field: 'bulk_uuid', value: uuid, condition_type: 'eq' }] },
        { filters: [{ field: 'status', value: '1', condition_type: 'eq' }] },
      ],
      page_size: 20,
      current_page: 1,
    });
    const since = await admin.get(
      `/rest/V1/bulk?searchCriteria[filter_groups][0][filters][0][field]=start_time` +
        `&searchCriteria[filter_groups][0][filters][0][value]=2000-01-01 00:00:00` +
        `&searchCriteria[filter_groups][0][filters][0][condition_type]=gt`,
    );
    expect(since.body.total_count).toBeGreaterThan(0);
  });

  it('answers a repeated Idempotency-Key with the original acknowledgement, and 422 for a different body', async () => {
    const body = [{ product: { sku: uniqueSku('idem'), name: 'Idem', price: 1 } }];
    const key = { 'Idempotency-Key': uniqueSku('key') };
    const first = await admin.call('POST', '/rest/async/bulk/V1/products', body, key);
    const again = await admin.call('POST', '/rest/async/bulk/V1/products', body, key);
    expect(first.status).toBe(202);
    expect(again).toMatchObject({ status: 202, body: first.body });
    const other = await admin.call('POST', '/rest/async/bulk/V1/products', [{ product: { sku: 'x', name: 'x', price: 1 } }], key);
    expect(other.status).toBe(422);
    const [{ bulks }] = await t.ds.query(`SELECT count(*)::int AS bulks FROM magento_bulk WHERE idempotency_key = $1`, [
      key['Idempotency-Key'],
    ]);
    expect(bulks).toBe(1);
  });

  it('re-queues failed operations on POST /V1/bulk/:uuid/retry', async () => {
    const sku = uniqueSku('retry');
    const res = await admin.call('DELETE', `/rest/async/V1/products/${sku}`);
    expect(res.status).toBe(202);
    const failed = await waitForBulk(admin, res.body.bulk_uuid);
    expect(failed.operations_list[0]).toMatchObject({
      status: 3,
      result_message: "The product that was requested doesn't exist. Verify the product and try again.",
    });
    await createProduct(admin, { sku });
    const retry = await admin.post(`/rest/V1/bulk/${res.body.bulk_uuid}/retry`);
    expect(retry).toMatchObject({ status: 200, body: 1 });
    const done = await waitForBulk(admin, res.body.bulk_uuid);
    expect(done.operations_list[0]).toMatchObject({
      status: 1,
      result_message: 'Service execution success Magento\\Catalog\\Api\\ProductRepositoryInterface::deleteById',
    });
    expect((await admin.get(`/rest/V1/products/${sku}`)).status).toBe(404);
    expect((await admin.post(`/rest/V1/bulk/${res.body.bulk_uuid}/retry`)).body).toBe(0);
  });
});

describe('merged price operations', () => {
  let t: TestApp;
  let admin: Client;
  let consumer: ConsumerProcess;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    consumer = startConsumer();
  });
  afterAll(async () => {
    await consumer.stop();
    await t.close();
  });

  it('gives each queued price operation its own result, and the later operation wins', async () => {
    const [a, b] = [uniqueSku('merge'), uniqueSku('merge')];
    for (const sku of [a, b]) await createProduct(admin, { sku, price: 1 });
    const res = await admin.post('/rest/async/bulk/V1/products/base-prices', [
      { prices: [{ sku: a, price: 5, store_id: 0 }] },
      { prices: [{ sku: a, price: 6, store_id: 0 }] },
      { prices: [{ sku: b, price: 7, store_id: 999 }] },
      { prices: [{ sku: b, price: 8, store_id: 0 }] },
    ]);
    expect(res.status).toBe(202);
    const done = await waitForBulk(admin, res.body.bulk_uuid);
    expect(done.operations_list.map((o: { status: number }) => o.status)).toEqual([1, 1, 1, 1]);
    const detailed = (await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`)).body.operations_list;
    const results = detailed.map((o: { result_serialized_data: string }) => JSON.parse(o.result_serialized_data));
    expect(results[0]).toEqual([]);
    expect(results[1]).toEqual([]);
    expect(results[2]).toEqual([{ message: `Requested store is not found. Row ID: SKU = ${b}, Store ID: 999.`, parameters: [b, '999'] }]);
    expect(results[3]).toEqual([]);
    const prices = await admin.post('/rest/V1/products/base-prices-information', { skus: [a, b] });
    expect(prices.body).toEqual([
      { price: 6, store_id: 0, sku: a },
      { price: 8, store_id: 0, sku: b },
    ]);
  });
});
