import express from 'express';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { Client as Pg } from 'pg';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { ConsumerProcess, startReadyConsumer, waitForAttempt, waitForBulk } from '../support/consumer';

const TOKEN = 'scrape-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, the samples only. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the sample with this name and these labels (among others); undefined if none. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found.length ? found.reduce((sum, s) => sum + s.value, 0) : undefined;
}

async function scrape(url: string, token?: string): Promise<Sample[]> {
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await res.text());
}

/** Starts a consumer process with its metrics on a port of its own; answers it and its metrics URL. */
async function consumerWithMetrics(env: Record<string, string> = {}): Promise<{ consumer: ConsumerProcess; url: string }> {
  const consumer = await startReadyConsumer([], { METRICS_PORT: '0', ...env });
  const started = consumer
    .output()
    .split('\n')
    .map((line) => (line.startsWith('{') ? (JSON.parse(line) as { msg: string; metrics?: string }) : null))
    .find((line) => line?.msg === 'consumer started');
  const url = started?.metrics ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  return { consumer, url };
}

/** An address of this machine that is not loopback, to call the API as a remote client would. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/**
 * `GET /metrics` (Prometheus's text format, prom-client): requests by declared route pattern and
 * status, the operation log and queue read from the database when scraped, the pool; the
 * consumer's own metrics on its METRICS_PORT; METRICS_TOKEN or loopback-only protection.
 */
