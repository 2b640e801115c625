import { Client } from 'pg';
import { benchAmqpUrl, startConsumerProcess } from './async.bench';
import { median, post, round, startApi, writeResult } from './support';

const BULK_PRODUCTS = 10_000;
const LIST_PRODUCTS = 100_000;
const LIST_RUNS = 15;

/**
 * Issue 9's catalogue figures.
 * (a) A bulk of 10,000 product creates (`POST /async/bulk/V1/products`) and then 10,000 updates of
 *     the same products (`PUT /async/bulk/V1/products/bySku`), each acknowledged and drained by one
 *     consumer on RabbitMQ: ack latency, drain time, products per second.
 * (b) `GET /V1/products` with filters, sorting and paging over 100,000 products: median and p95
 *     latency of each query shape.
 */
export async function benchCatalog(databaseUrl: string, db: Client, mode: string, amqpBase: string): Promise<void> {
  const amqpUrl = benchAmqpUrl(amqpBase);
  const api = await startApi(databaseUrl, { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-pass-1', AMQP_URL: amqpUrl! });
  try {
    const token = (await post(api.base, '/rest/V1/integration/admin/token', '', { username: 'bench', password: 'bench-pass-1' }))
      .body as string;
    const bulk = await bulkProductWrites(api.base, token, databaseUrl, amqpUrl, db);
    const list = await productListQueries(api.base, token, db);
    writeResult('catalog', { when: new Date().toISOString(), mode, transport: 'rabbitmq', bulk, list });
  } finally {
    await api.stop();
  }
}

async function bulkProductWrites(base: string, token: string, databaseUrl: string, amqpUrl: string | null, db: Client) {
  const skus = Array.from({ length: BULK_PRODUCTS }, (_, i) => `bench-bulk-${i}`);
  const consumer = startConsumerProcess(databaseUrl, amqpUrl);
  await new Promise((r) => setTimeout(r, 3000));
  const rows: Record<string, unknown>[] = [];
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

/** Accepts one bulk and waits until its last operation is done; every operation must succeed. */
async function drain(base: string, token: string, db: Client, method: string, path: string, body: unknown[], label: string) {
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
