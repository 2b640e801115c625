import { Injectable } from '@nestjs/common';
import { Database, TableColumns } from '@mercato/platform';
import { OrderRecord } from './order-record';

/**
 * A write that belongs with a new order (its reservations, its adjustments), run in the order's own
 * statement as a data-modifying CTE: one round trip instead of one each. Given the SQL expression
 * of the new order's id and `bind` (adds a parameter, answers its placeholder), it answers an
 * INSERT, or null when it has nothing to write.
 */
export type OrderWritePart = (orderId: string, bind: (value: unknown) => string) => string | null;

/** Columns the writer sets itself (ids and links), never taken from a record. */
const OWN = new Set(['entity_id', 'item_id', 'order_id', 'parent_id', 'billing_address_id', 'shipping_address_id', 'gift_message_id']);
/** The most statement shapes kept (`OrderWriter.statement`). */
const MAX_SHAPES = 100;

/**
 * Writes a new order with its items, addresses, payment, history and gift message link in ONE
 * statement whatever the number of items: data-modifying CTEs fed by jsonb records, with the
 * order and address ids drawn up front so the order row can point at its addresses. `parts` join
 * the same statement.
 */
@Injectable()
export class OrderWriter {
  /** Built statements by shape (`statement`). */
  private readonly statements = new Map<string, string>();

  constructor(
    private readonly ds: Database,
    private readonly columns: TableColumns,
  ) {}

  /**
   * `commit`: the insert is the last statement of the caller's transaction and carries its COMMIT
   * (`Database.queryAndCommit`; in a savepoint it runs as any statement).
   */
  async insert(record: OrderRecord, parts: readonly OrderWritePart[] = [], options: { commit?: boolean } = {}): Promise<number> {
    const addresses = [{ ...record.billingAddress, address_type: 'billing' }];
    if (record.shippingAddress) addresses.push({ ...record.shippingAddress, address_type: 'shipping' });
    // The records go as they are: the statement converts the listed columns only (never the ids
    // and links it sets itself, nor a key that names no column), and reads a key a record lacks (or
    // holds undefined, which JSON drops) as NULL.
    const o = this.columnsOf('sales_order', [record.order]);
    // parent_item_id is set by the statement: from `_parent` (a new parent line's position) or as given.
    const i = this.columnsOf('sales_order_item', record.items, 'parent_item_id');
    const a = this.columnsOf('sales_order_address', addresses);
    const p = this.columnsOf('sales_order_payment', [record.payment]);
    const h = this.columnsOf('sales_order_status_history', record.histories);
    const params: unknown[] = [
      JSON.stringify(record.order),
      JSON.stringify(record.items),
      JSON.stringify(addresses),
      JSON.stringify([record.payment]),
      JSON.stringify(record.histories),
      record.giftMessageId,
      !!record.shippingAddress,
      record.items.length,
    ];
    const bind = (value: unknown) => `$${params.push(value)}`;
    const partsSql = parts
      .map((part) => part('(SELECT order_id FROM ids)', bind))
      .flatMap((sql, n) => (sql === null ? [] : [`,\n       part_${n} AS (${sql})`]))
      .join('');
    const sql = this.statement(o, i, a, p, h, partsSql);
    const [row]: { order_id: number }[] = options.commit ? await this.ds.queryAndCommit(sql, params) : await this.ds.query(sql, params);
    return row.order_id;
  }

  /**
   * The statement for these columns and parts, built once per shape: orders of one code path list
   * the same columns, and a text built afresh is hashed whole (over ten kilobytes) by the
   * prepared-statement lookup on every order.
   */
  private statement(o: string[], i: string[], a: string[], p: string[], h: string[], partsSql: string): string {
    const key = `${o.join()}|${i.join()}|${a.join()}|${p.join()}|${h.join()}|${partsSql}`;
    let sql = this.statements.get(key);
    if (sql === undefined) {
      // Shapes are few; a flood of new ones (columns added at run time) starts the memo afresh.
      if (this.statements.size >= MAX_SHAPES) this.statements.clear();
      sql = this.build(o, i, a, p, h, partsSql);
      this.statements.set(key, sql);
    }
    return sql;
  }

