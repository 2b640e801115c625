import { Client } from 'pg';
import { median, post, round, writeResult } from './support';

const RECORDS = 10_000;
const RUNS = 5;

/** Creates the products the price calls name, straight in the database (fixture, not measured). */
export async function seedProducts(db: Client, count: number, prefix: string): Promise<string[]> {
  const skus = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
  await db.query(
    `WITH p AS (
       INSERT INTO catalog_product_entity (sku, type_id, attribute_set_id) SELECT unnest($1::text[]), 'simple', 4
       ON CONFLICT DO NOTHING RETURNING entity_id, sku
     ),
     names AS (
       INSERT INTO catalog_product_entity_varchar (entity_id, attribute_id, store_id, value)
       SELECT entity_id, (SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = 'name'), 0, 'Bench ' || sku FROM p
     ),
     websites AS (INSERT INTO catalog_product_website (product_id, website_id) SELECT entity_id, 1 FROM p)
     INSERT INTO catalog_product_entity_decimal (entity_id, attribute_id, store_id, value)
     SELECT entity_id, (SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = 'price'), 0, 10 FROM p`,
    [skus],
  );
  return skus;
}

/**
 * (a) one POST base-prices with 10,000 records, (b) the same for tier-prices and special-price,
 * (d) the raw `INSERT … unnest … ON CONFLICT` of the same rows as the physical limit.
 */
export async function benchPriceStorage(base: string, token: string, db: Client, mode: string): Promise<void> {
  const skus = await seedProducts(db, RECORDS, 'bench-price');
  const future = '2037-01-19 03:14:07';
  const calls: Record<string, (run: number) => [string, string, unknown]> = {
    'base-prices': (run) => ['POST', '/rest/V1/products/base-prices', { prices: skus.map((sku, i) => ({ sku, price: 10 + run + i / 100, store_id: 0 })) }],
    'tier-prices': (run) => [
      'POST',
      '/rest/V1/products/tier-prices',
      { prices: skus.map((sku, i) => ({ sku, price: 5 + run + i / 100, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 2 })) },
    ],
    'special-price': (run) => [
      'POST',
      '/rest/V1/products/special-price',
      { prices: skus.map((sku, i) => ({ sku, price: 4 + run + i / 100, store_id: 0, price_from: future })) },
    ],
  };

  const raw = await rawInsertRate(db, skus);
  const rows: Record<string, unknown>[] = [];
  const only = process.env.BENCH_CALLS?.split(',');
  for (const [name, make] of Object.entries(calls)) {
    if (only && !only.includes(name)) continue;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const [method, path, body] = make(run);
      const res = await post(base, path, token, body, method);
      if (res.status !== 200 || !Array.isArray(res.body) || res.body.length) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      times.push(res.ms);
    }
    const ms = median(times);
    const rate = RECORDS / (ms / 1000);
    rows.push({
      call: `POST ${name} × ${RECORDS}`,
      median_ms: round(ms),
      min_ms: round(Math.min(...times)),
      records_per_s: Math.round(rate),
      raw_insert_records_per_s: Math.round(raw.rate),
      share_of_raw: round((rate / raw.rate) * 100) + ' %',
      target_met: ms <= 500 && rate >= raw.rate * 0.5,
    });
  }
  console.table(rows);
  const file = writeResult('price-storage', {
    when: new Date().toISOString(),
    mode,
    records: RECORDS,
    runs: RUNS,
    raw_insert: { median_ms: round(raw.ms), records_per_s: Math.round(raw.rate) },
    calls: rows,
    targets: '10,000 records per call in ≤ 500 ms and ≥ 50 % of the raw insert rate',
  });
  console.log(`written ${file}`);
}

/** The physical limit: the same upsert of 10,000 decimal rows, sent straight to PostgreSQL. */
async function rawInsertRate(db: Client, skus: string[]): Promise<{ ms: number; rate: number }> {
  const ids: number[] = (await db.query(`SELECT entity_id FROM catalog_product_entity WHERE sku = ANY($1) ORDER BY entity_id`, [skus])).rows.map((r) => r.entity_id);
  const [{ attribute_id }] = (await db.query(`SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = 'price'`)).rows;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await db.query(
      `INSERT INTO catalog_product_entity_decimal (entity_id, attribute_id, store_id, value)
       SELECT e, $3::int, 0, v FROM unnest($1::int[], $2::numeric[]) AS t(e, v)
       ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value`,
      [ids, ids.map((_, i) => 20 + run + i / 100), attribute_id],
    );
    times.push(performance.now() - start);
  }
  const ms = median(times);
  return { ms, rate: ids.length / (ms / 1000) };
}
