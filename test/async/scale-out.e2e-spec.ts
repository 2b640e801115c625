import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';

const OPERATIONS = 10_000;
/** Each SKU is updated OPERATIONS / SKUS times, its updates interleaved with every other SKU's. */
const SKUS = 400;

/**
 * Three consumer processes on one queue (RabbitMQ, or the database queue without AMQP_URL): one
 * entity's operations still apply in the order they were accepted and each exactly once.
 */
describe('consumers scaled out', () => {
  let t: TestApp;
  let admin: Client;
  const consumers: ConsumerProcess[] = [];
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    for (let i = 0; i < 3; i++) consumers.push(startConsumer());
    await new Promise((r) => setTimeout(r, 2000));
  });
  afterAll(async () => {
    await Promise.all(consumers.map((c) => c.stop()));
    await t.close();
  });

  it('three consumers drain a 10,000-operation bulk of interleaved price updates to the sequential result', async () => {
    const prefix = uniqueSku('scale');
    const skus = Array.from({ length: SKUS }, (_, i) => `${prefix}-${i}`);
    await t.ds.query(
      `WITH p AS (
         INSERT INTO catalog_product_entity (sku, type_id, attribute_set_id) SELECT unnest($1::text[]), 'simple', 4 RETURNING entity_id
       ), w AS (INSERT INTO catalog_product_website (product_id, website_id) SELECT entity_id, 1 FROM p)
       INSERT INTO catalog_product_entity_decimal (entity_id, attribute_id, store_id, value)
       SELECT entity_id, (SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = 'price'), 0, 1 FROM p`,
      [skus],
    );
    // Operation i sets SKU i mod SKUS to the price i + 1: sequentially, each SKU ends with its last one.
    const items = Array.from({ length: OPERATIONS }, (_, i) => ({ prices: [{ sku: skus[i % SKUS], price: i + 1, store_id: 0 }] }));
    const res = await admin.post('/rest/async/bulk/V1/products/base-prices', items);
    expect(res.status).toBe(202);
    const uuid = res.body.bulk_uuid;
    // Correctness, not speed (the async-scale bench measures that): on the database queue, consumers
    // that defer each other's operations of one SKU can take over a minute on a loaded machine.
    await waitForBulk(admin, uuid, 120_000);

    const [counts] = await t.ds.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 1 AND attempts = 1 AND finished_at IS NOT NULL)::int AS once,
         count(DISTINCT entity_key)::int AS entities
       FROM magento_operation WHERE bulk_uuid = $1`,
      [uuid],
    );
    // Complete, run once (a second run would have counted a second attempt), each keyed by its SKU.
    expect(counts).toEqual({ total: OPERATIONS, once: OPERATIONS, entities: SKUS });
    const prices = await admin.post('/rest/V1/products/base-prices-information', { skus });
    expect(prices.status).toBe(200);
    const actual = Object.fromEntries((prices.body as { sku: string; price: number }[]).map((p) => [p.sku, p.price]));
    const expected = Object.fromEntries(skus.map((sku, k) => [sku, OPERATIONS - SKUS + k + 1]));
    expect(actual).toEqual(expected);
    // No consumer died on the way.
    expect(consumers.every((c) => c.proc.exitCode === null)).toBe(true);
  }, 180_000);

  it("keeps one SKU's source item saves in the order they were accepted across the consumers", async () => {
    const prefix = uniqueSku('scale-src');
    const skus = Array.from({ length: 50 }, (_, i) => `${prefix}-${i}`);
    // Save i sets the `default` quantity of SKU i mod 50 to i + 1, spelled now upper, now lower case
    // (one product whatever the case): each SKU ends with its last save.
    const saves = 1_000;
    const items = Array.from({ length: saves }, (_, i) => {
      const sku = skus[i % skus.length];
      return { sourceItems: [{ sku: i % 2 ? sku.toUpperCase() : sku, source_code: 'default', quantity: i + 1, status: 1 }] };
    });
    const res = await admin.post('/rest/async/bulk/V1/inventory/source-items', items);
    expect(res.status).toBe(202);
    await waitForBulk(admin, res.body.bulk_uuid, 120_000);
    const [{ entities }] = await t.ds.query(
      `SELECT count(DISTINCT entity_key)::int AS entities FROM magento_operation WHERE bulk_uuid = $1`,
      [res.body.bulk_uuid],
    );
    expect(entities).toBe(skus.length);
    const found = await admin.get(
      `/rest/V1/inventory/source-items?searchCriteria[filterGroups][0][filters][0][field]=sku` +
        `&searchCriteria[filterGroups][0][filters][0][value]=${prefix}-%25` +
        `&searchCriteria[filterGroups][0][filters][0][condition_type]=like&searchCriteria[pageSize]=100`,
    );
    expect(found.body.items).toHaveLength(skus.length);
    const actual = Object.fromEntries(
      (found.body.items as { sku: string; quantity: number }[]).map((i) => [i.sku.toLowerCase(), i.quantity]),
    );
    expect(actual).toEqual(Object.fromEntries(skus.map((sku, k) => [sku, saves - skus.length + k + 1])));
  }, 180_000);
});
