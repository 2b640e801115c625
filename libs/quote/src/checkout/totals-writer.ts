import { Injectable } from '@nestjs/common';
import { Database, lockKeysSql, numberArray, roundPrice } from '@mercato/platform';
import { DocumentSequence, drawNumberSql } from '@mercato/sales';
import { ShippingRate } from '@mercato/shipping';
import { CART_PAYMENT_UPSERT, cartPaymentValues } from './cart-payment-row';
import { PaymentData } from './dto/checkout.input';
import type { CollectedTotals } from './quote-totals';

/** What placing an order writes to its cart with the totals (TotalsWriter.save). */
export interface CartClosing {
  /**
   * Where the order's increment id comes from: the statement draws it (Magento's quote resource
   * reserves the order id from the order sequence), and the cart is no longer active and keeps it.
   */
  orderNumber: DocumentSequence;
  /** The payment the order is placed with, written as the cart's (when the call gave one). */
  payment?: PaymentData | null;
  /** The guest's e-mail given with it, checked by the caller. */
  email?: string | null;
  /**
   * The placement's advisory lock keys (OrderPlacement.lockKeys), taken by the same statement: the
   * placement that follows in the transaction then sends no lock statement of its own.
   */
  locks?: string[];
}

/** Magento's shipping description: `<carrier title> - <method title>`. */
export function shippingDescription(rate: ShippingRate | null): string | null {
  if (!rate) return null;
  return [rate.carrier_title, rate.method_title].filter((s) => s).join(' - ');
}

/**
 * TotalsWriter.save's statement, built once: a text built per call is hashed whole (several
 * kilobytes) by the prepared-statement lookup every time.
 */
