import { Client } from 'pg';
import { benchAmqpUrl, rssMb, startConsumerProcess } from './async.bench';
import { rebuildDocumentsSql } from '@mercato/search';
import { median, post, round, startApi, writeResult } from './support';

const BULK_PRODUCTS = 10_000;
const IMPORT_PRODUCTS = 100_000;
const IMPORT_BULK = 10_000;
const LIST_PRODUCTS = 100_000;
const LIST_RUNS = 15;

/**
 * The catalogue figures (issues 9 and 21).
 * (a) A bulk of 10,000 product creates (`POST /async/bulk/V1/products`) and then 10,000 updates of
 *     the same products (`PUT /async/bulk/V1/products/bySku`), each acknowledged and drained by one
 *     consumer on RabbitMQ: ack latency, drain time, products per second. Beside them, in the same
 *     run, the raw rate: the same rows written straight into the same tables, one
 *     `INSERT … SELECT FROM unnest(…)` per table for all 10,000 products (the search documents by
 *     the indexer's own INSERT … SELECT), in one transaction.
 * (b) A 100,000-product import with stock and categories: ten bulks of 10,000 accepted at once and
 *     drained by one consumer; the consumer's memory is sampled each second: its growth is the mean
 *     over the last fifth of the import against the mean over the second fifth (the peak is
 *     reported beside it).
 * (c) `GET /V1/products` with filters, sorting and paging over 100,000 products: median and p95
 *     latency of each query shape.
 * BENCH_CATALOG_PARTS picks parts (`bulk,import,list`; all by default).
 */
