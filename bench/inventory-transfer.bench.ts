import { Client } from 'pg';
import { numberArray, textArray } from '@mercato/platform';
import { transferStatement } from '../libs/inventory/src/source-items/services/bulk-inventory-service';
import { seedProducts } from './price-storage.bench';
import { median, post, round, writeResult } from './support';

const SKUS = 10_000;
const RUNS = 7;

/**
 * POST /V1/inventory/bulk-product-source-transfer of 10,000 SKUs in one call (`npm run bench --
 * transfer`). Before each run (not measured) every SKU has an item at `bench-origin` (10, in
 * stock) and every other one an item at `bench-destination` (5), so both the "create" and the
 * "add to" cases are exercised. Two calls: origin → destination unassigning the origin, and origin
 * → `default` keeping the origin (quantity 0, out of stock) with the legacy stock items synced.
 * Also measured: the raw SQL of the first case (the same statement sent straight to PostgreSQL).
 */
export async function benchInventoryTransfer(base: string, token: string, db: Client, mode: string): Promise<void> {
  const skus = await seedProducts(db, SKUS, 'bench-transfer');
  await db.query(`INSERT INTO inventory_source (source_code, name, enabled, country_id, postcode) VALUES
    ('bench-origin', 'Bench origin', true, 'US', '00000'), ('bench-destination', 'Bench destination', true, 'US', '00000')
    ON CONFLICT DO NOTHING`);
  await db.query(
    `INSERT INTO cataloginventory_stock_item (product_id, stock_id, qty, is_in_stock)
     SELECT entity_id, 1, 0, false FROM catalog_product_entity WHERE sku = ANY($1) ON CONFLICT DO NOTHING`,
    [skus],
  );
  const reset = async () => {
    await db.query(`DELETE FROM inventory_source_item WHERE sku = ANY($1)`, [skus]);
    await db.query(
      `INSERT INTO inventory_source_item (source_code, sku, quantity, status)
       SELECT 'bench-origin', s, 10, 1 FROM unnest($1::text[]) s
       UNION ALL SELECT 'bench-destination', s, 5, 1 FROM unnest($1::text[]) WITH ORDINALITY AS x(s, n) WHERE n % 2 = 0`,
      [skus],
    );
  };

  const calls: { name: string; destination: string; unassign: boolean }[] = [
    { name: 'bench-origin → bench-destination, unassignFromOrigin true', destination: 'bench-destination', unassign: true },
    { name: 'bench-origin → default, unassignFromOrigin false (legacy synced)', destination: 'default', unassign: false },
  ];
  const rows: Record<string, unknown>[] = [];
  for (const call of calls) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await reset();
      const res = await post(base, '/rest/all/V1/inventory/bulk-product-source-transfer', token, {
        skus,
        originSource: 'bench-origin',
        destinationSource: call.destination,
        unassignFromOrigin: call.unassign,
      });
      if (res.status !== 200 || res.body !== true) throw new Error(`transfer: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      times.push(res.ms);
    }
    const [{ n }] = (
      await db.query(`SELECT count(*)::int AS n FROM inventory_source_item WHERE source_code = $1 AND sku = ANY($2)`, [
        call.destination,
        skus,
      ])
    ).rows;
    if (n !== SKUS) throw new Error(`transfer to ${call.destination}: ${n} destination items, expected ${SKUS}`);
    const ms = median(times);
    rows.push({
      call: `transfer × ${SKUS}: ${call.name}`,
      median_ms: round(ms),
      min_ms: round(Math.min(...times)),
      skus_per_s: Math.round(SKUS / (ms / 1000)),
    });
  }

  // The raw SQL of the first case: the service's own statement, sent straight to PostgreSQL.
  const idOf = new Map<string, number>(
    (await db.query(`SELECT sku, entity_id FROM catalog_product_entity WHERE sku = ANY($1)`, [skus])).rows.map((r) => [r.sku, r.entity_id]),
  );
  const ids = skus.map((s) => idOf.get(s)!);
  const rawTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await reset();
    const start = performance.now();
    await db.query(transferStatement({ unassignFromOrigin: true, toDefault: false, fromDefault: false }), [
      textArray(skus),
      numberArray(ids),
      'bench-origin',
      'bench-destination',
    ]);
    rawTimes.push(performance.now() - start);
  }
  const rawMs = median(rawTimes);
  rows.push({
    call: `raw SQL of the first call × ${SKUS}`,
    median_ms: round(rawMs),
    min_ms: round(Math.min(...rawTimes)),
    skus_per_s: Math.round(SKUS / (rawMs / 1000)),
  });
  console.table(rows);
  const file = writeResult('inventory-transfer', {
    when: new Date().toISOString(),
    mode,
    skus: SKUS,
    runs: RUNS,
    calls: rows,
    note: 'median of the runs; each run starts from 10,000 origin items and 5,000 destination items (reset not measured)',
  });
  console.log(`written ${file}`);
}