const SAVE_TOTALS = `WITH items AS (
     UPDATE quote_item qi SET price = v.price, base_price = v.price, row_total = v.row_total, base_row_total = v.row_total,
       discount_amount = v.discount_amount, base_discount_amount = v.discount_amount, discount_percent = v.discount_percent,
       tax_amount = v.tax_amount, base_tax_amount = v.tax_amount, tax_percent = v.tax_percent, price_incl_tax = v.price_incl_tax,
       row_total_incl_tax = v.row_total_incl_tax, row_weight = v.row_weight, tax_class_id = v.tax_class_id,
       applied_rule_ids = NULLIF(v.applied_rule_ids, ''), free_shipping = v.free_shipping,
       discount_tax_compensation_amount = v.compensation, original_custom_price = COALESCE(qi.original_custom_price, qi.custom_price),
       custom_price = CASE WHEN COALESCE(qi.original_custom_price, qi.custom_price) IS NULL THEN NULL ELSE v.price END,
       updated_at = now()
     FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[],
                 $10::numeric[], $11::int[], $12::text[], $13::bool[], $14::numeric[], $15::numeric[])
       AS v(item_id, row_total, discount_amount, discount_percent, tax_amount, tax_percent, price_incl_tax, row_total_incl_tax,
            row_weight, tax_class_id, applied_rule_ids, free_shipping, price, compensation)
     WHERE qi.item_id = v.item_id AND qi.quote_id = $1
       AND (qi.price, qi.base_price, qi.row_total, qi.base_row_total, qi.discount_amount, qi.base_discount_amount,
            qi.discount_percent, qi.tax_amount, qi.base_tax_amount, qi.tax_percent, qi.price_incl_tax, qi.row_total_incl_tax,
            qi.row_weight, qi.tax_class_id, qi.applied_rule_ids, qi.free_shipping, qi.discount_tax_compensation_amount,
            qi.original_custom_price, qi.custom_price)
       IS DISTINCT FROM
           (v.price, v.price, v.row_total, v.row_total, v.discount_amount, v.discount_amount,
            v.discount_percent, v.tax_amount, v.tax_amount, v.tax_percent, v.price_incl_tax, v.row_total_incl_tax,
            v.row_weight, v.tax_class_id, NULLIF(v.applied_rule_ids, ''), v.free_shipping, v.compensation,
            COALESCE(qi.original_custom_price, qi.custom_price),
            CASE WHEN COALESCE(qi.original_custom_price, qi.custom_price) IS NULL THEN NULL ELSE v.price END)
   ),
   address AS (
     UPDATE quote_address SET weight = $17, subtotal = $18, base_subtotal = $18, subtotal_with_discount = $19, tax_amount = $20,
       base_tax_amount = $20, shipping_amount = $21, base_shipping_amount = $21, shipping_tax_amount = $22,
       shipping_discount_amount = $23, discount_amount = $24, base_discount_amount = $24, discount_description = $25,
       grand_total = $26, base_grand_total = $26, applied_taxes = $27::jsonb, free_shipping = $28,
       shipping_description = $29, subtotal_incl_tax = $30, shipping_incl_tax = $31, discount_tax_compensation_amount = $32,
       shipping_discount_tax_compensation_amount = $33, updated_at = now()
     WHERE address_id = $16
       AND (weight, subtotal, base_subtotal, subtotal_with_discount, tax_amount, base_tax_amount, shipping_amount,
            base_shipping_amount, shipping_tax_amount, shipping_discount_amount, discount_amount, base_discount_amount,
            discount_description, grand_total, base_grand_total, applied_taxes, free_shipping, shipping_description,
            subtotal_incl_tax, shipping_incl_tax, discount_tax_compensation_amount, shipping_discount_tax_compensation_amount)
       IS DISTINCT FROM
           ($17, $18, $18, $19, $20, $20, $21, $21, $22, $23, $24, $24, $25, $26, $26, $27::jsonb, $28, $29, $30, $31, $32, $33)
   ),
   -- The shipping address's rates become the collected ones. The delete and the insert both work
   -- on the statement's snapshot: a rate already there as collected is neither removed nor added
   -- again, the others are removed, and the new ones added.
   collected AS (
     SELECT v.carrier, v.carrier_title, v.carrier || '_' || v.method AS code, v.method, v.method_title,
            v.price::numeric(20, 4) AS price, NULLIF(v.error_message, '') AS error_message
     FROM unnest($42::text[], $43::text[], $44::text[], $45::text[], $46::numeric[], $47::text[])
       AS v(carrier, carrier_title, method, method_title, price, error_message)
   ),
   gone AS (
     DELETE FROM quote_shipping_rate r WHERE r.address_id = $41 AND NOT EXISTS (
       SELECT 1 FROM collected c
       WHERE (c.carrier, c.carrier_title, c.code, c.method, c.method_title, c.price, c.error_message)
         IS NOT DISTINCT FROM (r.carrier, r.carrier_title, r.code, r.method, r.method_title, r.price, r.error_message))
   ),
   rates AS (
     INSERT INTO quote_shipping_rate (address_id, carrier, carrier_title, code, method, method_title, price, error_message)
     SELECT $41, c.carrier, c.carrier_title, c.code, c.method, c.method_title, c.price, c.error_message
     FROM collected c
     WHERE $41::int IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM quote_shipping_rate r
       WHERE r.address_id = $41
         AND (c.carrier, c.carrier_title, c.code, c.method, c.method_title, c.price, c.error_message)
           IS NOT DISTINCT FROM (r.carrier, r.carrier_title, r.code, r.method, r.method_title, r.price, r.error_message))
   ),
   payment AS (
     INSERT INTO quote_payment (quote_id, method, po_number, additional_data)
     SELECT $1, $50, $51, $52::jsonb WHERE $49::boolean
     ${CART_PAYMENT_UPSERT}
   ),
   locks AS MATERIALIZED (${lockKeysSql('$54')})
   UPDATE quote SET items_count = $34, items_qty = $35, subtotal = $36, base_subtotal = $36, subtotal_with_discount = $37,
     base_subtotal_with_discount = $37, grand_total = $38, base_grand_total = $38, applied_rule_ids = NULLIF($39, ''),
     is_virtual = $40, is_active = is_active AND $48::text IS NULL,
     reserved_order_id = CASE WHEN $48::text IS NULL THEN reserved_order_id ELSE ${drawNumberSql('$48', '$55')} END,
     customer_email = COALESCE($53::text, customer_email), updated_at = now()
   WHERE entity_id = $1 AND (SELECT count(*) FROM locks) >= 0
   RETURNING reserved_order_id`;

/** Writes collected totals to the cart (QuoteTotals computes them; collecting stores them here). */
@Injectable()
export class TotalsWriter {
  constructor(private readonly ds: Database) {}