export async function benchCatalog(databaseUrl: string, db: Client, mode: string, amqpBase: string): Promise<void> {
  const amqpUrl = benchAmqpUrl(amqpBase);
  const parts = new Set((process.env.BENCH_CATALOG_PARTS ?? 'bulk,import,list').split(','));
  const api = await startApi(databaseUrl, { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-pass-1', AMQP_URL: amqpUrl! });
  try {
    const token = (await post(api.base, '/rest/V1/integration/admin/token', '', { username: 'bench', password: 'bench-pass-1' }))
      .body as string;
    const bulk = parts.has('bulk') ? await bulkProductWrites(api.base, token, databaseUrl, amqpUrl, db) : null;
    const raw = parts.has('bulk') ? await rawProductInserts(db) : null;
    const creates = bulk?.[0];
    const updates = bulk?.[1];
    const importRun = parts.has('import') ? await productImport(api.base, token, databaseUrl, amqpUrl, db) : null;
    const list = parts.has('list') ? await productListQueries(api.base, token, db) : null;
    const targets = {
      creates_drain_s_max: 5,
      updates_drain_s_max: 4,
      share_of_raw_min_percent: 50,
      import_s_max: 60,
      import_memory_growth_max_percent: 10,
    };
    const met = {
      creates: creates ? creates.drain_s <= targets.creates_drain_s_max : null,
      updates: updates ? updates.drain_s <= targets.updates_drain_s_max : null,
      share_of_raw: creates && raw ? (creates.products_per_s / raw.products_per_s) * 100 >= targets.share_of_raw_min_percent : null,
      import: importRun ? importRun.seconds <= targets.import_s_max : null,
      import_memory: importRun ? importRun.memory_growth_percent <= targets.import_memory_growth_max_percent : null,
    };
    const share = creates && raw ? round((creates.products_per_s / raw.products_per_s) * 100) : null;
    writeResult('catalog', {
      when: new Date().toISOString(),
      mode,
      transport: 'rabbitmq',
      bulk,
      raw,
      creates_share_of_raw_percent: share,
      import: importRun,
      list,
      targets,
      met,
    });
  } finally {
    await api.stop();
  }
}

async function bulkProductWrites(base: string, token: string, databaseUrl: string, amqpUrl: string | null, db: Client) {
  const skus = Array.from({ length: BULK_PRODUCTS }, (_, i) => `bench-bulk-${i}`);
  const consumer = startConsumerProcess(databaseUrl, amqpUrl);
  await new Promise((r) => setTimeout(r, 3000));
  const rows: Drained[] = [];
  try {
    const creates = skus.map((sku, i) => ({
      product: {
        sku,
        name: `Bulk product ${i}`,
        attribute_set_id: 4,
        type_id: 'simple',
        price: 10 + (i % 100),
        status: 1,
        visibility: 4,
        weight: 1,
        custom_attributes: [{ attribute_code: 'description', value: `Bulk product number ${i}` }],
        extension_attributes: { stock_item: { qty: 100, is_in_stock: true } },
      },
    }));
    rows.push(await drain(base, token, db, 'POST', '/rest/async/bulk/V1/products', creates, 'POST /async/bulk/V1/products (create)'));
    const created = (await db.query(`SELECT count(*)::int AS n FROM catalog_product_entity WHERE sku = ANY($1)`, [skus])).rows[0].n;
    if (created !== BULK_PRODUCTS) throw new Error(`created ${created} of ${BULK_PRODUCTS} products`);
    const updates = skus.map((sku, i) => ({ sku, product: { sku, price: 20 + (i % 50), name: `Bulk product ${i} (updated)` } }));
    rows.push(
      await drain(base, token, db, 'PUT', '/rest/async/bulk/V1/products/bySku', updates, 'PUT /async/bulk/V1/products/bySku (update)'),
    );
  } finally {
    await consumer.stop();
  }
  console.table(rows);
  return rows;
}

interface Drained {
  bulk: string;
  products: number;
  ack_ms: number;
  drain_s: number;
  products_per_s: number;
  failed_operations: number;
}

/**
 * The raw rate beside the bulk: the rows the 10,000 creates wrote, written again for 10,000 new
 * products straight into the same tables, one statement per table, in one transaction.
 */
async function rawProductInserts(db: Client) {
  const attr = async (code: string): Promise<number> =>
    (await db.query(`SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = $1`, [code])).rows[0]
      .attribute_id;
  const a = {
    name: await attr('name'),
    urlKey: await attr('url_key'),
    price: await attr('price'),
    weight: await attr('weight'),
    status: await attr('status'),
    visibility: await attr('visibility'),
    taxClass: await attr('tax_class_id'),
    description: await attr('description'),
  };
  const n = BULK_PRODUCTS;
  const skus = Array.from({ length: n }, (_, i) => `bench-raw-${i}`);
  const idx = Array.from({ length: n }, (_, i) => i);
  const start = performance.now();
  await db.query('BEGIN');
  const ids: number[] = (
    await db.query(
      `INSERT INTO catalog_product_entity (sku, type_id, attribute_set_id)
       SELECT sku, 'simple', 4 FROM unnest($1::text[]) WITH ORDINALITY AS x(sku, n) ORDER BY n RETURNING entity_id`,
      [skus],
    )
  ).rows.map((r: { entity_id: number }) => r.entity_id);
  const values = (table: string, type: string, attrs: number[], value: (i: number, k: number) => unknown) =>
    db.query(
      `INSERT INTO ${table} (entity_id, attribute_id, store_id, value)
       SELECT e, a, 0, v FROM unnest($1::int[], $2::int[], $3::${type}[]) AS x(e, a, v)`,
      [attrs.flatMap(() => ids), attrs.flatMap((id) => ids.map(() => id)), attrs.flatMap((_, k) => idx.map((i) => value(i, k)))],
    );
  await values('catalog_product_entity_varchar', 'varchar', [a.name, a.urlKey], (i, k) =>
    k === 0 ? `Raw product ${i}` : `raw-product-${i}`,
  );
  await values('catalog_product_entity_decimal', 'numeric', [a.price, a.weight], (i, k) => (k === 0 ? 10 + (i % 100) : 1));
  await values('catalog_product_entity_int', 'int', [a.status, a.visibility, a.taxClass], (_, k) => [1, 4, 2][k]);
  await values('catalog_product_entity_text', 'text', [a.description], (i) => `Raw product number ${i}`);
  await db.query(`INSERT INTO catalog_product_website (product_id, website_id) SELECT unnest($1::int[]), 1`, [ids]);
  await db.query(
    `INSERT INTO cataloginventory_stock_item (product_id, stock_id, website_id, qty, is_in_stock)
     SELECT unnest($1::int[]), 1, 0, 100, true`,
    [ids],
  );
  await db.query(`INSERT INTO inventory_source_item (source_code, sku, quantity, status) SELECT 'default', unnest($1::text[]), 100, 1`, [
    skus,
  ]);
  await db.query(rebuildDocumentsSql('SELECT unnest($1::int[])'), [ids]);
  await db.query('COMMIT');
  const seconds = (performance.now() - start) / 1000;
  const row = { products: n, seconds: round(seconds, 2), products_per_s: Math.round(n / seconds) };
  console.table([{ raw: 'same rows, one INSERT … SELECT FROM unnest per table', ...row }]);
  return row;
}

/** 100,000 products with stock and categories, as ten bulks of 10,000 accepted at once. */
async function productImport(base: string, token: string, databaseUrl: string, amqpUrl: string | null, db: Client) {
  const categories: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await post(base, '/rest/V1/categories', token, {
      category: { name: `Import category ${i}`, parent_id: 2, is_active: true },
    });
    categories.push((res.body as { id: number }).id);
  }
  const consumer = startConsumerProcess(databaseUrl, amqpUrl);
  await new Promise((r) => setTimeout(r, 3000));
  const uuids: string[] = [];
  let ackMs = 0;
  try {
    const start = performance.now();
    for (let b = 0; b < IMPORT_PRODUCTS / IMPORT_BULK; b++) {
      const body = Array.from({ length: IMPORT_BULK }, (_, j) => {
        const i = b * IMPORT_BULK + j;
        return {
          product: {
            sku: `bench-import-${i}`,
            name: `Imported product ${i}`,
            attribute_set_id: 4,
            type_id: 'simple',
            price: 5 + (i % 200),
            status: 1,
            visibility: 4,
            weight: 1,
            custom_attributes: [{ attribute_code: 'description', value: `Imported product number ${i}` }],
            extension_attributes: {
              stock_item: { qty: i % 50, is_in_stock: i % 50 > 0 },
              category_links: [{ category_id: categories[i % categories.length], position: i % 10 }],
            },
          },
        };
      });
      const accepted = await post(base, '/rest/async/bulk/V1/products', token, body);
      if (accepted.status !== 202) throw new Error(`import bulk ${b}: ${accepted.status} ${JSON.stringify(accepted.body).slice(0, 300)}`);
      ackMs += accepted.ms;
      uuids.push((accepted.body as { bulk_uuid: string }).bulk_uuid);
    }
    const open = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = ANY($1) AND status = 4`, [uuids])).rows[0]
        .n as number;
    const samples: { done: number; rss_mb: number }[] = [];
    for (;;) {
      const left = await open();
      samples.push({ done: IMPORT_PRODUCTS - left, rss_mb: rssMb(consumer.pid) });
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const seconds = (performance.now() - start) / 1000;
    const failed = (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = ANY($1) AND status <> 1`, [uuids]))
      .rows[0].n as number;
    const warmed = samples.find((s) => s.done >= IMPORT_PRODUCTS / 10) ?? samples[0];
    const peak = Math.max(...samples.filter((s) => s.done >= warmed.done).map((s) => s.rss_mb));
    // The trend, not the garbage collector's sawtooth: mean RSS over the second fifth of the import
    // against the mean over the last fifth (a leak grows with the products saved).
    const meanRss = (from: number, to: number) => {
      const inRange = samples.filter((s) => s.done >= from * IMPORT_PRODUCTS && s.done <= to * IMPORT_PRODUCTS);
      const chosen = inRange.length ? inRange : samples;
      return chosen.reduce((sum, s) => sum + s.rss_mb, 0) / chosen.length;
    };
    const early = meanRss(0.2, 0.4);
    const late = meanRss(0.8, 1);
    const row = {
      products: IMPORT_PRODUCTS,
      bulks: uuids.length,
      ack_ms_total: Math.round(ackMs),
      seconds: round(seconds, 1),
      products_per_s: Math.round(IMPORT_PRODUCTS / seconds),
      failed_operations: failed,
      consumer_rss_mb_at_first_tenth: warmed.rss_mb,
      consumer_rss_mb_peak_after: peak,
      peak_over_first_tenth_percent: round(((peak - warmed.rss_mb) / warmed.rss_mb) * 100),
      consumer_rss_mb_mean_second_fifth: round(early),
      consumer_rss_mb_mean_last_fifth: round(late),
      memory_growth_percent: round(((late - early) / early) * 100),
    };
    console.table([row]);
    return row;
  } finally {
    await consumer.stop();
  }
}

