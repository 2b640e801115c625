import { Injectable } from '@nestjs/common';
import {
  Database,
  DomainEvents,
  LocalizedException,
  NoSuchEntityException,
  RenderedWebApiException,
  roundPrice,
  WebApiError,
} from '@mercato/platform';
import { OrderAdjustments } from '../adjustments';
import { CreditmemoRefunded } from '../events';
import { OrderDocuments, OrderStateMachine } from '../management';
import { CreditmemoNotifier } from './creditmemo-notifier';
import { CreditmemoWriter } from './creditmemo-writer';
import {
  buildMemo,
  RefundInvoiceFacts,
  RefundItemFacts,
  RefundOrderFacts,
  RefundRequest,
  ShippingTooHigh,
  validateMemo,
} from './refund-calculation';
import { RefundInventory } from './refund-inventory';
import { DocumentNumbers } from '../documents/document-numbers';

export const NO_SUCH_ENTITY = "The entity that was requested doesn't exist. Verify the entity and try again.";
/** Offline payment methods: they record a refund but cannot send money back through a gateway (`canRefund` false). */
const OFFLINE_METHODS = new Set(['checkmo', 'free', 'banktransfer', 'cashondelivery', 'purchaseorder']);

export interface RefundCall extends RefundRequest {
  orderId: number;
  invoiceId?: number | null;
  notify?: boolean;
  appendComment?: boolean;
  comment?: { comment: string; is_visible_on_front?: number } | null;
  /** CreditmemoManagementInterface::refund reports the refundable-money check as its own exception, before document validation. */
  management?: boolean;
}

/**
 * RefundOrderInterface and RefundInvoiceInterface (Magento RefundOrder / RefundInvoice): builds the
 * credit memo, validates it as one "Creditmemo Document Validation Error(s)" message, then in one
 * transaction with the order row locked writes the memo and the order's refunded quantities and
 * totals, moves inventory (§2.10) and lets the order state machine settle the order.
 */
@Injectable()
export class CreditmemoRefunds {
  constructor(
    private readonly ds: Database,
    private readonly documents: OrderDocuments,
    private readonly stateMachine: OrderStateMachine,
    private readonly writer: CreditmemoWriter,
    private readonly inventory: RefundInventory,
    private readonly notifier: CreditmemoNotifier,
    private readonly adjustments: OrderAdjustments,
    private readonly numbers: DocumentNumbers,
    private readonly events: DomainEvents,
  ) {}

  /** POST /V1/order/:orderId/refund: always an offline refund. */
  refundOrder(call: RefundCall): Promise<number> {
    return this.refund({ ...call, invoiceId: null, isOnline: false });
  }

  /** POST /V1/invoice/:invoiceId/refund. */
  async refundInvoice(call: Omit<RefundCall, 'orderId'> & { invoiceId: number }): Promise<number> {
    const [invoice]: { order_id: number }[] = await this.ds.query(`SELECT order_id FROM sales_invoice WHERE entity_id = $1`, [
      call.invoiceId,
    ]);
    if (!invoice) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return this.refund({ ...call, orderId: invoice.order_id });
  }

  async refund(call: RefundCall): Promise<number> {
    const id = await this.ds.transaction(async () => {
      const locked = await this.documents.lockOrder(call.orderId);
      const [order, items, invoice] = await Promise.all([
        this.orderFacts(call.orderId),
        this.itemFacts(call.orderId),
        call.invoiceId ? this.invoiceFacts(call.invoiceId, call.orderId) : Promise.resolve(undefined),
      ]);
      let memo;
      try {
        memo = buildMemo(order, items, call, invoice);
      } catch (e) {
        if (e instanceof ShippingTooHigh) throw new LocalizedException('Maximum shipping amount allowed to refund is: %1', [e.allowed]);
        throw e;
      }
      // Charges come back with the memo; deductions go back to the gift cards, store credit and points they came from.
      const adjusted = await this.adjustments.forMemo(call.orderId, memo.grand_total);
      memo.base_grand_total = roundPrice(memo.base_grand_total + adjusted.grandTotal - memo.grand_total);
      memo.grand_total = adjusted.grandTotal;
      memo.allow_zero_grand_total = adjusted.deducted > 0;
      if (call.management && roundPrice(order.base_total_refunded + memo.base_grand_total) > roundPrice(order.base_total_paid)) {
        throw new LocalizedException('The most money available to refund is %1.', [
          roundPrice(order.base_total_paid - order.base_total_refunded),
        ]);
      }
      const messages = validateMemo(order, items, memo, call, invoice);
      if (messages.length) throw new RenderedWebApiException(400, 'Creditmemo Document Validation Error(s):\n' + messages.join('\n'));
      try {
        const memoId = await this.writer.write({
          orderId: call.orderId,
          invoiceId: call.invoiceId ?? null,
          online: !!call.isOnline,
          notify: !!call.notify,
          comment: call.comment,
          memo,
        });
        // Numbered once written (a refused refund used none up), before the modules that name it.
        await this.numbers.assign('creditmemo', memoId, locked.store_id ?? 1);
        await this.inventory.apply(memoId, locked, memo.lines, call.returnToStockItems ?? []);
        await this.adjustments.refund(call.orderId, memoId, adjusted.refunds);
        await this.stateMachine.settle(call.orderId);
        // Modules that act on refunds beyond their own adjustments (earned reward points taken back).
        await this.events.publish(new CreditmemoRefunded(call.orderId, memoId, memo.grand_total));
        return memoId;
      } catch (e) {
        if (e instanceof WebApiError) throw e;
        throw new LocalizedException('Could not save a Creditmemo, see error log for details').withCause(e);
      }
    });
    // The e-mail leaves once the refund is committed; it never fails the refund.
    if (call.notify) await this.notifier.notify(id, call.appendComment ? call.comment?.comment : undefined);
    return id;
  }

