import { Injectable } from '@nestjs/common';
import { Database, InputException, NoSuchEntityException } from '@mercato/platform';
import { RmaCommentData, RmaData, RmaItemData, RmaTrackData } from '../dto/rma.input';
import { RmaAttributesManagement, SELECT_ATTRIBUTES } from './rma-attributes';
import { RmaReader } from './rma-reader';
import { assertItemStatus, statusByItems } from './rma-status';

interface OrderRow {
  entity_id: number;
  increment_id: string;
  store_id: number | null;
  customer_id: number | null;
}
interface OrderItemRow {
  item_id: number;
  name: string | null;
  returnable: number;
}
interface StoredItem {
  entity_id: number;
  order_item_id: number;
  qty_requested: number;
  status: string;
}

/** Item statuses whose requested quantity no longer counts as being returned. */
const NOT_RETURNING = ['denied', 'rejected'];

/**
 * Magento\Rma\Api\RmaManagementInterface::saveRma and RmaRepositoryInterface::save/delete:
 * validates a return against its order (items of the order, quantity within what was shipped and
 * is not already being returned, attribute options, statuses) before writing anything, then
 * writes the return, items, comments and tracks in one transaction; the return's status is
 * derived from its items'.
 */
@Injectable()
export class RmaWriter {
  constructor(
    private readonly ds: Database,
    private readonly reader: RmaReader,
    private readonly attributes: RmaAttributesManagement,
  ) {}

  async save(data: RmaData, pathId?: number): Promise<Record<string, unknown>> {
    const id = pathId ?? data.entity_id;
    const existing = id ? await this.reader.get(id) : null;
    const orderId = existing ? (existing.order_id as number) : data.order_id;
    if (!orderId) throw InputException.requiredField('order_id');
    const [order]: OrderRow[] = await this.ds.query(
      `SELECT entity_id, increment_id, store_id, customer_id FROM sales_order WHERE entity_id = $1`,
      [orderId],
    );
    if (!order) throw new NoSuchEntityException("The entity that was requested doesn't exist. Verify the entity and try again.");
    const stored: StoredItem[] = existing ? (existing.items as StoredItem[]) : [];
    const items = data.items ?? [];
    if (!existing && !items.length) throw InputException.requiredField('items');
    await this.validateItems(order, items, stored, existing ? (existing.entity_id as number) : null);

    const rmaId = await this.ds.transaction(async () => {
      const rmaEntityId = existing ? (existing.entity_id as number) : await this.insertRma(order, data);
      if (existing && data.customer_custom_email !== undefined) {
        await this.ds.query(`UPDATE magento_rma SET customer_custom_email = $2 WHERE entity_id = $1`, [
          rmaEntityId,
          data.customer_custom_email,
        ]);
      }
      await this.writeItems(rmaEntityId, items);
      await this.insertComments(rmaEntityId, data.comments ?? []);
      await this.insertTracks(rmaEntityId, data.tracks ?? [], null);
      const statuses: { status: string }[] = await this.ds.query(`SELECT status FROM magento_rma_item_entity WHERE rma_entity_id = $1`, [
        rmaEntityId,
      ]);
      await this.ds.query(`UPDATE magento_rma SET status = $2 WHERE entity_id = $1`, [
        rmaEntityId,
        statusByItems(statuses.map((s) => s.status)),
      ]);
      return rmaEntityId;
    });
    return this.reader.get(rmaId);
  }

  async delete(id: number): Promise<boolean> {
    await this.reader.get(id);
    await this.ds.transaction(async () => {
      for (const table of ['magento_rma_item_entity', 'magento_rma_status_history', 'magento_rma_shipping_label']) {
        await this.ds.query(`DELETE FROM ${table} WHERE rma_entity_id = $1`, [id]);
      }
      await this.ds.query(`DELETE FROM magento_rma WHERE entity_id = $1`, [id]);
    });
    return true;
  }

