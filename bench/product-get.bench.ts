import autocannon from 'autocannon';
import { Client } from 'pg';
import { seedProducts } from './price-storage.bench';
import { round, writeResult } from './support';

const DURATION_S = 20;
const CONNECTIONS = 32;
/** Distinct products, each read once uncached in (a), then read from the cache in (b). */
const PRODUCTS = 10_000;
const CACHED_DURATION_S = 6;
const ROUNDS = 3;
const WRITES_PER_S = 50;

function load(url: string, headers: Record<string, string> = {}, requests?: autocannon.Request[]): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, requests });
}

const summary = (r: autocannon.Result) => ({
  requests_per_s: round(r.requests.average),
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
  non_2xx: r.non2xx,
  errors: r.errors,
});

/** Runs of the same load as one: requests a second over their whole time, the worst p99, all failures. */
function combine(runs: autocannon.Result[]): autocannon.Result {
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  const seconds = runs.reduce((n, r) => n + r.duration, 0);
  return {
    ...runs[0],
    requests: { ...runs[0].requests, average: total / seconds, total },
    latency: { ...runs[0].latency, p50: Math.max(...runs.map((r) => r.latency.p50)), p99: Math.max(...runs.map((r) => r.latency.p99)) },
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

/** autocannon over the products in turn, each request the next SKU: `amount` requests, or `duration` seconds. */
function readProducts(base: string, token: string, skus: string[], run: { amount?: number; duration?: number }) {
  let i = 0;
  return autocannon({
    url: base + '/rest/V1/products/' + skus[0],
    connections: CONNECTIONS,
    headers: { Authorization: `Bearer ${token}` },
    ...run,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/rest/V1/products/${skus[i++ % skus.length]}` }) }],
  });
}

/**
 * A stream of `perS` writes a second until stopped, alternating a base price (through the price
 * storage) and a stock quantity, each on a random product of `skus`; answers how many were sent and failed.
 */
function writeStream(base: string, token: string, skus: string[], perS: number): { stop(): Promise<{ sent: number; failed: number }> } {
  let sent = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const write = (n: number) => {
    const sku = skus[Math.floor(Math.random() * skus.length)];
    const [path, method, body] =
      n % 2 === 0
        ? ['/rest/V1/products/base-prices', 'POST', { prices: [{ sku, price: 10 + (n % 100), store_id: 0 }] }]
        : [`/rest/V1/products/${sku}/stockItems/1`, 'PUT', { stockItem: { qty: 100 + (n % 100), is_in_stock: true } }];
    const p: Promise<void> = fetch(base + path, { method, headers, body: JSON.stringify(body) })
      .then(async (r) => {
        await r.text();
        if (r.status !== 200) failed++;
      })
      .catch(() => void failed++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const timer = setInterval(() => write(sent++), 1000 / perS);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { sent, failed };
    },
  };
}

/**
 * GET /V1/products/:sku at 32 connections: (a) 10,000 distinct products read once each, nothing
 * cached; the cached read of one product against GET /health; (b) cached reads of the 10,000
 * without writes, then with a concurrent stream of 50 price or stock writes a second.
 */
export async function benchProductGet(base: string, token: string, db: Client, mode: string): Promise<void> {
  const skus = await seedProducts(db, PRODUCTS, 'bench-get');
  // Warm-up of the HTTP path and the connection pool (prepared statements), on other products.
  const warm = await seedProducts(db, 1000, 'bench-get-warm');
  await readProducts(base, token, warm, { amount: warm.length });

  // (a) Each product read once, from the database, at 32 connections; the rate over the wall-clock
  // time of the whole run (autocannon's own per-second samples do not fit a run of a set amount).
  const uncachedStart = performance.now();
  const uncachedRun = await readProducts(base, token, skus, { amount: skus.length });
  const uncached = {
    per_s: round(uncachedRun.requests.total / ((performance.now() - uncachedStart) / 1000)),
    p50_ms: uncachedRun.latency.p50,
    p99_ms: uncachedRun.latency.p99,
    failed: uncachedRun.non2xx + uncachedRun.errors,
  };

  await autocannon({ url: base + '/health', connections: CONNECTIONS, duration: 2 });
  const health = await load(base + '/health');
  const product = await readProducts(base, token, skus.slice(0, 1000), { duration: DURATION_S });

  // (b) Every product is cached now; the same reads without, then with, a stream of writes, in
  // alternating rounds (the machine's other load drifts), compared over all rounds.
  const quietRuns: autocannon.Result[] = [];
  const writtenRuns: autocannon.Result[] = [];
  const writes = { sent: 0, failed: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    quietRuns.push(await readProducts(base, token, skus, { duration: CACHED_DURATION_S }));
    const stream = writeStream(base, token, skus, WRITES_PER_S);
    writtenRuns.push(await readProducts(base, token, skus, { duration: CACHED_DURATION_S }));
    const done = await stream.stop();
    writes.sent += done.sent;
    writes.failed += done.failed;
  }
  const quiet = combine(quietRuns);
  const written = combine(writtenRuns);

  const ratio = product.requests.average / health.requests.average;
  const writeRatio = written.requests.average / quiet.requests.average;
  const rows = [
    { route: 'GET /health', ...summary(health) },
    { route: 'GET /rest/V1/products/:sku (1,000 cached products)', ...summary(product) },
    {
      route: `(a) GET /rest/V1/products/:sku (${PRODUCTS} distinct, uncached, once each)`,
      requests_per_s: uncached.per_s,
      p50_ms: uncached.p50_ms,
      p99_ms: uncached.p99_ms,
      non_2xx: uncached.failed,
      errors: 0,
    },
    { route: `(b) GET /rest/V1/products/:sku (${PRODUCTS} cached, no writes)`, ...summary(quiet) },
    { route: `(b) GET /rest/V1/products/:sku (${PRODUCTS} cached, ${WRITES_PER_S} writes/s)`, ...summary(written) },
  ];
  console.table(rows);
  const hotMet = ratio >= 0.5 && product.latency.p99 <= 20 && product.non2xx === 0;
  const uncachedMet = uncached.per_s >= 2000 && uncached.p99_ms <= 40 && uncached.failed === 0;
  const writesMet = writeRatio >= 0.8 && written.non2xx === 0 && writes.failed === 0;
  console.log(
    `product GET / health throughput: ${round(ratio * 100)} % (target ≥ 50 %), product p99 ${product.latency.p99} ms (target ≤ 20 ms)`,
  );
  console.log(`(a) uncached distinct reads: ${uncached.per_s} req/s (target ≥ 2,000), p99 ${uncached.p99_ms} ms (target ≤ 40 ms)`);
  console.log(
    `(b) cached reads with ${WRITES_PER_S} writes/s: ${round(writeRatio * 100)} % of the rate without (target ≥ 80 %); ` +
      `${writes.sent} writes sent, ${writes.failed} failed`,
  );
  const file = writeResult('product-get', {
    when: new Date().toISOString(),
    mode,
    duration_s: DURATION_S,
    connections: CONNECTIONS,
    results: rows,
    ratio_percent: round(ratio * 100),
    uncached_distinct: {
      products: PRODUCTS,
      requests_per_s: uncached.per_s,
      p99_ms: uncached.p99_ms,
      target: '≥ 2,000 req/s with p99 ≤ 40 ms',
      target_met: uncachedMet,
    },
    cached_with_writes: {
      rounds: ROUNDS,
      duration_s_each: CACHED_DURATION_S,
      writes_per_s: WRITES_PER_S,
      writes_sent: writes.sent,
      writes_failed: writes.failed,
      without_writes_per_s: round(quiet.requests.average),
      with_writes_per_s: round(written.requests.average),
      ratio_percent: round(writeRatio * 100),
      target: 'with writes ≥ 80 % of the rate without',
      target_met: writesMet,
    },
    target_met: hotMet && uncachedMet && writesMet,
    targets:
      'product GET ≥ 50 % of the health route throughput with p99 ≤ 20 ms; 10,000 distinct uncached reads ≥ 2,000 req/s with ' +
      'p99 ≤ 40 ms; cached reads with 50 price or stock writes/s ≥ 80 % of the rate without',
  });
  console.log(`written ${file}`);
}
