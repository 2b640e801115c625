import { Injectable } from '@nestjs/common';
import { Database, DomainEvents, InputException, numberArray, roundStored } from '@mercato/platform';
import { OrderAdjustments } from '../adjustments';
import { InvoiceRegistered } from '../events';
import { OrderDocuments } from '../management/order-documents';
import { OrderStateMachine } from '../management/order-state-machine';
import { InvoiceOrderInput } from './dto/invoice.input';
import { InvoiceEmails } from './invoice-emails';
import { DocumentNumbers } from '../documents/document-numbers';
import { VirtualItemDeduction } from './virtual-item-deduction';

interface OrderItemRow {
  item_id: number;
  product_id: number | null;
  sku: string | null;
  name: string | null;
  is_virtual: boolean;
  qty_ordered: string;
  qty_invoiced: string;
  qty_canceled: string;
  price: string;
  base_price: string;
  price_incl_tax: string | null;
  base_price_incl_tax: string | null;
  row_total: string;
  base_row_total: string;
  row_total_incl_tax: string | null;
  base_row_total_incl_tax: string | null;
  tax_amount: string;
  base_tax_amount: string;
  discount_amount: string;
  base_discount_amount: string;
  discount_tax_compensation_amount: string | null;
  base_discount_tax_compensation_amount: string | null;
}

/** One invoiced line: qty and its share of the ordered row's amounts. */
interface Line {
  item: OrderItemRow;
  qty: number;
  row: number;
  baseRow: number;
  tax: number;
  baseTax: number;
  discount: number;
  baseDiscount: number;
  /** The line's share of the tax its discount took out of a price including tax. */
  compensation: number;
  baseCompensation: number;
}

/** States an invoice can never be created in (Magento's CanInvoice validator). */
const NO_INVOICE_STATES = new Set(['payment_review', 'holded', 'canceled', 'complete', 'closed']);
const HEADER = 'Invoice Document Validation Error(s):\n';

/**
 * `POST /V1/order/:orderId/invoice` (Magento's InvoiceOrder): builds the invoice from the requested
 * quantities (all that remains invoiceable when none are given), validates it with Magento's
 * messages, and in one transaction writes it, pays it (every method here is offline, so the invoice
 * is paid at once and no payment transaction is recorded, as Magento does for offline methods),
 * raises the order's invoiced/paid counters, deducts invoiced virtual items from their sources and
 * settles the order state.
 */
@Injectable()
export class InvoiceOrder {
  constructor(
    private readonly ds: Database,
    private readonly documents: OrderDocuments,
    private readonly stateMachine: OrderStateMachine,
    private readonly numbers: DocumentNumbers,
    private readonly emails: InvoiceEmails,
    private readonly virtualItems: VirtualItemDeduction,
    private readonly adjustments: OrderAdjustments,
    private readonly events: DomainEvents,
  ) {}

