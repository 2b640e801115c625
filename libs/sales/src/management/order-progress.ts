import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/**
 * What an order can still go through, from its item quantities and totals (Magento's Order::can*
 * and Item::getQtyTo*). Counted on the top-level lines: child rows of a configurable or bundle
 * follow their parent.
 */
export interface OrderProgress {
  state: string | null;
  status: string | null;
  /** Some line has qty_to_invoice = ordered − invoiced − canceled > 0. */
  canInvoice: boolean;
  /** The order is not virtual and some physical line has qty_to_ship = ordered − shipped − refunded − canceled > 0. */
  canShip: boolean;
  /** Money paid and not yet refunded (Order::canCreditmemo's total_paid − total_refunded ≥ 0.0001). */
  canRefund: boolean;
  /** Some quantity was invoiced, shipped or refunded. */
  started: boolean;
  /** Some quantity was invoiced and not refunded (Order::registerCancellation's item->getQtyToRefund()). */
  invoicedUnrefunded: boolean;
  refunded: boolean;
}

@Injectable()
export class OrderProgressReader {
  constructor(private readonly ds: Database) {}

  async read(orderId: number): Promise<OrderProgress | null> {
    const [row] = await this.ds.query(
      `SELECT o.state, o.status,
         bool_or(i.qty_ordered - i.qty_invoiced - i.qty_canceled > 0) AS can_invoice,
         NOT o.is_virtual AND coalesce(bool_or(NOT i.is_virtual AND i.qty_ordered - i.qty_shipped - i.qty_refunded - i.qty_canceled > 0),
         false) AS can_ship, coalesce(o.total_paid, 0) - coalesce(o.total_refunded, 0) >= 0.0001 AS can_refund,
         coalesce(bool_or(i.qty_invoiced > 0 OR i.qty_shipped > 0 OR i.qty_refunded > 0), false) AS started,
         coalesce(bool_or(i.qty_invoiced - i.qty_refunded > 0), false) AS invoiced_unrefunded,
         coalesce(o.total_refunded, 0) > 0 OR coalesce(bool_or(i.qty_refunded > 0), false) AS refunded
       FROM sales_order o LEFT JOIN sales_order_item i ON i.order_id = o.entity_id AND i.parent_item_id IS NULL
       WHERE o.entity_id = $1 GROUP BY o.entity_id`,
      [orderId],
    );
    if (!row) return null;
    return {
      state: row.state,
      status: row.status,
      canInvoice: row.can_invoice === true,
      canShip: row.can_ship === true,
      canRefund: row.can_refund === true,
      started: row.started === true,
      invoicedUnrefunded: row.invoiced_unrefunded === true,
      refunded: row.refunded === true,
    };
  }
}
