import { Injectable, Logger } from '@nestjs/common';
import { CouldNotSaveException, Database, LocalizedException, numberArray } from '@mercato/platform';
import { SourceDeduction, SourceDeductionError } from '@mercato/inventory';
import { LockedOrder, OrderDocuments } from '../../management/order-documents';
import { OrderStateMachine } from '../../management/order-state-machine';
import { ShipOrderInput } from '../dto/shipment.input';
import { DocumentNumbers } from '../../documents/document-numbers';
import { ShipmentNotifier } from './shipment-notifier';
import { NewShipmentItem, ShipmentWriter } from './shipment-writer';

/** Order item columns a shipment is computed from. */
export interface ShippableItem {
  item_id: number;
  parent_item_id: number | null;
  product_id: number | null;
  product_type: string | null;
  sku: string;
  name: string | null;
  price: number;
  weight: number | null;
  is_virtual: boolean;
  qty_ordered: number;
  qty_shipped: number;
  qty_refunded: number;
  qty_canceled: number;
}

/** Lines that carry no stock of their own: their children do (as order placement reserves them). */
const NO_STOCK_TYPES = new Set(['configurable', 'bundle', 'grouped']);
const NOT_READY = new Set(['payment_review', 'holded', 'canceled']);

/**
 * ShipOrderInterface (Sales/Model/ShipOrder.php with MSI's InventoryShipping): validates the order,
 * items and tracks with Magento's document messages, then in one transaction writes the shipment,
 * the items' qty_shipped, the source deduction and compensating reservation, and the order state.
 */
@Injectable()
export class ShipOrder {
  private readonly log = new Logger('ShipOrder');

  constructor(
    private readonly ds: Database,
    private readonly documents: OrderDocuments,
    private readonly stateMachine: OrderStateMachine,
    private readonly numbers: DocumentNumbers,
    private readonly writer: ShipmentWriter,
    private readonly deduction: SourceDeduction,
    private readonly notifier: ShipmentNotifier,
  ) {}

  async execute(input: ShipOrderInput): Promise<number> {
    return this.ds.transaction(async () => {
      const order = await this.documents.lockOrder(input.orderId);
      const items: ShippableItem[] = await this.ds.query(
        `SELECT item_id, parent_item_id, product_id, product_type, sku, name, price::float8 AS price, weight::float8 AS weight, is_virtual,
                qty_ordered::float8 AS qty_ordered, qty_shipped::float8 AS qty_shipped, qty_refunded::float8 AS qty_refunded,
                qty_canceled::float8 AS qty_canceled
         FROM sales_order_item WHERE order_id = $1 ORDER BY item_id`,
        [order.entity_id],
      );
      const lines = shipmentLines(items, input.items ?? []);
      const errors = [...orderErrors(order, items), ...quantityErrors(lines), ...trackErrors(input)];
      if (errors.length) throw new LocalizedException(`Shipment Document Validation Error(s):\n${errors.join('\n')}`);

      // Numbered last (`assign` below): the sequence runs outside this transaction, and a request
      // refused on the way must not use a number up.
      const incrementId = this.numbers.provisional();
      const stockId = await this.deduction.stockIdForStore(order.store_id);
      const sourceCode = input.arguments?.extension_attributes?.source_code || (await this.deduction.defaultSource(stockId));
      const [head]: { customer_id: number | null; billing_address_id: number | null; shipping_address_id: number | null }[] =
        await this.ds.query(`SELECT customer_id, billing_address_id, shipping_address_id FROM sales_order WHERE entity_id = $1`, [
          order.entity_id,
        ]);
      try {
        const shipmentId = await this.writer.insert({
          incrementId,
          orderId: order.entity_id,
          storeId: order.store_id,
          customerId: head.customer_id,
          billingAddressId: head.billing_address_id,
          shippingAddressId: head.shipping_address_id,
          totalQty: lines.filter((l) => l.item.parent_item_id === null).reduce((t, l) => t + l.qty, 0),
          packages: (input.packages ?? []).length ? input.packages : null,
          sourceCode,
          items: lines.map((l) => shipmentItem(l.item, l.qty)),
          tracks: (input.tracks ?? []).map((t) => ({
            track_number: t.track_number ?? null,
            title: t.title ?? null,
            carrier_code: t.carrier_code ?? null,
          })),
          comments: input.comment
            ? [
                {
                  comment: input.comment.comment,
                  is_customer_notified: input.notify ? 1 : 0,
                  is_visible_on_front: input.comment.is_visible_on_front ? 1 : 0,
                },
              ]
            : [],
        });
        await this.ds.query(
          `UPDATE sales_order_item i SET qty_shipped = i.qty_shipped + x.qty, updated_at = now()
           FROM unnest($1::int[], $2::numeric[]) AS x(item_id, qty) WHERE i.item_id = x.item_id`,
          [numberArray(lines.map((l) => l.item.item_id)), numberArray(lines.map((l) => l.qty))],
        );
        await this.deduction.deduct(
          sourceCode,
          stockId,
          { id: order.entity_id, incrementId: order.increment_id },
          lines.filter((l) => !NO_STOCK_TYPES.has(l.item.product_type ?? '')).map((l) => ({ sku: l.item.sku, qty: l.qty })),
        );
        await this.stateMachine.settle(order.entity_id);
        await this.numbers.assign('shipment', shipmentId, order.store_id ?? 1);
        if (input.notify) await this.notifier.queue(shipmentId, input.appendComment ? (input.comment?.comment ?? null) : null);
        return shipmentId;
      } catch (e) {
        if (!(e instanceof SourceDeductionError)) throw e;
        // Magento logs the cause and answers a generic message (as /ship does for any failure while saving).
        this.log.warn(e.message);
        throw new CouldNotSaveException('Could not save a shipment, see error log for details');
      }
    });
  }
}

