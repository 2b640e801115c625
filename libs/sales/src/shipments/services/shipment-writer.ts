import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';

export interface NewShipmentItem {
  order_item_id: number | null;
  product_id: number | null;
  sku: string | null;
  name: string | null;
  description?: string | null;
  price: number | null;
  row_total?: number | null;
  weight: number | null;
  qty: number;
  additional_data?: string | null;
}

export interface NewShipmentTrack {
  track_number: string | null;
  title: string | null;
  carrier_code: string | null;
  description?: string | null;
  weight?: number | null;
  qty?: number | null;
}

export interface NewShipmentComment {
  comment: string | null;
  is_customer_notified: number | null;
  is_visible_on_front: number;
}

export interface NewShipment {
  incrementId: string;
  orderId: number;
  storeId: number | null;
  customerId: number | null;
  billingAddressId: number | null;
  shippingAddressId: number | null;
  totalQty: number | null;
  totalWeight?: number | null;
  shipmentStatus?: number | null;
  shippingLabel?: string | null;
  packages: unknown;
  sourceCode: string;
  items: NewShipmentItem[];
  tracks: NewShipmentTrack[];
  comments: NewShipmentComment[];
}

/** Writes a new shipment document with its items, tracks, comments and source: one statement per table. */
@Injectable()
export class ShipmentWriter {
  constructor(private readonly ds: Database) {}

  async insert(s: NewShipment): Promise<number> {
    const [{ entity_id }]: { entity_id: number }[] = await this.ds.query(
      `INSERT INTO sales_shipment (increment_id, order_id, store_id, customer_id, billing_address_id, shipping_address_id, total_qty,
         total_weight, shipment_status, shipping_label, packages)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING entity_id`,
      [
        s.incrementId,
        s.orderId,
        s.storeId,
        s.customerId,
        s.billingAddressId,
        s.shippingAddressId,
        s.totalQty,
        s.totalWeight ?? null,
        s.shipmentStatus ?? null,
        s.shippingLabel ?? null,
        s.packages === undefined || s.packages === null ? null : JSON.stringify(s.packages),
      ],
    );
    await this.ds.query(`INSERT INTO inventory_shipment_source (shipment_id, source_code) VALUES ($1, $2)`, [entity_id, s.sourceCode]);
    if (s.items.length) {
      const it = s.items;
      await this.ds.query(
        `INSERT INTO sales_shipment_item (parent_id, order_item_id, product_id, sku, name, description, price, row_total, weight, qty,
           additional_data)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[],
           $10::numeric[], $11::text[])`,
        [
          entity_id,
          numberArray(it.map((i) => i.order_item_id)),
          numberArray(it.map((i) => i.product_id)),
          textArray(it.map((i) => i.sku)),
          textArray(it.map((i) => i.name)),
          textArray(it.map((i) => i.description ?? null)),
          numberArray(it.map((i) => i.price)),
          numberArray(it.map((i) => i.row_total ?? null)),
          numberArray(it.map((i) => i.weight)),
          numberArray(it.map((i) => i.qty)),
          textArray(it.map((i) => i.additional_data ?? null)),
        ],
      );
    }
    await this.addTracks(entity_id, s.orderId, s.tracks);
    await this.addComments(entity_id, s.comments);
    return entity_id;
  }

  async addTracks(shipmentId: number, orderId: number, tracks: NewShipmentTrack[]): Promise<{ entity_id: number }[]> {
    if (!tracks.length) return [];
    return this.ds.query(
      `INSERT INTO sales_shipment_track (parent_id, order_id, track_number, title, carrier_code, description, weight, qty)
       SELECT $1, $2, * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[]) RETURNING entity_id`,
      [
        shipmentId,
        orderId,
        textArray(tracks.map((t) => t.track_number)),
        textArray(tracks.map((t) => t.title)),
        textArray(tracks.map((t) => t.carrier_code)),
        textArray(tracks.map((t) => t.description ?? null)),
        numberArray(tracks.map((t) => t.weight ?? null)),
        numberArray(tracks.map((t) => t.qty ?? null)),
      ],
    );
  }

  async addComments(shipmentId: number, comments: NewShipmentComment[]): Promise<{ entity_id: number }[]> {
    if (!comments.length) return [];
    return this.ds.query(
      `INSERT INTO sales_shipment_comment (parent_id, comment, is_customer_notified, is_visible_on_front)
       SELECT $1, * FROM unnest($2::text[], $3::int[], $4::smallint[]) RETURNING entity_id`,
      [
        shipmentId,
        textArray(comments.map((c) => c.comment)),
        numberArray(comments.map((c) => c.is_customer_notified)),
        numberArray(comments.map((c) => c.is_visible_on_front)),
      ],
    );
  }
}