  async execute(input: InvoiceOrderInput): Promise<number> {
    return this.ds.transaction(async () => {
      const order = await this.documents.lockOrder(input.orderId);
      const items: OrderItemRow[] = await this.ds.query(
        `SELECT * FROM sales_order_item WHERE order_id = $1 AND parent_item_id IS NULL ORDER BY item_id`,
        [order.entity_id],
      );
      const toInvoice = (i: OrderItemRow) => Math.max(Number(i.qty_ordered) - Number(i.qty_invoiced) - Number(i.qty_canceled), 0);

      // Requested quantities; ids that are not items of this order are ignored, unlisted items get 0.
      const requested = new Map<number, number>();
      if (input.items?.length) for (const r of input.items) requested.set(r.order_item_id, (requested.get(r.order_item_id) ?? 0) + r.qty);
      const qtyOf = (i: OrderItemRow) => (input.items?.length ? (requested.get(i.item_id) ?? 0) : toInvoice(i));

      const messages: string[] = [];
      if (NO_INVOICE_STATES.has(order.state ?? ''))
        messages.push(`An invoice cannot be created when an order has a status of ${order.status}`);
      else if (!items.some((i) => toInvoice(i) > 0)) messages.push('The order does not allow an invoice to be created.');
      for (const i of items) {
        if (qtyOf(i) > toInvoice(i) + 1e-9)
          messages.push(`The quantity to invoice must not be greater than the uninvoiced quantity for product SKU "${i.sku}".`);
      }
      const lines = items.filter((i) => qtyOf(i) > 0).map((i) => share(i, qtyOf(i)));
      if (!lines.length) messages.push("The invoice can't be created without products. Add products and try again.");
      if (messages.length) throw new InputException(HEADER + messages.join('\n'));

      const [o] = await this.ds.query(`SELECT * FROM sales_order WHERE entity_id = $1`, [order.entity_id]);
      // The order's shipping is billed by its first invoice (Magento's shipping total collector).
      const shippingLeft = Number(o.shipping_amount ?? 0) - Number(o.shipping_invoiced ?? 0);
      const baseShippingLeft = Number(o.base_shipping_amount ?? 0) - Number(o.base_shipping_invoiced ?? 0);
      const shipping = shippingLeft > 0 ? shippingLeft : 0;
      const baseShipping = baseShippingLeft > 0 ? baseShippingLeft : 0;
      const shippingTax = shipping ? Number(o.shipping_tax_amount ?? 0) : 0;
      const baseShippingTax = shipping ? Number(o.base_shipping_tax_amount ?? 0) : 0;
      // The tax discounts took out of prices including tax is billed with them (Invoice\Total\Tax):
      // each line's share, and shipping's with the shipping.
      const shippingCompensation = shipping ? Number(o.shipping_discount_tax_compensation_amount ?? 0) : 0;
      const baseShippingCompensation = shipping ? Number(o.base_shipping_discount_tax_compensation_amnt ?? 0) : 0;
      const sum = (f: (l: Line) => number) => roundStored(lines.reduce((s, l) => s + f(l), 0));
      const compensation = sum((l) => l.compensation);
      const baseCompensation = sum((l) => l.baseCompensation);
      const subtotal = sum((l) => l.row);
      const baseSubtotal = sum((l) => l.baseRow);
      const tax = roundStored(sum((l) => l.tax) + shippingTax);
      const baseTax = roundStored(sum((l) => l.baseTax) + baseShippingTax);
      // The shipping discount goes with the shipping, on the first invoice (Invoice\Total\Discount).
      const discount = roundStored(sum((l) => l.discount) + (shipping ? Number(o.shipping_discount_amount ?? 0) : 0));
      const baseDiscount = roundStored(sum((l) => l.baseDiscount) + (shipping ? Number(o.base_shipping_discount_amount ?? 0) : 0));
      // Gift wrapping charges and gift card / store credit / reward deductions (Magento's invoice collectors).
      const ownTotal = roundStored(subtotal + tax + shipping - discount + compensation + shippingCompensation);
      const grandTotal = await this.adjustments.invoice(order.entity_id, ownTotal);
      const baseGrandTotal = roundStored(
        baseSubtotal + baseTax + baseShipping - baseDiscount + baseCompensation + baseShippingCompensation + (grandTotal - ownTotal),
      );

      const incrementId = this.numbers.provisional();
      const [invoice]: { entity_id: number }[] = await this.ds.query(
        `INSERT INTO sales_invoice (order_id, increment_id, store_id, state, billing_address_id, shipping_address_id, is_used_for_refund,
           can_void_flag, email_sent, send_email, base_currency_code, global_currency_code, order_currency_code, store_currency_code,
           base_to_global_rate, base_to_order_rate, store_to_base_rate, store_to_order_rate, total_qty, grand_total, base_grand_total,
           subtotal, base_subtotal, subtotal_incl_tax, base_subtotal_incl_tax, tax_amount, base_tax_amount, shipping_amount,
           base_shipping_amount, shipping_tax_amount, base_shipping_tax_amount, shipping_incl_tax, base_shipping_incl_tax, discount_amount,
           base_discount_amount, discount_description, discount_tax_compensation_amount, base_discount_tax_compensation_amount,
           shipping_discount_tax_compensation_amount, base_shipping_discount_tax_compensation_amnt)
         SELECT o.entity_id, $2, o.store_id, 2, o.billing_address_id, o.shipping_address_id, false, false, NULL, $3, o.base_currency_code,
           o.global_currency_code, o.order_currency_code, o.store_currency_code, o.base_to_global_rate, o.base_to_order_rate,
           o.store_to_base_rate, o.store_to_order_rate, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
           $13::numeric + $15::numeric, $14::numeric + $16::numeric, $17, $18, o.discount_description, $19, $20, $21, $22
         FROM sales_order o WHERE o.entity_id = $1 RETURNING entity_id`,
        [
          order.entity_id,
          incrementId,
          !!input.notify,
          sum((l) => l.qty),
          grandTotal,
          baseGrandTotal,
          subtotal,
          baseSubtotal,
          roundStored(subtotal + sum((l) => l.tax) + compensation),
          roundStored(baseSubtotal + sum((l) => l.baseTax) + baseCompensation),
          tax,
          baseTax,
          shipping,
          baseShipping,
          shippingTax,
          baseShippingTax,
          discount,
          baseDiscount,
          compensation,
          baseCompensation,
          shippingCompensation,
          baseShippingCompensation,
        ],
      );
      const invoiceId = invoice.entity_id;
      const col = (f: (l: Line) => number) => numberArray(lines.map(f));
      await this.ds.query(
        `INSERT INTO sales_invoice_item (parent_id, order_item_id, product_id, sku, name, qty, price, base_price, price_incl_tax,
           base_price_incl_tax, row_total, base_row_total, row_total_incl_tax, base_row_total_incl_tax, tax_amount, base_tax_amount,
           discount_amount, base_discount_amount, discount_tax_compensation_amount, base_discount_tax_compensation_amount)
         SELECT $1, i.item_id, i.product_id, i.sku, i.name, l.qty, i.price, i.base_price, i.price_incl_tax, i.base_price_incl_tax, l.row,
           l.base_row, l.row + l.tax + l.compensation, l.base_row + l.base_tax + l.base_compensation, l.tax, l.base_tax, l.discount,
           l.base_discount, l.compensation, l.base_compensation
         FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[],
                     $10::numeric[], $11::numeric[])
           AS l(item_id, qty, row, base_row, tax, base_tax, discount, base_discount, compensation, base_compensation)
         JOIN sales_order_item i ON i.item_id = l.item_id ORDER BY i.item_id`,
        [
          invoiceId,
          col((l) => l.item.item_id),
          col((l) => l.qty),
          col((l) => l.row),
          col((l) => l.baseRow),
          col((l) => l.tax),
          col((l) => l.baseTax),
          col((l) => l.discount),
          col((l) => l.baseDiscount),
          col((l) => l.compensation),
          col((l) => l.baseCompensation),
        ],
      );
      await this.ds.query(
        `UPDATE sales_order_item i SET qty_invoiced = i.qty_invoiced + l.qty, row_invoiced = i.row_invoiced + l.row,
           tax_invoiced = i.tax_invoiced + l.tax, discount_invoiced = i.discount_invoiced + l.discount,
           discount_tax_compensation_invoiced = COALESCE(i.discount_tax_compensation_invoiced, 0) + l.compensation,
           base_discount_tax_compensation_invoiced = COALESCE(i.base_discount_tax_compensation_invoiced, 0) + l.compensation,
           updated_at = now()
         FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[]) AS l(item_id, qty, row, tax,
           discount, compensation)
         WHERE i.item_id = l.item_id`,
        [
          col((l) => l.item.item_id),
          col((l) => l.qty),
          col((l) => l.row),
          col((l) => l.tax),
          col((l) => l.discount),
          col((l) => l.compensation),
        ],
      );
      await this.payOrder(order.entity_id, {
        grandTotal,
        baseGrandTotal,
        subtotal,
        baseSubtotal,
        tax,
        baseTax,
        shipping,
        baseShipping,
        discount,
        baseDiscount,
        compensation: compensation + shippingCompensation,
        baseCompensation: baseCompensation + baseShippingCompensation,
      });
      if (input.comment?.comment) {
        await this.ds.query(
          `INSERT INTO sales_invoice_comment (parent_id, is_customer_notified, is_visible_on_front, comment) VALUES ($1, $2, $3, $4)`,
          [invoiceId, input.notify ? 1 : 0, input.comment.is_visible_on_front ? 1 : 0, input.comment.comment],
        );
      }
      await this.virtualItems.deduct(
        order,
        lines.filter((l) => l.item.is_virtual).map((l) => ({ sku: l.item.sku ?? '', qty: l.qty })),
      );
      await this.stateMachine.settle(order.entity_id);
      await this.numbers.assign('invoice', invoiceId, o.store_id ?? 1);
      // Modules that act once an order is paid (reward points earned), in this transaction.
      await this.events.publish(new InvoiceRegistered(order.entity_id, invoiceId, grandTotal));
      if (input.notify) await this.emails.queue(invoiceId, input.appendComment ? (input.comment?.comment ?? null) : null);
      return invoiceId;
    });
  }