/** Accepts one bulk and waits until its last operation is done; every operation must succeed. */
async function drain(
  base: string,
  token: string,
  db: Client,
  method: string,
  path: string,
  body: unknown[],
  label: string,
): Promise<Drained> {
  const accepted = await post(base, path, token, body, method);
  if (accepted.status !== 202) throw new Error(`${label}: ${accepted.status} ${JSON.stringify(accepted.body).slice(0, 300)}`);
  const start = performance.now();
  const uuid = (accepted.body as { bulk_uuid: string }).bulk_uuid;
  const open = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = $1 AND status = 4`, [uuid])).rows[0].n as number;
  while ((await open()) > 0) await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - start) / 1000;
  const failed = (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = $1 AND status <> 1`, [uuid])).rows[0]
    .n;
  return {
    bulk: label,
    products: body.length,
    ack_ms: Math.round(accepted.ms),
    drain_s: round(seconds, 2),
    products_per_s: Math.round(body.length / seconds),
    failed_operations: failed,
  };
}

/** 100,000 products with name, price, status, visibility, a colour-like int attribute and categories. */
async function seedCatalog(base: string, token: string, db: Client): Promise<void> {
  const attr = async (code: string): Promise<number> =>
    (await db.query(`SELECT attribute_id FROM eav_attribute WHERE entity_type_id = 4 AND attribute_code = $1`, [code])).rows[0]
      .attribute_id;
  const [name, price, status, visibility] = [await attr('name'), await attr('price'), await attr('status'), await attr('visibility')];
  const categories: number[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await post(base, '/rest/V1/categories', token, {
      category: { name: `Bench category ${i}`, parent_id: 2, is_active: true },
    });
    categories.push((res.body as { id: number }).id);
  }
  await db.query(
    `WITH p AS (
       INSERT INTO catalog_product_entity (sku, type_id, attribute_set_id)
       SELECT 'list-' || g, 'simple', 4 FROM generate_series(1, $1::int) g RETURNING entity_id, sku
     ),
     n AS (INSERT INTO catalog_product_entity_varchar (entity_id, attribute_id, store_id, value)
           SELECT entity_id, $2::int, 0, 'Catalogue item ' || substr(sku, 6) FROM p),
     s AS (INSERT INTO catalog_product_entity_int (entity_id, attribute_id, store_id, value)
           SELECT entity_id, $4::int, 0, CASE WHEN entity_id % 10 = 0 THEN 2 ELSE 1 END FROM p
           UNION ALL SELECT entity_id, $5::int, 0, 4 FROM p),
     w AS (INSERT INTO catalog_product_website (product_id, website_id) SELECT entity_id, 1 FROM p),
     c AS (INSERT INTO catalog_category_product (category_id, product_id, position)
           SELECT ($6::int[])[1 + entity_id % cardinality($6::int[])], entity_id, 0 FROM p WHERE cardinality($6::int[]) > 0)
     INSERT INTO catalog_product_entity_decimal (entity_id, attribute_id, store_id, value)
     SELECT entity_id, $3::int, 0, (entity_id % 1000) / 10.0 FROM p`,
    [LIST_PRODUCTS, name, price, status, visibility, categories],
  );
  await db.query('ANALYZE');
}

