import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { ReservationLedger, StockResolver } from '@mercato/inventory';
import { StoreScopes } from '@mercato/store';
import { OrderAdjustments } from '../adjustments';
import { OrderDocuments } from './order-documents';
import { OrderProgressReader } from './order-progress';
import { OrderStatuses } from './order-statuses';

/** States Order::canCancel refuses. */
const NOT_CANCELABLE = new Set(['canceled', 'holded', 'payment_review', 'complete', 'closed']);
/** Lines placement reserved nothing for (see OrderPlacement): nothing to release either. */
const NO_STOCK_TYPES = ['bundle', 'grouped'];

/**
 * OrderManagement::cancel (Order::registerCancellation with the MSI cancel observer), in one
 * transaction: each line's qty_to_cancel is canceled, what was neither shipped nor invoiced goes
 * back to the stock as an `order_canceled` reservation, the canceled totals are the ordered ones
 * less what was invoiced, and the order becomes `canceled` — or stays `processing`/`complete` when
 * some of it was invoiced. An order that cannot be canceled answers false, not an error.
 */
@Injectable()
export class OrderCancellation {
  constructor(
    private readonly ds: Database,
    private readonly documents: OrderDocuments,
    private readonly progress: OrderProgressReader,
    private readonly statuses: OrderStatuses,
    private readonly stocks: StockResolver,
    private readonly ledger: ReservationLedger,
    private readonly adjustments: OrderAdjustments,
    private readonly scopes: StoreScopes,
  ) {}

  cancel(orderId: number): Promise<boolean> {
    return this.ds.transaction(async () => {
      const order = await this.documents.lockOrder(orderId);
      const before = await this.progress.read(orderId);
      // A fully invoiced order cannot be canceled (it is refunded instead).
      if (NOT_CANCELABLE.has(order.state ?? '') || !before?.canInvoice) return false;

      await this.releaseReservations(order.entity_id, order.increment_id, order.store_id);
      await this.ds.query(
        `UPDATE sales_order_item SET
           qty_canceled = qty_canceled + c.qty,
           tax_canceled = coalesce(tax_canceled, 0) + CASE WHEN qty_ordered > 0 THEN round(tax_amount * c.qty / qty_ordered, 4) ELSE 0 END,
           updated_at = now()
         FROM (SELECT item_id,
           greatest(least(qty_ordered - qty_invoiced - qty_canceled, qty_ordered - qty_shipped - qty_refunded - qty_canceled), 0) AS qty
               FROM sales_order_item WHERE order_id = $1) c
         WHERE sales_order_item.item_id = c.item_id`,
        [orderId],
      );
      await this.cancelTotals(orderId);
      // Gift cards, store credit and reward points the order had not invoiced go back to the customer.
      await this.adjustments.cancel(orderId);

      const after = (await this.progress.read(orderId))!;
      const state = after.invoicedUnrefunded ? (after.canShip ? 'processing' : 'complete') : 'canceled';
      // Magento writes no history row for a cancel without a comment.
      await this.statuses.setState(orderId, state, await this.statuses.defaultStatus(state));
      return true;
    });
  }

  /** +(ordered − max(shipped, invoiced) − canceled) per SKU on the order's stock (MSI CancelOrderItemObserver). */
  private async releaseReservations(orderId: number, incrementId: string, storeId: number | null): Promise<void> {
    const lines: { sku: string; qty: string }[] = await this.ds.query(
      `SELECT sku, sum(qty_ordered - greatest(qty_shipped, qty_invoiced) - qty_canceled) AS qty
       FROM sales_order_item i WHERE order_id = $1 AND sku IS NOT NULL AND coalesce(product_type, '') <> ALL($2::text[])
         -- A configurable's simple is reserved through its parent line, which carries its SKU.
         AND NOT EXISTS (SELECT 1 FROM sales_order_item p WHERE p.item_id = i.parent_item_id AND p.product_type = 'configurable')
       GROUP BY sku HAVING sum(qty_ordered - greatest(qty_shipped, qty_invoiced) - qty_canceled) > 0 ORDER BY sku`,
      [orderId, NO_STOCK_TYPES],
    );
    if (!lines.length) return;
    const view = storeId === null ? undefined : (await this.scopes.views([storeId])).get(storeId);
    const stockId = view ? await this.stocks.stockId('website', view.websiteCode) : null;
    if (stockId === null) return;
    await this.ledger.append(
      stockId,
      { type: 'order_canceled', objectType: 'order', objectId: String(orderId), objectIncrementId: incrementId },
      lines.map((l) => ({ sku: l.sku, quantity: Number(l.qty) })),
    );
  }

  /** Canceled totals = ordered − invoiced, per total and its base twin (Order::registerCancellation). */
  private async cancelTotals(orderId: number): Promise<void> {
    await this.ds.query(
      `UPDATE sales_order SET
         subtotal_canceled = coalesce(subtotal, 0) - coalesce(subtotal_invoiced, 0),
         base_subtotal_canceled = coalesce(base_subtotal, 0) - coalesce(base_subtotal_invoiced, 0),
         tax_canceled = coalesce(tax_amount, 0) - coalesce(tax_invoiced, 0),
         base_tax_canceled = coalesce(base_tax_amount, 0) - coalesce(base_tax_invoiced, 0),
         shipping_canceled = coalesce(shipping_amount, 0) - coalesce(shipping_invoiced, 0),
         base_shipping_canceled = coalesce(base_shipping_amount, 0) - coalesce(base_shipping_invoiced, 0),
         discount_canceled = abs(coalesce(discount_amount, 0)) - coalesce(discount_invoiced, 0),
         base_discount_canceled = abs(coalesce(base_discount_amount, 0)) - coalesce(base_discount_invoiced, 0),
         total_canceled = coalesce(grand_total, 0) - coalesce(total_paid, 0),
         base_total_canceled = coalesce(base_grand_total, 0) - coalesce(base_total_paid, 0),
         updated_at = now()
       WHERE entity_id = $1`,
      [orderId],
    );
  }
}
