import { Injectable, Logger } from '@nestjs/common';
import { CouldNotSaveException, Database, InputException, NoSuchEntityException } from '@mercato/platform';
import { SourceDeduction } from '@mercato/inventory';
import { ShipmentCommentData, ShipmentData, ShipmentTrackData } from '../dto/shipment.input';
import { DocumentNumbers } from '../../documents/document-numbers';
import { ShipmentNotifier } from './shipment-notifier';
import { NO_SUCH_ENTITY, ShipmentReader } from './shipment-reader';
import { ShipmentWriter } from './shipment-writer';

/**
 * The shipment repositories (ShipmentRepositoryInterface::save, ShipmentCommentRepositoryInterface,
 * ShipmentTrackRepositoryInterface) and ShipmentManagementInterface::notify: documents persisted as
 * given, without /ship's business validation. A new shipment still leaves its source (MSI deducts
 * for any new shipment); the order's quantities are not touched, as in Magento.
 */
@Injectable()
export class ShipmentRepository {
  private readonly log = new Logger('ShipmentRepository');

  constructor(
    private readonly ds: Database,
    private readonly reader: ShipmentReader,
    private readonly writer: ShipmentWriter,
    private readonly numbers: DocumentNumbers,
    private readonly deduction: SourceDeduction,
    private readonly notifier: ShipmentNotifier,
  ) {}

  async save(entity: ShipmentData): Promise<Record<string, unknown>> {
    const id = entity.entity_id ? await this.update(entity) : await this.create(entity);
    return this.reader.get(id);
  }

  private async create(e: ShipmentData): Promise<number> {
    const [order]: {
      entity_id: number;
      increment_id: string;
      store_id: number | null;
      customer_id: number | null;
      billing_address_id: number | null;
      shipping_address_id: number | null;
    }[] = e.order_id
      ? await this.ds.query(
          `SELECT entity_id, increment_id, store_id, customer_id, billing_address_id, shipping_address_id FROM sales_order
           WHERE entity_id = $1`,
          [e.order_id],
        )
      : [];
    if (!order) throw new CouldNotSaveException("The shipment couldn't be saved.");
    const storeId = e.store_id ?? order.store_id;
    // Without a given number one is taken last (`assign` below), so a refused save never uses one up.
    const incrementId = e.increment_id ?? this.numbers.provisional();
    return this.ds.transaction(async () => {
      const given = e.items ?? [];
      // Items name their order line; what they leave out is taken from it.
      const orderItems: {
        item_id: number;
        sku: string;
        name: string | null;
        product_id: number | null;
        product_type: string | null;
        price: number;
        weight: number | null;
      }[] = await this.ds.query(
        `SELECT item_id, sku, name, product_id, product_type, price::float8 AS price, weight::float8 AS weight FROM sales_order_item
         WHERE order_id = $1`,
        [order.entity_id],
      );
      const byId = new Map(orderItems.map((i) => [i.item_id, i]));
      const items = given.map((g) => {
        const o = g.order_item_id !== undefined ? byId.get(g.order_item_id) : undefined;
        return {
          order_item_id: g.order_item_id ?? null,
          product_id: g.product_id ?? o?.product_id ?? null,
          sku: g.sku ?? o?.sku ?? null,
          name: g.name ?? o?.name ?? null,
          description: g.description ?? null,
          price: g.price ?? o?.price ?? null,
          row_total: g.row_total ?? null,
          weight: g.weight ?? o?.weight ?? null,
          qty: g.qty ?? 0,
          additional_data: g.additional_data ?? null,
          stock: !['configurable', 'bundle', 'grouped'].includes(o?.product_type ?? ''),
        };
      });
      const stockId = await this.deduction.stockIdForStore(storeId);
      const sourceCode = e.extension_attributes?.source_code || (await this.deduction.defaultSource(stockId));
      const shipmentId = await this.writer.insert({
        incrementId,
        orderId: order.entity_id,
        storeId,
        customerId: e.customer_id ?? order.customer_id,
        billingAddressId: e.billing_address_id ?? order.billing_address_id,
        shippingAddressId: e.shipping_address_id ?? order.shipping_address_id,
        totalQty: e.total_qty ?? items.reduce((t, i) => t + i.qty, 0),
        totalWeight: e.total_weight ?? null,
        shipmentStatus: e.shipment_status ?? null,
        shippingLabel: e.shipping_label ?? null,
        packages: e.packages ?? null,
        sourceCode,
        items,
        tracks: (e.tracks ?? []).map(track),
        comments: (e.comments ?? []).map(comment),
      });
      try {
        await this.deduction.deduct(
          sourceCode,
          stockId,
          { id: order.entity_id, incrementId: order.increment_id },
          items.filter((i) => i.stock && i.sku).map((i) => ({ sku: i.sku!, qty: i.qty })),
        );
      } catch (err) {
        this.log.warn((err as Error).message);
        throw new CouldNotSaveException("The shipment couldn't be saved.");
      }
      if (!e.increment_id) await this.numbers.assign('shipment', shipmentId, storeId ?? 1);
      return shipmentId;
    });
  }