async function productListQueries(base: string, token: string, db: Client) {
  await seedCatalog(base, token, db);
  const f = (group: number, index: number, field: string, value: string, condition: string) =>
    `searchCriteria[filterGroups][${group}][filters][${index}][field]=${field}` +
    `&searchCriteria[filterGroups][${group}][filters][${index}][value]=${encodeURIComponent(value)}` +
    `&searchCriteria[filterGroups][${group}][filters][${index}][conditionType]=${condition}`;
  const page = (size: number, sort?: string, dir = 'ASC') =>
    `searchCriteria[pageSize]=${size}&searchCriteria[currentPage]=1` +
    (sort ? `&searchCriteria[sortOrders][0][field]=${sort}&searchCriteria[sortOrders][0][direction]=${dir}` : '');
  const categoryId = (await db.query(`SELECT category_id FROM catalog_category_product LIMIT 1`)).rows[0]?.category_id ?? 2;
  const queries: Record<string, string> = {
    'price range, sorted by price, 20 per page':
      `${f(0, 0, 'price', '50', 'gteq')}&${f(1, 0, 'price', '60', 'lt')}` + `&${page(20, 'price', 'DESC')}`,
    'name like, enabled only, 20 per page':
      `${f(0, 0, 'name', 'Catalogue item 4242%', 'like')}&${f(1, 0, 'status', '1', 'eq')}` + `&${page(20)}`,
    'category and visibility, sorted by name, 50 per page':
      `${f(0, 0, 'category_id', String(categoryId), 'eq')}` + `&${f(1, 0, 'visibility', '4', 'eq')}&${page(50, 'name')}`,
    'sku in list of 20': `${f(0, 0, 'sku', Array.from({ length: 20 }, (_, i) => `list-${i * 4999 + 1}`).join(','), 'in')}&${page(20)}`,
    'all products, sorted by updated_at, 100 per page': page(100, 'updated_at', 'DESC'),
  };
  const rows: Record<string, unknown>[] = [];
  for (const [label, query] of Object.entries(queries)) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < LIST_RUNS; run++) {
      const start = performance.now();
      const res = await fetch(`${base}/rest/V1/products?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { total_count?: number };
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      times.push(performance.now() - start);
      total = body.total_count ?? 0;
    }
    const sorted = [...times].sort((a, b) => a - b);
    rows.push({
      query: label,
      total_count: total,
      median_ms: round(median(times)),
      p95_ms: round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]),
    });
  }
  console.table(rows);
  return { products: LIST_PRODUCTS, runs_per_query: LIST_RUNS, queries: rows };
}
