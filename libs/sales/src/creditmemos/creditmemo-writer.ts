import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
import { MemoTotals } from './refund-calculation';
import { DocumentNumbers } from '../documents/document-numbers';

export interface MemoWrite {
  orderId: number;
  invoiceId: number | null;
  online: boolean;
  notify: boolean;
  comment?: { comment: string; is_visible_on_front?: number } | null;
  memo: MemoTotals;
}

/**
 * Persists a refund: the credit memo (state 2, refunded) with its items and comment, and what it
 * adds to the order (item qty_refunded, the order's refunded totals, the payment, the invoice's
 * refunded total). Eight statements whatever the number of lines; runs in the caller's transaction.
 */
@Injectable()
export class CreditmemoWriter {
  constructor(
    private readonly ds: Database,
    private readonly numbers: DocumentNumbers,
  ) {}

  async write(w: MemoWrite): Promise<number> {
    const m = w.memo;
    const incrementId = this.numbers.provisional();
    const [{ entity_id }]: { entity_id: number }[] = await this.ds.query(
      `INSERT INTO sales_creditmemo (increment_id, order_id, invoice_id, store_id, state, customer_id, billing_address_id,
         shipping_address_id, send_email, customer_note, customer_note_notify, base_currency_code, order_currency_code,
         global_currency_code, store_currency_code, base_to_global_rate, base_to_order_rate, store_to_base_rate, store_to_order_rate,
         grand_total, base_grand_total, subtotal, base_subtotal, subtotal_incl_tax, base_subtotal_incl_tax, shipping_amount,
         base_shipping_amount, shipping_incl_tax, base_shipping_incl_tax, shipping_tax_amount, base_shipping_tax_amount, tax_amount,
         base_tax_amount, discount_amount, base_discount_amount, adjustment, base_adjustment, adjustment_positive, base_adjustment_positive,
         adjustment_negative, base_adjustment_negative, discount_tax_compensation_amount, base_discount_tax_compensation_amount,
         shipping_discount_tax_compensation_amount, base_shipping_discount_tax_compensation_amnt)
       SELECT $2, o.entity_id, $3, o.store_id, 2, o.customer_id, o.billing_address_id, o.shipping_address_id,
         $4::smallint, $5, $4::smallint, o.base_currency_code, o.order_currency_code, o.global_currency_code, o.store_currency_code,
         o.base_to_global_rate, o.base_to_order_rate, o.store_to_base_rate, o.store_to_order_rate,
         $6::numeric, $7::numeric, $8::numeric, $9::numeric, $8::numeric + $12::numeric - $18::numeric + $16::numeric,
         $9::numeric + $12::numeric - $18::numeric + $16::numeric, $10::numeric, $11::numeric, $10::numeric + $18::numeric,
         $11::numeric + $18::numeric, $18::numeric, $18::numeric, $12::numeric, $12::numeric, $13::numeric, $13::numeric,
         $14::numeric - $15::numeric, $14::numeric - $15::numeric, $14::numeric, $14::numeric, $15::numeric, $15::numeric,
         $16::numeric, $16::numeric, $17::numeric, $17::numeric
       FROM sales_order o WHERE o.entity_id = $1
       RETURNING entity_id`,
      [
        w.orderId,
        incrementId,
        w.invoiceId,
        w.notify ? 1 : 0,
        w.comment?.comment ?? null,
        m.grand_total,
        m.base_grand_total,
        m.subtotal,
        m.base_subtotal,
        m.shipping_amount,
        m.base_shipping_amount,
        m.tax_amount,
        m.discount_amount,
        m.adjustment_positive,
        m.adjustment_negative,
        m.discount_tax_compensation_amount,
        m.shipping_discount_tax_compensation_amount,
        m.shipping_tax_amount,
      ],
    );
    const ids = numberArray(m.lines.map((l) => l.item.item_id));
    const qtys = numberArray(m.lines.map((l) => l.qty));
    const rows = numberArray(m.lines.map((l) => l.row_total));
    const baseRows = numberArray(m.lines.map((l) => l.base_row_total));
    const taxes = numberArray(m.lines.map((l) => l.tax_amount));
    const discounts = numberArray(m.lines.map((l) => l.discount_amount));
    const compensations = numberArray(m.lines.map((l) => l.discount_tax_compensation_amount));
    await this.ds.query(
      `INSERT INTO sales_creditmemo_item (parent_id, order_item_id, product_id, sku, name, qty, price, base_price, price_incl_tax,
         base_price_incl_tax, row_total, base_row_total, row_total_incl_tax, base_row_total_incl_tax, tax_amount, base_tax_amount,
         discount_amount, base_discount_amount, discount_tax_compensation_amount, base_discount_tax_compensation_amount)
       SELECT $1, i.item_id, i.product_id, i.sku, i.name, x.qty, i.price, i.base_price, i.price_incl_tax, i.base_price_incl_tax,
         x.row_total, x.base_row_total, x.row_total + x.tax + x.compensation, x.base_row_total + x.tax + x.compensation, x.tax, x.tax,
         x.discount, x.discount, x.compensation, x.compensation
       FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[])
         WITH ORDINALITY AS x(item_id, qty, row_total, base_row_total, tax, discount, compensation, n)
       JOIN sales_order_item i ON i.item_id = x.item_id ORDER BY x.n`,
      [entity_id, ids, qtys, rows, baseRows, taxes, discounts, compensations],
    );
    if (w.comment?.comment) {
      await this.ds.query(
        `INSERT INTO sales_creditmemo_comment (parent_id, comment, is_visible_on_front, is_customer_notified) VALUES ($1, $2, $3, $4)`,
        [entity_id, w.comment.comment, w.comment.is_visible_on_front ? 1 : 0, w.notify ? 1 : 0],
      );
    }
    await this.ds.query(
      `UPDATE sales_order_item i SET qty_refunded = i.qty_refunded + x.qty, amount_refunded = i.amount_refunded + x.row_total,
         updated_at = now()
       FROM unnest($1::int[], $2::numeric[], $3::numeric[]) AS x(item_id, qty, row_total) WHERE i.item_id = x.item_id`,
      [ids, qtys, rows],
    );
    const offline = w.online ? 0 : 1;
    await this.ds.query(
      `UPDATE sales_order SET
         total_refunded = coalesce(total_refunded, 0) + $2::numeric, base_total_refunded = coalesce(base_total_refunded, 0) + $3::numeric,
         subtotal_refunded = coalesce(subtotal_refunded, 0) + $4, base_subtotal_refunded = coalesce(base_subtotal_refunded, 0) + $5,
         shipping_refunded = coalesce(shipping_refunded, 0) + $6, base_shipping_refunded = coalesce(base_shipping_refunded, 0) + $7,
         adjustment_positive = coalesce(adjustment_positive, 0) + $8, base_adjustment_positive = coalesce(base_adjustment_positive, 0) + $8,
         adjustment_negative = coalesce(adjustment_negative, 0) + $9, base_adjustment_negative = coalesce(base_adjustment_negative, 0) + $9,
         total_offline_refunded = coalesce(total_offline_refunded, 0) + $2::numeric * $10::int,
         base_total_offline_refunded = coalesce(base_total_offline_refunded, 0) + $3::numeric * $10::int,
         total_online_refunded = coalesce(total_online_refunded, 0) + $2::numeric * (1 - $10::int),
         base_total_online_refunded = coalesce(base_total_online_refunded, 0) + $3::numeric * (1 - $10::int),
         updated_at = now()
       WHERE entity_id = $1`,
      [
        w.orderId,
        m.grand_total,
        m.base_grand_total,
        m.subtotal,
        m.base_subtotal,
        m.shipping_amount,
        m.base_shipping_amount,
        m.adjustment_positive,
        m.adjustment_negative,
        offline,
      ],
    );
    await this.ds.query(
      `UPDATE sales_order_payment SET amount_refunded = coalesce(amount_refunded, 0) + $2,
         base_amount_refunded = coalesce(base_amount_refunded, 0) + $3
       WHERE parent_id = $1`,
      [w.orderId, m.grand_total, m.base_grand_total],
    );
    if (w.invoiceId !== null) {
      await this.ds.query(
        `UPDATE sales_invoice SET is_used_for_refund = true, base_total_refunded = coalesce(base_total_refunded, 0) + $2, updated_at = now()
         WHERE entity_id = $1`,
        [w.invoiceId, m.base_grand_total],
      );
    }
    return entity_id;
  }
}
