import { Client, Pool } from 'pg';
import { median, round } from './support';

/** What one run of the raw floor measured: orders/s over its wall time, one shopper's flow, PostgreSQL's CPU per order. */
export interface RawFlowRun {
  orders_per_s: number;
  p50_ms: number;
  p99_ms: number;
  pg_cpu_ms: number;
}

/**
 * The floor under the guest flow, measured in the same run as it: the rows the four calls write
 * and the order's stock check under its SKU's lock, in hand-written SQL sent straight to PostgreSQL
 * through pg (no HTTP, no API), by as many shoppers at a time. One statement per call, and for the
 * order a transaction of four round trips (BEGIN, the lock with the stock check, the order's rows
 * with its reservation and the cart's closing, COMMIT). None of the work a store does besides:
 * no totals collection, tax, rules, validation, rates, status history or e-mail. What is left is
 * what PostgreSQL and the wire cost at the least for these writes; the flow's rate beside it says
 * how much of its time is the store's own work.
 */
export async function rawFlows(
  db: Client,
  skus: string[],
  shoppers: number,
  concurrency: number,
  runs: number,
  postgresCpu: () => number,
): Promise<RawFlowRun[]> {
  const connection = db as unknown as { host: string; port: number; user: string; database: string; password?: string };
  const pg = new Pool({
    host: connection.host,
    port: connection.port,
    user: connection.user,
    database: connection.database,
    password: connection.password,
    max: concurrency,
  });
  try {
    const tag = Date.now().toString(36);
    const results: RawFlowRun[] = [];
    // As the API's timed runs follow untimed ones, so do these: one untimed round first.
    for (let run = -1; run < runs; run++) {
      const flows: number[] = [];
      const before = postgresCpu();
      const start = performance.now();
      let next = 0;
      const shopper = async () => {
        for (let i = next++; i < shoppers; i = next++) {
          const t0 = performance.now();
          await rawFlow(pg, skus[i % skus.length], `raw-${tag}-${run + 1}-${i}`);
          flows.push(performance.now() - t0);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, shopper));
      const seconds = (performance.now() - start) / 1000;
      if (run < 0) continue;
      flows.sort((a, b) => a - b);
      results.push({
        orders_per_s: round(shoppers / seconds),
        p50_ms: round(median(flows)),
        p99_ms: round(flows[Math.min(flows.length - 1, Math.floor(flows.length * 0.99))]),
        pg_cpu_ms: round(((postgresCpu() - before) / shoppers) * 1000, 2),
      });
    }
    return results;
  } finally {
    await pg.end();
  }
}

/** The cart and its mask. */
const CREATE_CART = `WITH q AS (INSERT INTO quote (store_id, customer_is_guest) VALUES (1, true) RETURNING entity_id),
     m AS (INSERT INTO quote_id_mask (quote_id, masked_id) SELECT entity_id, md5(random()::text) FROM q)
SELECT entity_id FROM q`;

/** A line at the product's price, and the cart's counters. */
const ADD_LINE = `WITH p AS (
       SELECT e.entity_id, e.sku, d.value AS price FROM catalog_product_entity e
       JOIN catalog_product_entity_decimal d ON d.entity_id = e.entity_id AND d.store_id = 0
        AND d.attribute_id = (SELECT attribute_id FROM eav_attribute WHERE attribute_code = 'price' AND entity_type_id = 4)
       WHERE e.sku = $2),
     i AS (
       INSERT INTO quote_item (quote_id, product_id, store_id, sku, name, product_type, qty, price, base_price, row_total, base_row_total)
       SELECT $1, entity_id, 1, sku, sku, 'simple', $3, price, price, price * $3, price * $3 FROM p)
UPDATE quote SET items_count = items_count + 1, items_qty = items_qty + $3, updated_at = now() WHERE entity_id = $1`;