  private async orderFacts(orderId: number): Promise<RefundOrderFacts> {
    const [o] = await this.ds.query(
      `SELECT entity_id, state, status, base_currency_code,
         coalesce(shipping_amount, 0)::float8 AS shipping_amount, coalesce(base_shipping_amount, 0)::float8 AS base_shipping_amount,
         coalesce(shipping_refunded, 0)::float8 AS shipping_refunded, coalesce(base_shipping_refunded, 0)::float8 AS base_shipping_refunded,
         coalesce(shipping_tax_amount, 0)::float8 AS shipping_tax_amount,
         coalesce(shipping_discount_amount, 0)::float8 AS shipping_discount_amount,
         coalesce(shipping_discount_tax_compensation_amount, 0)::float8 AS shipping_discount_tax_compensation_amount,
         coalesce(total_paid, 0)::float8 AS total_paid, coalesce(base_total_paid, 0)::float8 AS base_total_paid,
         coalesce(total_refunded, 0)::float8 AS total_refunded, coalesce(base_total_refunded, 0)::float8 AS base_total_refunded
       FROM sales_order WHERE entity_id = $1`,
      [orderId],
    );
    return o;
  }

  private itemFacts(orderId: number): Promise<RefundItemFacts[]> {
    return this.ds.query(
      `SELECT item_id, parent_item_id, product_id, product_type, sku, name, is_virtual,
         qty_ordered::float8 AS qty_ordered, qty_invoiced::float8 AS qty_invoiced, qty_shipped::float8 AS qty_shipped,
         qty_refunded::float8 AS qty_refunded, qty_canceled::float8 AS qty_canceled, price::float8 AS price,
         base_price::float8 AS base_price, price_incl_tax::float8 AS price_incl_tax, base_price_incl_tax::float8 AS base_price_incl_tax,
         tax_invoiced::float8 AS tax_invoiced, discount_invoiced::float8 AS discount_invoiced,
         coalesce(discount_tax_compensation_invoiced, 0)::float8 AS discount_tax_compensation_invoiced
       FROM sales_order_item WHERE order_id = $1 ORDER BY item_id`,
      [orderId],
    );
  }

  /** What the invoice still holds: its quantities and shipping less what earlier memos on it refunded. */
  private async invoiceFacts(invoiceId: number, orderId: number): Promise<RefundInvoiceFacts> {
    const [[inv], lines, [payment]] = await Promise.all([
      this.ds.query(
        `SELECT i.state, coalesce(i.base_total_refunded, 0) >= coalesce(i.base_grand_total, 0)
         AND coalesce(i.base_grand_total, 0) > 0 AS fully_refunded,
         coalesce(i.base_shipping_amount, 0)::float8
           - coalesce((SELECT SUM(m.base_shipping_amount) FROM sales_creditmemo m WHERE m.invoice_id = i.entity_id
           AND m.state <> 3), 0)::float8 AS shipping_left
         FROM sales_invoice i WHERE i.entity_id = $1`,
        [invoiceId],
      ),
      this.ds.query<{ order_item_id: number; left: number }[]>(
        `SELECT ii.order_item_id, SUM(ii.qty)::float8 - coalesce((
           SELECT SUM(mi.qty) FROM sales_creditmemo_item mi JOIN sales_creditmemo m ON m.entity_id = mi.parent_id
           WHERE m.invoice_id = $1 AND m.state <> 3 AND mi.order_item_id = ii.order_item_id), 0)::float8 AS left
         FROM sales_invoice_item ii WHERE ii.parent_id = $1 GROUP BY ii.order_item_id`,
        [invoiceId],
      ),
      this.ds.query(`SELECT method FROM sales_order_payment WHERE parent_id = $1 ORDER BY entity_id LIMIT 1`, [orderId]),
    ]);
    return {
      state: inv.state,
      fullyRefunded: inv.fully_refunded === true,
      onlineRefundable: !!payment && !OFFLINE_METHODS.has(payment.method),
      qtyLeft: new Map(lines.map((l) => [l.order_item_id, l.left])),
      shippingLeft: inv.shipping_left,
    };
  }
}