  /** An existing shipment: its own fields as given, and new tracks and comments added. */
  private async update(e: ShipmentData): Promise<number> {
    const current = await this.reader.requireShipment(e.entity_id!);
    await this.ds.transaction(async () => {
      await this.ds.query(
        `UPDATE sales_shipment SET shipping_label = COALESCE($2, shipping_label), packages = COALESCE($3::jsonb, packages),
           shipment_status = COALESCE($4, shipment_status), total_weight = COALESCE($5, total_weight), updated_at = now()
         WHERE entity_id = $1`,
        [
          current.entity_id,
          e.shipping_label ?? null,
          e.packages == null ? null : JSON.stringify(e.packages),
          e.shipment_status ?? null,
          e.total_weight ?? null,
        ],
      );
      await this.writer.addTracks(current.entity_id, current.order_id, (e.tracks ?? []).filter((t) => !t.entity_id).map(track));
      await this.writer.addComments(current.entity_id, (e.comments ?? []).filter((c) => !c.entity_id).map(comment));
    });
    return current.entity_id;
  }

  /** ShipmentCommentRepositoryInterface::save: the comment's parent is the body's, else the path's shipment. */
  async saveComment(pathId: number, c: ShipmentCommentData): Promise<Record<string, unknown>> {
    const parentId = c.parent_id ?? pathId;
    const [exists] = await this.ds.query(`SELECT 1 FROM sales_shipment WHERE entity_id = $1`, [parentId]);
    if (!exists) throw new CouldNotSaveException('Could not save the shipment comment.');
    const [row] = await this.writer.addComments(parentId, [comment(c)]);
    return this.reader.comment(row.entity_id);
  }

  /** ShipmentTrackRepositoryInterface::save: the track's shipment must belong to its order. */
  async saveTrack(t: ShipmentTrackData): Promise<Record<string, unknown>> {
    const [owner] = await this.ds.query(`SELECT 1 FROM sales_shipment WHERE entity_id = $1 AND order_id = $2`, [
      t.parent_id ?? null,
      t.order_id ?? null,
    ]);
    if (!owner) {
      this.log.warn("The shipment doesn't belong to the order.");
      throw new CouldNotSaveException('Could not save the shipment tracking.');
    }
    if (t.entity_id) {
      const res = await this.ds.query(
        `UPDATE sales_shipment_track SET track_number = COALESCE($2, track_number), title = COALESCE($3, title),
           carrier_code = COALESCE($4, carrier_code), description = COALESCE($5, description), weight = COALESCE($6, weight),
           qty = COALESCE($7, qty), updated_at = now()
         WHERE entity_id = $1 AND parent_id = $8 RETURNING entity_id`,
        [
          t.entity_id,
          t.track_number ?? null,
          t.title ?? null,
          t.carrier_code ?? null,
          t.description ?? null,
          t.weight ?? null,
          t.qty ?? null,
          t.parent_id,
        ],
      );
      if (affected(res)) return this.reader.track(t.entity_id);
    }
    const [row] = await this.writer.addTracks(t.parent_id!, t.order_id!, [track(t)]);
    return this.reader.track(row.entity_id);
  }

  async deleteTrack(id: number): Promise<boolean> {
    const rows = await this.ds.query(`DELETE FROM sales_shipment_track WHERE entity_id = $1 RETURNING entity_id`, [id]);
    if (!affected(rows)) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return true;
  }

  /** ShipmentManagementInterface::notify: sends the shipment e-mail now. */
  async notify(id: number): Promise<boolean> {
    if (!id) throw new InputException('An ID is needed. Set the ID and try again.');
    await this.reader.requireShipment(id);
    return this.notifier.send(id, null);
  }
}

function track(t: ShipmentTrackData) {
  return {
    track_number: t.track_number ?? null,
    title: t.title ?? null,
    carrier_code: t.carrier_code ?? null,
    description: t.description ?? null,
    weight: t.weight ?? null,
    qty: t.qty ?? null,
  };
}

function comment(c: ShipmentCommentData) {
  return {
    comment: c.comment ?? null,
    is_customer_notified: c.is_customer_notified ?? null,
    is_visible_on_front: c.is_visible_on_front ?? 0,
  };
}

/** Rows an UPDATE/DELETE … RETURNING touched (typeorm answers them as [rows, count] for postgres). */
function affected(res: unknown[]): number {
  return Array.isArray(res[0]) ? (res[0] as unknown[]).length : res.length;
}