/** The shipping and billing addresses, and the cart's totals with a flat 5 for shipping. */
const SHIPPING = `WITH a AS (
       INSERT INTO quote_address (quote_id, address_type, firstname, lastname, street, city, postcode, country_id, telephone, email,
                                  shipping_method)
       VALUES ($1, 'shipping', 'Bench', 'Shopper', ARRAY['1 Main St'], 'Austin', '73301', 'US', '5550000000', 'bench@example.com',
               'flatrate_flatrate'),
              ($1, 'billing', 'Bench', 'Shopper', ARRAY['1 Main St'], 'Austin', '73301', 'US', '5550000000', 'bench@example.com', NULL)),
     t AS (SELECT sum(row_total) AS subtotal FROM quote_item WHERE quote_id = $1)
UPDATE quote SET subtotal = t.subtotal, base_subtotal = t.subtotal, grand_total = t.subtotal + 5, base_grand_total = t.subtotal + 5,
       updated_at = now()
FROM t WHERE entity_id = $1`;

/** The SKU's lock for the order's transaction, and what of it is salable (source quantity less reservations). */
const LOCK_AND_CHECK = `SELECT pg_advisory_xact_lock(hashtext($1)),
       (SELECT COALESCE(sum(quantity), 0) FROM inventory_source_item WHERE sku = $1 AND status = 1)
     + (SELECT COALESCE(sum(quantity), 0) FROM inventory_reservation WHERE sku = $1 AND stock_id = 1) AS salable`;

/** The order with its item, addresses, payment and reservation, and the cart closed. */
const PLACE = `WITH q AS (
       UPDATE quote SET is_active = false, reserved_order_id = $2, updated_at = now() WHERE entity_id = $1
       RETURNING subtotal, grand_total, items_qty),
     o AS (
       INSERT INTO sales_order (increment_id, store_id, state, status, quote_id, customer_email, customer_is_guest, subtotal, base_subtotal,
                                shipping_amount, grand_total, base_grand_total, total_qty_ordered, shipping_method)
       SELECT $2, 1, 'new', 'pending', $1, 'bench@example.com', true, subtotal, subtotal, 5, grand_total, grand_total, items_qty,
              'flatrate_flatrate'
       FROM q RETURNING entity_id),
     i AS (
       INSERT INTO sales_order_item (order_id, store_id, quote_item_id, product_id, sku, name, product_type, qty_ordered, price, base_price,
                                     row_total, base_row_total)
       SELECT o.entity_id, 1, qi.item_id, qi.product_id, qi.sku, qi.name, qi.product_type, qi.qty, qi.price, qi.base_price, qi.row_total,
              qi.base_row_total
       FROM o, quote_item qi WHERE qi.quote_id = $1),
     a AS (
       INSERT INTO sales_order_address (parent_id, address_type, firstname, lastname, street, city, postcode, country_id, telephone, email)
       SELECT o.entity_id, qa.address_type, qa.firstname, qa.lastname, array_to_string(qa.street, E'\n'), qa.city, qa.postcode,
              qa.country_id, qa.telephone, qa.email
       FROM o, quote_address qa WHERE qa.quote_id = $1),
     p AS (INSERT INTO sales_order_payment (parent_id, method, shipping_amount) SELECT entity_id, 'checkmo', 5 FROM o),
     r AS (
       INSERT INTO inventory_reservation (stock_id, sku, quantity, metadata)
       VALUES (1, $3, -1, json_build_object('event_type', 'order_placed', 'object_type', 'order', 'object_increment_id', $2::text)::text))
SELECT entity_id FROM o`;

/** One shopper's four calls as SQL: a cart, a line, shipping information, the order. */
async function rawFlow(pg: Pool, sku: string, incrementId: string): Promise<void> {
  // Named: prepared once per connection, as the API's statements are.
  const [{ entity_id: quoteId }] = (await pg.query({ name: 'raw_cart', text: CREATE_CART })).rows as { entity_id: number }[];
  await pg.query({ name: 'raw_line', text: ADD_LINE, values: [quoteId, sku, 1] });
  await pg.query({ name: 'raw_shipping', text: SHIPPING, values: [quoteId] });
  const client = await pg.connect();
  try {
    await client.query('BEGIN');
    const checked = await client.query({ name: 'raw_check', text: LOCK_AND_CHECK, values: [sku] });
    if (Number((checked.rows[0] as { salable: string }).salable) < 1) throw new Error(`raw flow: ${sku} is not salable`);
    await client.query({ name: 'raw_place', text: PLACE, values: [quoteId, incrementId, sku] });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