/** Magento Item::getSimpleQtyToShip. */
export function qtyToShip(i: ShippableItem): number {
  return Math.max(Math.round((i.qty_ordered - Math.max(i.qty_shipped, i.qty_refunded) - i.qty_canceled) * 1e8) / 1e8, 0);
}

/**
 * ShipmentFactory: the requested lines (all shippable lines when none are given), each capped at
 * what remains to ship; lines of other orders and lines with nothing to ship are dropped. A parent
 * line (configurable) takes its children along in proportion.
 */
export function shipmentLines(
  items: ShippableItem[],
  requested: { order_item_id: number; qty: number }[],
): { item: ShippableItem; qty: number }[] {
  const asked = new Map<number, number>();
  for (const r of requested) asked.set(r.order_item_id, (asked.get(r.order_item_id) ?? 0) + r.qty);
  const out: { item: ShippableItem; qty: number }[] = [];
  const parents = new Map<number, { item: ShippableItem; qty: number }>();
  for (const item of items) {
    if (item.is_virtual) continue;
    let qty: number;
    if (item.parent_item_id !== null) {
      const parent = parents.get(item.parent_item_id);
      if (parent) qty = Math.min(parent.qty * (item.qty_ordered / parent.item.qty_ordered), qtyToShip(item));
      else if (asked.size) qty = Math.min(asked.get(item.item_id) ?? 0, qtyToShip(item));
      else qty = 0;
    } else {
      qty = Math.min(asked.size ? (asked.get(item.item_id) ?? 0) : qtyToShip(item), qtyToShip(item));
    }
    if (qty <= 0) continue;
    const line = { item, qty };
    if (item.parent_item_id === null) parents.set(item.item_id, line);
    out.push(line);
  }
  return out;
}

/** CanShip: the order's state allows a shipment and something is left to ship. */
function orderErrors(order: LockedOrder, items: ShippableItem[]): string[] {
  if (NOT_READY.has(order.state ?? '') || order.is_virtual)
    return [`A shipment cannot be created when an order has a status of ${order.status}`];
  if (!items.some((i) => !i.is_virtual && qtyToShip(i) > 0)) return ['The order does not allow a shipment to be created.'];
  return [];
}

/** QuantityValidator: a shipment needs a positive total. */
function quantityErrors(lines: { qty: number }[]): string[] {
  return lines.reduce((t, l) => t + l.qty, 0) > 0 ? [] : ["You can't create a shipment without products."];
}

/** TrackValidator: every track needs a number. */
function trackErrors(input: ShipOrderInput): string[] {
  return (input.tracks ?? []).some((t) => !t.track_number) ? ['Please enter a tracking number.'] : [];
}

function shipmentItem(i: ShippableItem, qty: number): NewShipmentItem {
  return { order_item_id: i.item_id, product_id: i.product_id, sku: i.sku, name: i.name, price: i.price, weight: i.weight, qty };
}