  private build(o: string[], i: string[], a: string[], p: string[], h: string[], partsSql: string): string {
    return `WITH ids AS MATERIALIZED (
         SELECT nextval(pg_get_serial_sequence('sales_order', 'entity_id'))::int AS order_id,
                nextval(pg_get_serial_sequence('sales_order_address', 'entity_id'))::int AS billing_id,
                CASE WHEN $7::boolean THEN nextval(pg_get_serial_sequence('sales_order_address', 'entity_id'))::int END AS shipping_id
       ),
       o AS (
         INSERT INTO sales_order (entity_id, billing_address_id, shipping_address_id, gift_message_id${list(o, '')})
         SELECT ids.order_id, ids.billing_id, ids.shipping_id, $6::int${list(o, 'r.')}
         FROM ids, jsonb_to_record($1::jsonb) AS r(${this.definition('sales_order', o)})
       ),
       item_ids AS MATERIALIZED (
         SELECT n, nextval(pg_get_serial_sequence('sales_order_item', 'item_id'))::int AS item_id FROM generate_series(1, $8::int) n
       ),
       i AS (
         INSERT INTO sales_order_item (item_id, order_id, parent_item_id${list(i, '')})
         SELECT (SELECT x.item_id FROM item_ids x WHERE x.n = e.n), ids.order_id,
                COALESCE((SELECT x.item_id FROM item_ids x WHERE x.n = (e.j->>'_parent')::int),
                (e.j->>'parent_item_id')::int)${list(i, 'r.')}
         FROM ids, jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(j, n),
              LATERAL jsonb_to_record(e.j) AS r(${this.definition('sales_order_item', i)})
       ),
       a AS (
         INSERT INTO sales_order_address (entity_id, parent_id${list(a, '')})
         SELECT CASE r.address_type WHEN 'billing' THEN ids.billing_id ELSE ids.shipping_id END, ids.order_id${list(a, 'r.')}
         FROM ids, jsonb_array_elements($3::jsonb) AS e(j), LATERAL jsonb_to_record(e.j) AS r(${this.definition('sales_order_address', a)})
       ),
       p AS (
         INSERT INTO sales_order_payment (parent_id${list(p, '')})
         SELECT ids.order_id${list(p, 'r.')}
         FROM ids, jsonb_array_elements($4::jsonb) AS e(j), LATERAL jsonb_to_record(e.j) AS r(${this.definition('sales_order_payment', p)})
       ),
       h AS (
         INSERT INTO sales_order_status_history (parent_id${list(h, '')})
         SELECT ids.order_id${list(h, 'r.')}
         FROM ids, jsonb_array_elements($5::jsonb) AS e(j),
              LATERAL jsonb_to_record(e.j) AS r(${this.definition('sales_order_status_history', h)})
       )${partsSql}
       SELECT order_id FROM ids`;
  }

  /**
   * The record's columns with their types, for jsonb_to_record: only the keys listed are converted,
   * so a value given for a column the writer sets itself is never read and cannot fail the statement
   * (an id out of its column's range, say). A table none of whose columns is given (no rows) still
   * needs a list.
   */
  private definition(table: string, cols: string[]): string {
    return cols.length ? this.columns.recordDefinition(table, cols) : '"_" text';
  }

  /**
   * The columns of `table` that any of the rows has a property for, but the ids and links the
   * writer sets itself (and `setHere`); the others keep their defaults. A property that is present
   * but undefined still lists its column, which then gets NULL.
   */
  private columnsOf(table: string, rows: readonly object[], setHere?: string): string[] {
    const known = this.columns.of(table);
    const cols: string[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      for (const c in row) {
        if (seen.has(c)) continue;
        seen.add(c);
        if (known.has(c) && !OWN.has(c) && c !== setHere) cols.push(c);
      }
    }
    return cols;
  }
}

function list(cols: string[], prefix: string): string {
  return cols.map((c) => `, ${prefix}"${c}"`).join('');
}
