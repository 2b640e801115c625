import type { CollectedTotals } from './quote-totals';
import { shippingDescription } from './totals-writer';

/**
 * Magento's `TotalsInterface` for collected totals: amounts (discounts negative, as Magento answers
 * them), the lines (`TotalsItemInterface`) and the segments the checkout summary shows.
 */
export function presentTotals(t: CollectedTotals): Record<string, unknown> {
  const { quote } = t.cart;
  const discount = -(t.discountAmount + t.shippingDiscountAmount);
  const subtotalWithDiscount = t.subtotal - t.discountAmount;
  // Tax\Model\Sales\Total\Quote\Tax::fetch: the subtotal segment shows the subtotal including tax
  // when the cart displays it so (`tax/cart_display/subtotal` 2 or 3), and the tax segment sits with
  // the grand total under `tax/cart_display/grandtotal`.
  const display = t.taxSettings?.cartDisplay;
  const subtotalSegment = display && display.subtotal !== 1 ? t.subtotalInclTax : t.subtotal;
  const segments: Record<string, unknown>[] = [{ code: 'subtotal', title: 'Subtotal', value: subtotalSegment }];
  if (t.shippingMethod || t.shippingRate) {
    const description = shippingDescription(t.shippingRate);
    segments.push({
      code: 'shipping',
      title: description ? `Shipping & Handling (${description})` : 'Shipping & Handling',
      value: t.shippingAmount,
    });
  }
  if (discount !== 0) {
    const label = t.discount?.discount_description;
    segments.push({ code: 'discount', title: label ? `Discount (${label})` : 'Discount', value: discount });
  }
  segments.push({
    code: 'tax',
    title: 'Tax',
    value: t.taxAmount,
    ...(display?.grandTotalInclTax && t.grandTotal ? { area: 'taxes' } : {}),
    extension_attributes: {
      tax_grandtotal_details: (t.tax?.appliedTaxes ?? []).map((a, i) => ({
        amount: a.amount,
        rates: a.rates.map((r) => ({ percent: String(r.percent), title: r.title })),
        group_id: i + 1,
      })),
    },
  });
  for (const a of t.adjustments) {
    const value = a.segmentValue !== undefined ? a.segmentValue : a.kind === 'deduction' ? -a.amount : a.amount;
    segments.push({ code: a.code, title: a.title, value, ...(a.segmentExtension ? { extension_attributes: a.segmentExtension } : {}) });
  }
  segments.push({ code: 'grand_total', title: 'Grand Total', value: t.grandTotal, area: 'footer' });
  const extension = Object.assign({}, ...t.adjustments.map((a) => a.totalsExtension ?? {}));
  return {
    grand_total: t.grandTotal,
    base_grand_total: t.grandTotal,
    subtotal: t.subtotal,
    base_subtotal: t.subtotal,
    discount_amount: discount,
    base_discount_amount: discount,
    subtotal_with_discount: subtotalWithDiscount,
    base_subtotal_with_discount: subtotalWithDiscount,
    shipping_amount: t.shippingAmount,
    base_shipping_amount: t.shippingAmount,
    shipping_discount_amount: t.shippingDiscountAmount,
    base_shipping_discount_amount: t.shippingDiscountAmount,
    tax_amount: t.taxAmount,
    base_tax_amount: t.taxAmount,
    weee_tax_applied_amount: null,
    shipping_tax_amount: t.shippingTaxAmount,
    base_shipping_tax_amount: t.shippingTaxAmount,
    subtotal_incl_tax: t.subtotalInclTax,
    shipping_incl_tax: t.shippingInclTax,
    base_shipping_incl_tax: t.shippingInclTax,
    base_currency_code: quote.base_currency_code,
    quote_currency_code: quote.quote_currency_code,
    ...(quote.coupon_code ? { coupon_code: quote.coupon_code } : {}),
    items_qty: t.itemsQty,
    items: t.items.map((i) => ({
      item_id: i.item.item_id,
      price: i.item.price,
      base_price: i.item.price,
      qty: i.item.qty,
      row_total: i.rowTotal,
      base_row_total: i.rowTotal,
      row_total_with_discount: 0,
      tax_amount: i.taxAmount,
      base_tax_amount: i.taxAmount,
      tax_percent: i.taxPercent,
      discount_amount: i.discountAmount,
      base_discount_amount: i.discountAmount,
      discount_percent: i.discountPercent,
      price_incl_tax: i.priceInclTax,
      base_price_incl_tax: i.priceInclTax,
      row_total_incl_tax: i.rowTotalInclTax,
      base_row_total_incl_tax: i.rowTotalInclTax,
      options: JSON.stringify(itemOptions(i.item.product_options)),
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
      name: i.item.name,
    })),
    total_segments: segments,
    ...(Object.keys(extension).length ? { extension_attributes: extension } : {}),
  };
}

/** The line's chosen options as Magento's totals list them (`[{value, label}]`); none is `[]`. */
function itemOptions(options: unknown): { value: string; label: string }[] {
  if (!options || typeof options !== 'object') return [];
  const list = (options as { options?: { label?: string; value?: unknown }[] }).options;
  return Array.isArray(list) ? list.map((o) => ({ value: String(o.value ?? ''), label: String(o.label ?? '') })) : [];
}