  /** The invoice is paid at once (offline methods): the order's invoiced and paid counters and the payment's paid amounts rise. */
  private async payOrder(orderId: number, t: Record<string, number>): Promise<void> {
    await this.ds.query(
      `UPDATE sales_order SET
         total_invoiced = COALESCE(total_invoiced, 0) + $2, base_total_invoiced = COALESCE(base_total_invoiced, 0) + $3,
         total_paid = COALESCE(total_paid, 0) + $2, base_total_paid = COALESCE(base_total_paid, 0) + $3,
         total_due = GREATEST(COALESCE(grand_total, 0) - COALESCE(total_paid, 0) - $2, 0),
         base_total_due = GREATEST(COALESCE(base_grand_total, 0) - COALESCE(base_total_paid, 0) - $3, 0),
         subtotal_invoiced = COALESCE(subtotal_invoiced, 0) + $4, base_subtotal_invoiced = COALESCE(base_subtotal_invoiced, 0) + $5,
         tax_invoiced = COALESCE(tax_invoiced, 0) + $6, base_tax_invoiced = COALESCE(base_tax_invoiced, 0) + $7,
         shipping_invoiced = COALESCE(shipping_invoiced, 0) + $8, base_shipping_invoiced = COALESCE(base_shipping_invoiced, 0) + $9,
         discount_invoiced = COALESCE(discount_invoiced, 0) + $10, base_discount_invoiced = COALESCE(base_discount_invoiced, 0) + $11,
         discount_tax_compensation_invoiced = COALESCE(discount_tax_compensation_invoiced, 0) + $12,
         base_discount_tax_compensation_invoiced = COALESCE(base_discount_tax_compensation_invoiced, 0) + $13,
         updated_at = now()
       WHERE entity_id = $1`,
      [
        orderId,
        t.grandTotal,
        t.baseGrandTotal,
        t.subtotal,
        t.baseSubtotal,
        t.tax,
        t.baseTax,
        t.shipping,
        t.baseShipping,
        t.discount,
        t.baseDiscount,
        t.compensation,
        t.baseCompensation,
      ],
    );
    await this.ds.query(
      `UPDATE sales_order_payment SET amount_paid = COALESCE(amount_paid, 0) + $2, base_amount_paid = COALESCE(base_amount_paid, 0) + $3,
         shipping_captured = COALESCE(shipping_captured, 0) + $4, base_shipping_captured = COALESCE(base_shipping_captured, 0) + $5
       WHERE parent_id = $1`,
      [orderId, t.grandTotal, t.baseGrandTotal, t.shipping, t.baseShipping],
    );
  }
}

/** The part of an ordered row that `qty` units carry (price × qty for plain items; tax and discount pro rata). */
function share(item: OrderItemRow, qty: number): Line {
  const part = Number(item.qty_ordered) > 0 ? qty / Number(item.qty_ordered) : 0;
  const p = (v: string | null) => roundStored(Number(v ?? 0) * part);
  return {
    item,
    qty,
    row: roundStored(Number(item.price) * qty),
    baseRow: roundStored(Number(item.base_price) * qty),
    tax: p(item.tax_amount),
    baseTax: p(item.base_tax_amount),
    discount: p(item.discount_amount),
    baseDiscount: p(item.base_discount_amount),
    compensation: p(item.discount_tax_compensation_amount),
    baseCompensation: p(item.base_discount_tax_compensation_amount),
  };
}