  /**
   * Stores the collected totals in one statement (a data-modifying CTE per table): lines, the totals
   * address, the cart, and the shipping address's collected rates. Lines, address and rates that
   * already hold what was collected are left as they are (placing an order collects again what
   * shipping-information stored: rewriting identical rows cost new row versions, index entries and
   * WAL for nothing). Nothing waits for it: it travels with the transaction's next statement or its
   * commit (`Database.deferredWrite`), shipping-information's commit.
   */
  async save(t: CollectedTotals): Promise<void> {
    await this.ds.deferredWrite(SAVE_TOTALS, totalsValues(t, null));
  }

  /**
   * `save`, and in the same statement the cart's closing for the order: no longer active, its order
   * increment id drawn and reserved (as Magento's quote resource reserves it from the order
   * sequence), the payment and e-mail the order is placed with written, as Magento's submit saves
   * the quote once with all of it, and the placement's stock locks taken (the `locks` CTE is read by
   * the final UPDATE so it runs). The statement is held back to go with the placement's stock
   * check, one round trip for both (`Database.deferredQuery`), so this returns at once: the increment
   * id is a promise the placement awaits after that check, already handled (a placement refused
   * before it never awaits it).
   */
  close(t: CollectedTotals, closing: CartClosing): { incrementId: Promise<string> } {
    if (closing.locks?.length) this.ds.keysLocked(closing.locks);
    const incrementId = this.ds
      .deferredQuery<{ reserved_order_id: string }>(SAVE_TOTALS, totalsValues(t, closing))
      .then(([row]) => row.reserved_order_id);
    incrementId.catch(() => undefined);
    return { incrementId };
  }
}

/** SAVE_TOTALS' parameters. */
function totalsValues(t: CollectedTotals, closing: CartClosing | null): unknown[] {
  const quoteId = t.cart.quote.entity_id;
  const items = t.items;
  const a = t.address;
  const shipping = t.cart.shipping;
  const ratesAt = shipping && t.address === shipping ? shipping.address_id : null;
  const rates = ratesAt === null ? [] : t.rates;
  return [
    quoteId,
    numberArray(items.map((i) => i.item.item_id)),
    items.map((i) => i.rowTotal),
    items.map((i) => i.discountAmount),
    items.map((i) => i.discountPercent),
    items.map((i) => i.taxAmount),
    items.map((i) => i.taxPercent),
    items.map((i) => i.priceInclTax),
    items.map((i) => i.rowTotalInclTax),
    items.map((i) => (i.item.is_virtual ? 0 : i.item.weight * i.item.qty)),
    items.map((i) => i.taxClassId),
    items.map((i) => i.appliedRuleIds.join(',')),
    items.map((i) => i.freeShipping),
    items.map((i) => i.item.price),
    items.map((i) => i.discountTaxCompensation),
    // No totals address (an empty virtual cart without billing): the address CTE updates nothing.
    a?.address_id ?? null,
    t.weight,
    t.subtotal,
    roundPrice(t.subtotal - t.discountAmount),
    t.taxAmount,
    t.shippingAmount,
    t.shippingTaxAmount,
    t.shippingDiscountAmount,
    -roundPrice(t.discountAmount + t.shippingDiscountAmount),
    t.discount?.discount_description || null,
    t.grandTotal,
    JSON.stringify(t.tax?.appliedTaxes ?? []),
    t.discount?.free_shipping ?? false,
    shippingDescription(t.shippingRate),
    t.subtotalInclTax,
    t.shippingInclTax,
    t.discountTaxCompensation,
    t.shippingDiscountTaxCompensation,
    items.length,
    t.itemsQty,
    t.subtotal,
    roundPrice(t.subtotal - t.discountAmount),
    t.grandTotal,
    t.appliedRuleIds.join(','),
    items.length > 0 && items.every((i) => i.item.is_virtual),
    // The collected rates belong to the shipping address when it carries the totals; else none are written.
    ratesAt,
    rates.map((r) => r.carrier_code),
    rates.map((r) => r.carrier_title),
    rates.map((r) => r.method_code),
    rates.map((r) => r.method_title),
    rates.map((r) => r.amount),
    rates.map((r) => r.error_message ?? ''),
    closing?.orderNumber.sequence ?? null,
    !!closing?.payment,
    ...(closing?.payment ? cartPaymentValues(closing.payment) : [null, null, null]),
    closing?.email ?? null,
    closing?.locks ?? [],
    closing?.orderNumber.prefix ?? null,
  ];
}