  async insertComments(rmaId: number, comments: RmaCommentData[]): Promise<void> {
    if (!comments.length) return;
    for (const c of comments) if (!c.comment) throw InputException.requiredField('comment');
    await this.ds.query(
      `INSERT INTO magento_rma_status_history (rma_entity_id, comment, is_customer_notified, is_visible_on_front, status, is_admin)
       SELECT $1, c, n, v, s, a FROM unnest($2::text[], $3::bool[], $4::bool[], $5::text[], $6::bool[]) AS t(c, n, v, s, a)`,
      [
        rmaId,
        comments.map((c) => c.comment),
        comments.map((c) => !!c.is_customer_notified),
        comments.map((c) => !!c.is_visible_on_front),
        comments.map((c) => c.status ?? null),
        comments.map((c) => c.is_admin ?? true),
      ],
    );
  }

  /** Tracks with their label content (base64), when the caller supplies one. */
  async insertTracks(rmaId: number, tracks: RmaTrackData[], label: string | null): Promise<number[]> {
    if (!tracks.length) return [];
    for (const t of tracks) {
      if (!t.track_number) throw InputException.requiredField('track_number');
      if (!t.carrier_code) throw InputException.requiredField('carrier_code');
    }
    const rows: { entity_id: number }[] = await this.ds.query(
      `INSERT INTO magento_rma_shipping_label (rma_entity_id, track_number, carrier_title, carrier_code, shipping_label, is_admin)
       SELECT $1, n, t, c, $5, true FROM unnest($2::text[], $3::text[], $4::text[]) AS x(n, t, c) RETURNING entity_id`,
      [rmaId, tracks.map((t) => t.track_number), tracks.map((t) => t.carrier_title ?? null), tracks.map((t) => t.carrier_code), label],
    );
    return rows.map((r) => r.entity_id);
  }

  private async insertRma(order: OrderRow, data: RmaData): Promise<number> {
    const [row]: { entity_id: number }[] = await this.ds.query(
      `INSERT INTO magento_rma (order_id, order_increment_id, store_id, customer_id, customer_custom_email)
       VALUES ($1, $2, $3, $4, $5) RETURNING entity_id`,
      [order.entity_id, order.increment_id, data.store_id ?? order.store_id, order.customer_id, data.customer_custom_email ?? null],
    );
    // Magento's sales sequence format: nine digits.
    await this.ds.query(`UPDATE magento_rma SET increment_id = lpad(entity_id::text, 9, '0') WHERE entity_id = $1`, [row.entity_id]);
    return row.entity_id;
  }

  /** New items (no entity_id) are inserted; sent items with an entity_id update that item. One statement each. */
  private async writeItems(rmaId: number, items: RmaItemData[]): Promise<void> {
    const fresh = items.filter((i) => !i.entity_id);
    const updates = items.filter((i) => i.entity_id);
    const col = (list: RmaItemData[], k: keyof RmaItemData) => list.map((i) => (i[k] === undefined ? null : i[k]));
    if (fresh.length) {
      await this.ds.query(
        `INSERT INTO magento_rma_item_entity (rma_entity_id, order_item_id, qty_requested, qty_authorized, qty_approved, qty_returned,
           reason, condition, resolution, status)
         SELECT $1, oi, qr, qa, qp, qt, re, co, rs, COALESCE(st, 'pending')
         FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::text[], $8::text[], $9::text[], $10::text[])
           AS t(oi, qr, qa, qp, qt, re, co, rs, st)`,
        [
          rmaId,
          col(fresh, 'order_item_id'),
          col(fresh, 'qty_requested'),
          col(fresh, 'qty_authorized'),
          col(fresh, 'qty_approved'),
          col(fresh, 'qty_returned'),
          col(fresh, 'reason'),
          col(fresh, 'condition'),
          col(fresh, 'resolution'),
          col(fresh, 'status'),
        ],
      );
    }
    if (updates.length) {
      await this.ds.query(
        `UPDATE magento_rma_item_entity i SET qty_requested = COALESCE(t.qr, i.qty_requested),
           qty_authorized = COALESCE(t.qa, i.qty_authorized),
           qty_approved = COALESCE(t.qp, i.qty_approved), qty_returned = COALESCE(t.qt, i.qty_returned), reason = COALESCE(t.re, i.reason),
           condition = COALESCE(t.co, i.condition), resolution = COALESCE(t.rs, i.resolution), status = COALESCE(t.st, i.status)
         FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::text[], $8::text[], $9::text[], $10::text[])
           AS t(id, qr, qa, qp, qt, re, co, rs, st)
         WHERE i.entity_id = t.id AND i.rma_entity_id = $1`,
        [
          rmaId,
          col(updates, 'entity_id'),
          col(updates, 'qty_requested'),
          col(updates, 'qty_authorized'),
          col(updates, 'qty_approved'),
          col(updates, 'qty_returned'),
          col(updates, 'reason'),
          col(updates, 'condition'),
          col(updates, 'resolution'),
          col(updates, 'status'),
        ],
      );
    }
  }

