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
       SELECT entity_id, (SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = 'name'), 0, 'Bench ' || sku
       FROM p
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
 * (d) for each, the raw `INSERT … SELECT FROM unnest … ON CONFLICT` of the same rows into the same
 * tables, sent straight to PostgreSQL: the physical limit the API is measured against.
 */
export async function benchPriceStorage(base: string, token: string, db: Client, mode: string): Promise<void> {
  const skus = await seedProducts(db, RECORDS, 'bench-price');
  const ids: number[] = (
    await db.query(`SELECT entity_id FROM catalog_product_entity WHERE sku = ANY($1) ORDER BY entity_id`, [skus])
  ).rows.map((r) => r.entity_id);
  const attr = async (code: string): Promise<number> =>
    (await db.query(`SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = $1`, [code])).rows[0]
      .attribute_id;
  const [price, special, from] = [await attr('price'), await attr('special_price'), await attr('special_from_date')];
  const future = '2037-01-19 03:14:07';
  const upsert = (table: string) =>
    `INSERT INTO ${table} AS d (entity_id, attribute_id, store_id, value) SELECT e, $3::int, 0, v
     FROM unnest($1::int[], $2::${table.endsWith('datetime') ? 'timestamp' : 'numeric'}[]) AS t(e, v)
     ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value WHERE d.value IS DISTINCT FROM EXCLUDED.value`;

  const calls: Record<string, { api: (run: number) => [string, string, unknown]; raw: (run: number) => Promise<unknown> }> = {
    'base-prices': {
      api: (run) => [
        'POST',
        '/rest/V1/products/base-prices',
        { prices: skus.map((sku, i) => ({ sku, price: 10 + run + i / 100, store_id: 0 })) },
      ],
      raw: (run) => db.query(upsert('catalog_product_entity_decimal'), [ids, ids.map((_, i) => 30 + run + i / 100), price]),
    },
    'tier-prices': {
      api: (run) => [
        'POST',
        '/rest/V1/products/tier-prices',
        {
          prices: skus.map((sku, i) => ({
            sku,
            price: 5 + run + i / 100,
            price_type: 'fixed',
            website_id: 0,
            customer_group: 'ALL GROUPS',
            quantity: 2,
          })),
        },
      ],
      raw: (run) =>
        db.query(
          `INSERT INTO catalog_product_entity_tier_price AS t (entity_id, all_groups, customer_group_id, qty, value, website_id,
             percentage_value)
           SELECT e, true, 0, 2, v, 0, NULL FROM unnest($1::int[], $2::numeric[]) AS x(e, v)
           ON CONFLICT (entity_id, all_groups, customer_group_id, qty, website_id) DO UPDATE
             SET value = EXCLUDED.value, percentage_value = EXCLUDED.percentage_value
             WHERE (t.value, t.percentage_value) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.percentage_value)`,
          [ids, ids.map((_, i) => 30 + run + i / 100)],
        ),
    },
    'special-price': {
      api: (run) => [
        'POST',
        '/rest/V1/products/special-price',
        { prices: skus.map((sku, i) => ({ sku, price: 4 + run + i / 100, store_id: 0, price_from: future })) },
      ],
      raw: async (run) => {
        // The same two writes as the API (price and start date), in one transaction.
        await db.query('BEGIN');
        await db.query(upsert('catalog_product_entity_decimal'), [ids, ids.map((_, i) => 30 + run + i / 100), special]);
        await db.query(upsert('catalog_product_entity_datetime'), [ids, ids.map(() => future), from]);
        await db.query('COMMIT');
      },
    },
  };

  const rows: Record<string, unknown>[] = [];
  const only = process.env.BENCH_CALLS?.split(',');
  for (const [name, call] of Object.entries(calls)) {
    if (only && !only.includes(name)) continue;
    const apiTimes: number[] = [];
    const rawTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const [method, path, body] = call.api(run);
      const res = await post(base, path, token, body, method);
      if (res.status !== 200 || !Array.isArray(res.body) || res.body.length)
        throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      apiTimes.push(res.ms);
      const start = performance.now();
      await call.raw(run);
      rawTimes.push(performance.now() - start);
    }
    const ms = median(apiTimes);
    const rawMs = median(rawTimes);
    rows.push({
      call: `POST ${name} × ${RECORDS}`,
      median_ms: round(ms),
      min_ms: round(Math.min(...apiTimes)),
      records_per_s: Math.round(RECORDS / (ms / 1000)),
      raw_sql_ms: round(rawMs),
      raw_records_per_s: Math.round(RECORDS / (rawMs / 1000)),
      share_of_raw: round((rawMs / ms) * 100) + ' %',
      target_met: ms <= 500 && rawMs / ms >= 0.5,
    });
  }
  console.table(rows);
  const file = writeResult('price-storage', {
    when: new Date().toISOString(),
    mode,
    records: RECORDS,
    runs: RUNS,
    calls: rows,
    targets: '10,000 records per call in ≤ 500 ms and ≥ 50 % of the raw insert rate of the same rows',
  });
  console.log(`written ${file}`);
}
