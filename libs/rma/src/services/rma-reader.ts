import { Injectable } from '@nestjs/common';
import { Database, echoCriteria, NoSuchEntityException, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';

type Row = Record<string, unknown>;

export const NO_SUCH_RMA = 'No such entity with %fieldName = %fieldValue';

/** Reads returns (RmaInterface) with their items, comments and tracks: one statement per table per batch. */
@Injectable()
export class RmaReader {
  constructor(private readonly ds: Database) {}

  async get(id: number): Promise<Row> {
    const [rma] = await this.load([id]);
    if (!rma) throw NoSuchEntityException.singleField('id', id);
    return rma;
  }

  async search(criteria: SearchCriteria): Promise<SearchResults<Row>> {
    const int = (sql: string) => ({ sql, type: 'int' as const });
    const text = (sql: string) => ({ sql, type: 'text' as const });
    const { rows, total } = await runSearch<{ entity_id: number }>(this.ds, criteria, {
      select: 'r.entity_id',
      from: 'magento_rma r',
      fields: {
        entity_id: int('r.entity_id'),
        order_id: int('r.order_id'),
        order_increment_id: text('r.order_increment_id'),
        increment_id: text('r.increment_id'),
        store_id: int('r.store_id'),
        customer_id: int('r.customer_id'),
        customer_custom_email: text('r.customer_custom_email'),
        status: text('r.status'),
        date_requested: { sql: 'r.date_requested', type: 'timestamp' },
      },
      defaultOrder: 'r.entity_id ASC',
    });
    return { items: await this.load(rows.map((r) => r.entity_id)), search_criteria: echoCriteria(criteria), total_count: total };
  }

  async comments(id: number): Promise<Row[]> {
    await this.get(id);
    return this.ds.query(
      `SELECT entity_id, rma_entity_id, comment, is_customer_notified, is_visible_on_front, status,
         to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, is_admin
       FROM magento_rma_status_history WHERE rma_entity_id = ANY($1::int[]) ORDER BY entity_id`,
      [[id]],
    );
  }

  async tracks(ids: number[]): Promise<Row[]> {
    return this.ds.query(
      `SELECT entity_id, rma_entity_id, track_number, carrier_title, carrier_code
       FROM magento_rma_shipping_label WHERE rma_entity_id = ANY($1::int[]) ORDER BY entity_id`,
      [ids],
    );
  }

  async load(ids: number[]): Promise<Row[]> {
    if (!ids.length) return [];
    // Sequential: inside a transaction the statements share one connection.
    const rmas: Row[] = await this.ds.query(
      `SELECT entity_id, order_id, order_increment_id, store_id, customer_id,
           to_char(date_requested, 'YYYY-MM-DD HH24:MI:SS') AS date_requested, customer_custom_email, status, increment_id
         FROM magento_rma WHERE entity_id = ANY($1::int[])`,
      [ids],
    );
    const items: Row[] = await this.ds.query(
      `SELECT entity_id, rma_entity_id, order_item_id, qty_requested::float8 AS qty_requested, qty_authorized::float8 AS qty_authorized,
           qty_approved::float8 AS qty_approved, qty_returned::float8 AS qty_returned, reason, condition, resolution, status
         FROM magento_rma_item_entity WHERE rma_entity_id = ANY($1::int[]) ORDER BY entity_id`,
      [ids],
    );
    const comments: Row[] = await this.ds.query(
      `SELECT entity_id, rma_entity_id, comment, is_customer_notified, is_visible_on_front, status,
           to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, is_admin
         FROM magento_rma_status_history WHERE rma_entity_id = ANY($1::int[]) ORDER BY entity_id`,
      [ids],
    );
    const tracks = await this.tracks(ids);
    const byRma = (list: Row[], id: unknown) => list.filter((r) => r.rma_entity_id === id).map(withoutNulls);
    const byId = new Map(rmas.map((r) => [r.entity_id as number, r]));
    return ids
      .filter((id) => byId.has(id))
      .map((id) => {
        const r = byId.get(id)!;
        return { ...withoutNulls(r), items: byRma(items, id), comments: byRma(comments, id), tracks: byRma(tracks, id) };
      });
  }
}

/** Magento leaves unset fields out of the answer. */
export function withoutNulls(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (v !== null) out[k] = v;
  return out;
}
