import autocannon from 'autocannon';
import { Client } from 'pg';
import { seedProducts } from './price-storage.bench';
import { round, writeResult } from './support';

const DURATION_S = 20;
const CONNECTIONS = 32;

function load(url: string, headers: Record<string, string> = {}, requests?: autocannon.Request[]): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, requests });
}

/** (c) GET /V1/products/:sku for 20 s at 32 connections, against GET /health in the same run. */
export async function benchProductGet(base: string, token: string, db: Client, mode: string): Promise<void> {
  const skus = await seedProducts(db, 1000, 'bench-get');
  // Cold: each product read once, from the database (nothing cached yet).
  const coldStart = performance.now();
  for (let i = 0; i < skus.length; i += 32) {
    await Promise.all(
      skus
        .slice(i, i + 32)
        .map((sku) => fetch(`${base}/rest/V1/products/${sku}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.text())),
    );
  }
  const coldPerS = skus.length / ((performance.now() - coldStart) / 1000);
  // Warm-up of the HTTP path for both routes, not measured.
  await autocannon({ url: base + '/health', connections: CONNECTIONS, duration: 2 });
  const health = await load(base + '/health');
  let i = 0;
  const product = await load(base + '/rest/V1/products/' + skus[0], { Authorization: `Bearer ${token}` }, [
    { setupRequest: (req) => ({ ...req, path: `/rest/V1/products/${skus[i++ % skus.length]}` }) },
  ]);
  const summary = (r: autocannon.Result) => ({
    requests_per_s: round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non_2xx: r.non2xx,
    errors: r.errors,
  });
  const ratio = product.requests.average / health.requests.average;
  const rows = [
    { route: 'GET /health', ...summary(health) },
    { route: 'GET /rest/V1/products/:sku', ...summary(product) },
  ];
  console.table(rows);
  console.log(
    `product GET / health throughput: ${round(ratio * 100)} % (target ≥ 50 %), product p99 ${product.latency.p99} ms (target ≤ 20 ms)`,
  );
  console.log(`cold product reads (not cached, 32 at a time): ${Math.round(coldPerS)} per s`);
  const file = writeResult('product-get', {
    when: new Date().toISOString(),
    mode,
    duration_s: DURATION_S,
    connections: CONNECTIONS,
    results: rows,
    ratio_percent: round(ratio * 100),
    cold_reads_per_s: Math.round(coldPerS),
    target_met: ratio >= 0.5 && product.latency.p99 <= 20 && product.non2xx === 0,
    targets: 'product GET ≥ 50 % of the health route throughput with p99 ≤ 20 ms',
  });
  console.log(`written ${file}`);
}