describe('metrics', () => {
  let t: TestApp;
  let admin: Client;
  let consumer: ConsumerProcess;
  let consumerMetrics: string;

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    ({ consumer, url: consumerMetrics } = await consumerWithMetrics({ METRICS_TOKEN: TOKEN }));
  });
  afterAll(async () => {
    await consumer?.stop();
    await t?.close();
  });

  it('counts requests and their latency by the declared route pattern and status, never by URL', async () => {
    const sku = uniqueSku('metrics');
    await createProduct(admin, { sku });
    for (const path of [`/rest/V1/products/${sku}`, `/rest/default/V1/products/${sku}`, `/rest/all/V1/products/${sku}`]) {
      expect((await admin.get(path)).status).toBe(200);
    }
    expect((await admin.get(`/rest/V1/products/${sku}-missing`)).status).toBe(404);
    expect((await admin.get('/rest/V1/customers/987654321')).status).toBe(404);
    expect((await admin.get('/rest/V1/no/such/route/8765')).status).toBe(404);
    expect((await admin.get('/rest/default/schema?services=all')).status).toBe(200);
    expect((await admin.get('/health')).status).toBe(200);

    const samples = await scrape(`${t.base}/metrics`);
    const requests = (labels: Record<string, string>) => value(samples, 'mercato_http_requests_total', labels);
    expect(requests({ method: 'GET', route: '/V1/products/:sku', status: '200' })).toBeGreaterThanOrEqual(3);
    expect(requests({ method: 'GET', route: '/V1/products/:sku', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(requests({ method: 'POST', route: '/V1/products', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(requests({ method: 'GET', route: '/V1/customers/:customerId', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(requests({ method: 'POST', route: '/V1/integration/admin/token', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(requests({ method: 'GET', route: '/schema', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(requests({ method: 'GET', route: '/health', status: '200' })).toBeGreaterThanOrEqual(1);
    // A path no route declares is counted under the mount that received it.
    expect(requests({ method: 'GET', route: '/rest', status: '404' })).toBeGreaterThanOrEqual(1);

    // The latency histogram: as many observations as requests, in cumulative buckets up to +Inf.
    const get200 = { method: 'GET', route: '/V1/products/:sku', status: '200' };
    const count = value(samples, 'mercato_http_request_duration_seconds_count', get200);
    expect(count).toBe(requests(get200));
    expect(value(samples, 'mercato_http_request_duration_seconds_bucket', { ...get200, le: '+Inf' })).toBe(count);
    expect(value(samples, 'mercato_http_request_duration_seconds_sum', get200)).toBeGreaterThan(0);

    // Label values are patterns from a fixed set: no SKU, id or raw path reaches them.
    const routes = new Set(samples.filter((s) => s.name.startsWith('mercato_http_')).map((s) => s.labels.route));
    for (const route of routes) {
      expect(route).not.toMatch(/metrics-|987654321|8765|no\/such/);
      expect(route).toMatch(/^(\/[A-Za-z0-9_-]+|\/:[A-Za-z0-9_]+)+$|^unmatched$/);
    }
    // Pool use, read from the pool (the test app's pool holds at most 20 connections).
    expect(value(samples, 'mercato_db_pool_max_connections')).toBe(20);
    expect(value(samples, 'mercato_db_pool_connections')).toBeGreaterThan(0);
    expect(value(samples, 'mercato_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'mercato_db_pool_waiting_clients')).toBe(0);
    expect(value(samples, 'mercato_db_pool_waiting_transactions')).toBe(0);
    // The process's own, from prom-client's default collectors.
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // The consumer's metrics are the consumer's: the API runs no operation.
    expect(samples.some((s) => s.name.startsWith('mercato_consumer_'))).toBe(false);
  });

  it('shows a bulk drained by the consumer: operations by topic and status, queue, outbox; the consumer’s outcomes', async () => {
    const skus = [uniqueSku('metrics-bulk'), uniqueSku('metrics-bulk')];
    const res = await admin.post('/rest/default/async/bulk/V1/products', [
      ...skus.map((sku) => ({ product: { sku, name: sku, attribute_set_id: 4, type_id: 'simple', price: 5 } })),
      { product: { sku: uniqueSku('metrics-bulk'), name: 'Negative', attribute_set_id: 4, type_id: 'simple', price: -1 } },
    ]);
    expect(res.status).toBe(202);
    await waitForBulk(admin, res.body.bulk_uuid);
    const ops = (await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`)).body.operations_list;
    const topic = ops[0].topic_name as string;
    expect(topic).toBe('async.magento.catalog.api.productrepositoryinterface.save.post');

    const api = await scrape(`${t.base}/metrics`);
    expect(
      value(api, 'mercato_http_requests_total', { method: 'POST', route: '/async/bulk/V1/products', status: '202' }),
    ).toBeGreaterThanOrEqual(1);
    expect(value(api, 'mercato_operations', { topic, status: 'complete' })).toBeGreaterThanOrEqual(2);
    expect(value(api, 'mercato_operations', { topic, status: 'not_retriably_failed' })).toBeGreaterThanOrEqual(1);
    expect(api.filter((s) => s.name === 'mercato_operations').every((s) => /^[a-z0-9_.]+$/.test(s.labels.topic))).toBe(true);
    for (const name of ['mercato_queue_depth', 'mercato_queue_oldest_open_age_seconds', 'mercato_outbox_backlog']) {
      expect(value(api, name)).toBeGreaterThanOrEqual(0);
    }
    // The gauges follow the database: a queued operation nobody runs yet is counted, with its age.
    // (Not due for an hour, so no consumer takes it meanwhile.)
    const [{ uuid }] = await t.ds.query<{ uuid: string }[]>(
      `INSERT INTO magento_bulk (uuid, description) VALUES (gen_random_uuid()::text, 'metrics') RETURNING uuid`,
    );
    const [{ id }] = await t.ds.query<{ id: number }[]>(
      `INSERT INTO magento_operation (bulk_uuid, operation_key, topic_name, route, status, available_at, queued_at)
       VALUES ($1, 0, 'metrics.test.topic', 'none', 4, localtimestamp + interval '1 hour', localtimestamp - interval '90 seconds')
       RETURNING id`,
      [uuid],
    );
    // Without RabbitMQ no relay reads the outbox: a row put there stays, and is counted.
    const relayed = Boolean(process.env.MERCATO_TEST_AMQP_URL);
    if (!relayed) await t.ds.query(`INSERT INTO queue_outbox (operation_id, topic) VALUES ($1, 'metrics.test.topic')`, [id]);
    try {
      const queued = await scrape(`${t.base}/metrics`);
      expect(value(queued, 'mercato_operations', { topic: 'metrics.test.topic', status: 'open' })).toBe(1);
      expect(value(queued, 'mercato_queue_depth')).toBeGreaterThanOrEqual(1);
      expect(value(queued, 'mercato_queue_oldest_open_age_seconds')).toBeGreaterThanOrEqual(90);
      if (!relayed) expect(value(queued, 'mercato_outbox_backlog')).toBeGreaterThanOrEqual(1);
    } finally {
      await t.ds.query(`DELETE FROM queue_outbox WHERE operation_id = $1`, [id]);
      await t.ds.query(`DELETE FROM magento_bulk WHERE uuid = $1`, [uuid]);
    }

    const own = await scrape(consumerMetrics, TOKEN);
    expect(value(own, 'mercato_consumer_operations_total', { topic, outcome: 'complete' })).toBeGreaterThanOrEqual(2);
    expect(value(own, 'mercato_consumer_operations_total', { topic, outcome: 'not_retriably_failed' })).toBeGreaterThanOrEqual(1);
    expect(value(own, 'mercato_consumer_operations_in_flight')).toBe(0);
    expect(value(own, 'mercato_db_pool_max_connections')).toBe(20);
    expect(value(own, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // Retries are declared (counted by topic and reason when an operation is put back).
    const text = await (await fetch(consumerMetrics, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toContain('# TYPE mercato_consumer_retries_total counter');
    // The consumer answers its own metrics only: no requests, no operation log.
    expect(own.some((s) => s.name.startsWith('mercato_http_') || s.name === 'mercato_operations')).toBe(false);
    expect((await fetch(consumerMetrics.replace(/\/metrics$/, '/other'))).status).toBe(404);
  });

  it('wants METRICS_TOKEN as a bearer token when it is set', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token-0123456789' },
      { Authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const refused = await fetch(consumerMetrics, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await refused.json()).toEqual({ message: 'A valid metrics token is required.' });
    }
    const guarded = await startApp({ METRICS_TOKEN: TOKEN });
    try {
      expect((await fetch(`${guarded.base}/metrics`)).status).toBe(401);
      expect((await fetch(`${guarded.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
      await scrape(`${guarded.base}/metrics`, TOKEN);
      // Only GET and HEAD.
      expect((await fetch(`${guarded.base}/metrics`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(405);
    } finally {
      await guarded.close();
    }
  });

  const external = externalAddress();
  (external ? it : it.skip)('answers loopback clients only when METRICS_TOKEN is unset', async () => {
    // The same application, also listening on every interface, called through a non-loopback address.
    const server: Server = createServer(t.app.getHttpAdapter().getInstance() as express.Express);
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const remote = `http://${external}:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${remote}/health`)).status).toBe(200);
      const refused = await fetch(`${remote}/metrics`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Metrics are answered to loopback clients only unless METRICS_TOKEN is set.' });
      expect((await fetch(`${remote}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(403);
      await scrape(`${t.base}/metrics`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // Last: it stops this file's consumer, which has no lock timeout, for one that has.
  it('counts an operation put back after a transient fault as a retry, then its completion', async () => {
    await consumer.stop();
    const sku = uniqueSku('metrics-lock');
    await createProduct(admin, { sku, price: 10 });
    const [{ database }] = await t.ds.query<{ database: string }[]>(`SELECT current_database() AS database`);
    await t.ds.query(`ALTER DATABASE ${database} SET lock_timeout = '200ms'`);
    const locker = new Pg({ connectionString: process.env.MERCATO_TEST_DATABASE_URL });
    await locker.connect();
    const retrying = await consumerWithMetrics();
    try {
      await locker.query('BEGIN');
      await locker.query(
        `SELECT d.* FROM catalog_product_entity_decimal d JOIN catalog_product_entity e ON e.entity_id = d.entity_id
         WHERE e.sku = $1 FOR UPDATE OF d`,
        [sku],
      );
      const res = await admin.post('/rest/async/V1/products/base-prices', { prices: [{ sku, price: 11, store_id: 0 }] });
      expect(res.status).toBe(202);
      expect(await waitForAttempt(t.ds, res.body.bulk_uuid)).toBeGreaterThanOrEqual(1);
      await locker.query('ROLLBACK');
      const done = await waitForBulk(admin, res.body.bulk_uuid, 30_000);
      expect(done.operations_list[0]).toMatchObject({ status: 1 });
      const topic = 'async.magento.catalog.api.basepricestorageinterface.update.post';
      const own = await scrape(retrying.url);
      expect(value(own, 'mercato_consumer_retries_total', { topic, reason: 'transient_failure' })).toBeGreaterThanOrEqual(1);
      expect(value(own, 'mercato_consumer_operations_total', { topic, outcome: 'complete' })).toBe(1);
      // A scraper's kept-alive connection does not hold the consumer at SIGTERM.
      expect(await retrying.consumer.stop()).toBe(0);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
      await t.ds.query(`ALTER DATABASE ${database} RESET lock_timeout`);
      await retrying.consumer.stop();
    }
  }, 120_000);
});