  private async validateItems(order: OrderRow, items: RmaItemData[], stored: StoredItem[], rmaId: number | null): Promise<void> {
    if (!items.length) return;
    // Returnable = shipped minus what other returns (and this one's other items) already claim.
    const orderItems: OrderItemRow[] = await this.ds.query(
      `SELECT oi.item_id, oi.name, (oi.qty_shipped - COALESCE((
           SELECT sum(ri.qty_requested) FROM magento_rma_item_entity ri JOIN magento_rma r ON r.entity_id = ri.rma_entity_id
           WHERE ri.order_item_id = oi.item_id AND ri.status <> ALL($3::text[]) AND r.entity_id IS DISTINCT FROM $2),
           0))::float8 AS returnable
       FROM sales_order_item oi WHERE oi.order_id = $1`,
      [order.entity_id, rmaId, NOT_RETURNING],
    );
    const byId = new Map(orderItems.map((i) => [i.item_id, i]));
    const options = await this.attributes.optionIds();
    const claimed = new Map<number, number>();
    for (const s of stored) {
      if (!NOT_RETURNING.includes(s.status)) claimed.set(s.order_item_id, (claimed.get(s.order_item_id) ?? 0) + s.qty_requested);
    }
    for (const item of items) {
      const current = item.entity_id ? stored.find((s) => s.entity_id === item.entity_id) : undefined;
      if (item.entity_id && !current) throw NoSuchEntityException.singleField('entity_id', item.entity_id);
      const orderItemId = current?.order_item_id ?? item.order_item_id;
      if (!orderItemId) throw InputException.requiredField('order_item_id');
      const orderItem = byId.get(orderItemId);
      if (!orderItem || (current && item.order_item_id !== undefined && item.order_item_id !== current.order_item_id)) {
        throw new InputException('The order item with ID "%1" doesn\'t belong to order "%2".', { 1: orderItemId, 2: order.increment_id });
      }
      if (item.status !== undefined) assertItemStatus(item.status);
      for (const code of SELECT_ATTRIBUTES) {
        const value = item[code];
        if (value !== undefined && value !== '' && !options.get(code)!.has(String(value)))
          throw InputException.invalidFieldValue(code, value);
      }
      const requested = item.qty_requested ?? current?.qty_requested;
      if (requested === undefined) throw InputException.requiredField('qty_requested');
      if (!(requested > 0)) throw InputException.invalidFieldValue('qty_requested', requested);
      // This return's own stored claim for the line is replaced by what is sent now.
      const ownOther = (claimed.get(orderItemId) ?? 0) - (current && !NOT_RETURNING.includes(current.status) ? current.qty_requested : 0);
      claimed.set(orderItemId, ownOther + requested);
      if (ownOther + requested > orderItem.returnable) {
        throw new InputException('A quantity of %1 is greater than you can return.', { 1: orderItem.name ?? String(orderItemId) });
      }
      for (const [qty, limit] of [
        ['qty_authorized', requested],
        ['qty_returned', item.qty_authorized ?? requested],
        ['qty_approved', item.qty_returned ?? requested],
      ] as const) {
        const v = item[qty];
        if (v !== undefined && (v < 0 || v > limit)) throw InputException.invalidFieldValue(qty, v);
      }
    }
  }
}
