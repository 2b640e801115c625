import autocannon from 'autocannon';
import { Client } from 'pg';
import { seedProducts } from './price-storage.bench';
import { median, round, writeResult } from './support';

const SKUS = 1000;
const RUNS = 5;
const CONNECTIONS = 32;

/**
 * Salable quantity of 1,000 SKUs: (a) 1,000 `GET get-product-salable-quantity/:sku/1` calls, 32 at
 * a time, timed end to end (median of runs); (b) the same SKUs in `are-products-salable` calls of
 * 250 SKUs each (a URL of 1,000 would pass the usual 16 KB header limit). Each SKU has an item on
 * the default source and a reservation, so every read sums both.
 */
export async function benchSalable(base: string, token: string, db: Client, mode: string): Promise<void> {
  const skus = await seedProducts(db, SKUS, 'bench-sal');
  await db.query(
    `INSERT INTO inventory_source_item (source_code, sku, quantity, status) SELECT 'default', s, 100, 1 FROM unnest($1::text[]) s
     ON CONFLICT (source_code, sku) DO UPDATE SET quantity = 100, status = 1`,
    [skus],
  );
  await db.query(`INSERT INTO inventory_reservation (stock_id, sku, quantity, metadata) SELECT 1, s, -1, NULL FROM unnest($1::text[]) s`, [
    skus,
  ]);
  const headers = { Authorization: `Bearer ${token}` };

  const single: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let i = 0;
    const start = performance.now();
    const result = await autocannon({
      url: `${base}/rest/V1/inventory/get-product-salable-quantity/${skus[0]}/1`,
      connections: CONNECTIONS,
      amount: SKUS,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/rest/V1/inventory/get-product-salable-quantity/${skus[i++ % SKUS]}/1` }) }],
    });
    single.push(performance.now() - start);
    if (result.non2xx) throw new Error(`salable quantity: ${result.non2xx} non-2xx answers`);
  }
  const batched: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    for (let i = 0; i < SKUS; i += 250) {
      const query = skus
        .slice(i, i + 250)
        .map((s) => `skus[]=${s}`)
        .join('&');
      const res = await fetch(`${base}/rest/V1/inventory/are-products-salable?${query}&stockId=1`, { headers });
      const body = (await res.json()) as { salable: boolean }[];
      if (res.status !== 200 || body.length !== 250 || !body.every((r) => r.salable))
        throw new Error(`are-products-salable: ${res.status}`);
    }
    batched.push(performance.now() - start);
  }
  const rows = [
    {
      call: `${SKUS} × GET get-product-salable-quantity (${CONNECTIONS} at a time)`,
      median_ms: round(median(single)),
      skus_per_s: Math.round((SKUS / median(single)) * 1000),
    },
    {
      call: `${SKUS / 250} × GET are-products-salable (250 SKUs each)`,
      median_ms: round(median(batched)),
      skus_per_s: Math.round((SKUS / median(batched)) * 1000),
    },
  ];
  console.table(rows);
  const file = writeResult('inventory-salable', { when: new Date().toISOString(), mode, skus: SKUS, runs: RUNS, results: rows });
  console.log(`written ${file}`);
}
