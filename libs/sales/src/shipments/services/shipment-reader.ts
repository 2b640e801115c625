import { Injectable } from '@nestjs/common';
import { Database, echoCriteria, NoSuchEntityException, numberArray, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';

export const NO_SUCH_ENTITY = "The entity that was requested doesn't exist. Verify the entity and try again.";

type Row = Record<string, unknown>;

const HEAD = `s.entity_id, s.increment_id, s.order_id, s.store_id, s.customer_id, s.billing_address_id, s.shipping_address_id,
  s.total_qty::float8 AS total_qty, s.total_weight::float8 AS total_weight, s.email_sent, s.send_email, s.shipment_status, s.shipping_label,
  s.packages, to_char(s.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, to_char(s.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at,
  src.source_code`;
const FROM = `sales_shipment s LEFT JOIN inventory_shipment_source src ON src.shipment_id = s.entity_id`;

/** ShipmentRepositoryInterface get/getList and ShipmentManagementInterface getCommentsList/getLabel: Magento's ShipmentInterface JSON. */
@Injectable()
export class ShipmentReader {
  constructor(private readonly ds: Database) {}

  async get(id: number): Promise<Row> {
    const [head]: Row[] = await this.ds.query(`SELECT ${HEAD} FROM ${FROM} WHERE s.entity_id = $1`, [id]);
    if (!head) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return (await this.render([head]))[0];
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<Row>> {
    const { rows, total } = await runSearch<Row>(this.ds, criteria, {
      select: HEAD,
      from: FROM,
      fields: {
        entity_id: { sql: 's.entity_id', type: 'int' },
        increment_id: { sql: 's.increment_id', type: 'text' },
        order_id: { sql: 's.order_id', type: 'int' },
        store_id: { sql: 's.store_id', type: 'int' },
        customer_id: { sql: 's.customer_id', type: 'int' },
        total_qty: { sql: 's.total_qty', type: 'numeric' },
        email_sent: { sql: 's.email_sent', type: 'bool' },
        shipment_status: { sql: 's.shipment_status', type: 'int' },
        created_at: { sql: 's.created_at', type: 'timestamp' },
        updated_at: { sql: 's.updated_at', type: 'timestamp' },
      },
      defaultOrder: 's.entity_id ASC',
    });
    return { items: await this.render(rows), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** The shipment's comments (ShipmentCommentSearchResultInterface). */
  async comments(id: number): Promise<{ items: Row[]; total_count: number }> {
    await this.requireShipment(id);
    const items = (await this.children('sales_shipment_comment', COMMENT, [id])).map(clean);
    return { items, total_count: items.length };
  }

  /** The shipping label, base64 as stored; an empty string when there is none. */
  async label(id: number): Promise<string> {
    const [row]: { shipping_label: string | null }[] = await this.ds.query(
      `SELECT shipping_label FROM sales_shipment WHERE entity_id = $1`,
      [id],
    );
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return row.shipping_label ?? '';
  }

  async requireShipment(id: number): Promise<{ entity_id: number; order_id: number; increment_id: string; store_id: number | null }> {
    const [row] = await this.ds.query(`SELECT entity_id, order_id, increment_id, store_id FROM sales_shipment WHERE entity_id = $1`, [id]);
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return row;
  }

  async track(id: number): Promise<Row> {
    const [row]: Row[] = await this.ds.query(`SELECT ${TRACK} FROM sales_shipment_track WHERE entity_id = $1`, [id]);
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return clean(row);
  }

  async comment(id: number): Promise<Row> {
    const [row]: Row[] = await this.ds.query(`SELECT ${COMMENT} FROM sales_shipment_comment WHERE entity_id = $1`, [id]);
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return clean(row);
  }

  /** Items, tracks and comments of the shipments: one statement each, whatever the page size. */
  private async render(heads: Row[]): Promise<Row[]> {
    if (!heads.length) return [];
    const ids = heads.map((h) => h.entity_id as number);
    const [items, tracks, comments] = await Promise.all([
      this.children('sales_shipment_item', ITEM, ids),
      this.children('sales_shipment_track', TRACK, ids),
      this.children('sales_shipment_comment', COMMENT, ids),
    ]);
    const group = (rows: Row[]) => {
      const m = new Map<number, Row[]>();
      for (const r of rows) m.set(r.parent_id as number, [...(m.get(r.parent_id as number) ?? []), clean(r)]);
      return m;
    };
    const [byItems, byTracks, byComments] = [group(items), group(tracks), group(comments)];
    return heads.map((h) => {
      const { source_code, packages, email_sent, send_email, ...rest } = h;
      const out = clean({
        ...rest,
        email_sent: email_sent === null ? null : email_sent ? 1 : 0,
        send_email: send_email === null ? null : send_email ? 1 : 0,
      });
      const id = h.entity_id as number;
      out.packages = packages ?? [];
      out.items = byItems.get(id) ?? [];
      out.tracks = byTracks.get(id) ?? [];
      out.comments = byComments.get(id) ?? [];
      out.extension_attributes = source_code ? { source_code } : {};
      return out;
    });
  }

  private children(table: string, columns: string, ids: number[]): Promise<Row[]> {
    return this.ds.query(`SELECT ${columns} FROM ${table} WHERE parent_id = ANY($1::int[]) ORDER BY entity_id`, [numberArray(ids)]);
  }
}

const ITEM = `entity_id, parent_id, order_item_id, product_id, sku, name, description, price::float8 AS price,
  row_total::float8 AS row_total, weight::float8 AS weight, qty::float8 AS qty, additional_data`;
const TRACK = `entity_id, parent_id, order_id, track_number, title, carrier_code, description, weight::float8 AS weight, qty::float8 AS qty,
  to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at`;
const COMMENT = `entity_id, parent_id, comment, is_customer_notified, is_visible_on_front,
  to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at`;

/** Magento's REST output leaves null properties out. */
function clean(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) if (v !== null && v !== undefined) out[k] = v;
  return out;
}
