import { roundPrice } from '@mercato/platform';
/**
 * Credit memo construction and document validation (Magento CreditmemoFactory, the
 * Creditmemo\Total collectors and the RefundOrder/RefundInvoice validators), as pure functions of
 * the order, the optional invoice and the request. Money is rounded to cents as Magento's
 * PriceCurrency does.
 */

export interface RefundOrderFacts {
  entity_id: number;
  state: string | null;
  status: string | null;
  base_currency_code: string | null;
  shipping_amount: number;
  base_shipping_amount: number;
  shipping_refunded: number;
  base_shipping_refunded: number;
  shipping_tax_amount: number;
  shipping_discount_amount: number;
  /** Tax the shipping discount took out of a shipping price including tax. */
  shipping_discount_tax_compensation_amount: number;
  total_paid: number;
  base_total_paid: number;
  total_refunded: number;
  base_total_refunded: number;
}

export interface RefundItemFacts {
  item_id: number;
  parent_item_id: number | null;
  product_id: number | null;
  product_type: string | null;
  sku: string;
  name: string | null;
  is_virtual: boolean;
  qty_ordered: number;
  qty_invoiced: number;
  qty_shipped: number;
  qty_refunded: number;
  qty_canceled: number;
  price: number;
  base_price: number;
  price_incl_tax: number | null;
  base_price_incl_tax: number | null;
  tax_invoiced: number;
  discount_invoiced: number;
  discount_tax_compensation_invoiced: number;
}

/** What an invoice refund may still take: per order item, and of shipping. */
export interface RefundInvoiceFacts {
  state: number | null;
  fullyRefunded: boolean;
  /** Whether the payment can refund this invoice online (offline methods cannot). */
  onlineRefundable: boolean;
  qtyLeft: Map<number, number>;
  shippingLeft: number;
}

export interface RefundRequest {
  items?: { order_item_id: number; qty: number }[];
  shippingAmount?: number | null;
  adjustmentPositive?: number | null;
  adjustmentNegative?: number | null;
  returnToStockItems?: number[];
  isOnline?: boolean;
}

export interface MemoLine {
  item: RefundItemFacts;
  qty: number;
  row_total: number;
  base_row_total: number;
  tax_amount: number;
  discount_amount: number;
  discount_tax_compensation_amount: number;
}

export interface MemoTotals {
  lines: MemoLine[];
  subtotal: number;
  base_subtotal: number;
  shipping_amount: number;
  base_shipping_amount: number;
  /** All tax refunded: the lines' and the shipping's share (`shipping_tax_amount`). */
  tax_amount: number;
  shipping_tax_amount: number;
  discount_amount: number;
  /** The tax discounts took out of prices including tax, refunded with the lines and the shipping. */
  discount_tax_compensation_amount: number;
  shipping_discount_tax_compensation_amount: number;
  adjustment_positive: number;
  adjustment_negative: number;
  grand_total: number;
  base_grand_total: number;
  /** A memo handing back only gift cards, store credit or points may total 0 (Magento's `AllowZeroGrandTotal`). */
  allow_zero_grand_total?: boolean;
}

const EPS = 0.0001;
/** States an order cannot be refunded in (Order\Validation\CanRefund). */
const NOT_REFUNDABLE_STATES = new Set(['payment_review', 'holded', 'canceled', 'closed']);
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/** Item::getQtyToRefund. */
export const qtyToRefund = (i: RefundItemFacts) => Math.max(i.qty_invoiced - i.qty_refunded, 0);

/** Magento's base-currency formatting of an amount in a message (`$5.00`). */
export function formatPrice(amount: number, currency: string | null): string {
  const code = currency ?? 'USD';
  const text = roundPrice(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return Object.hasOwn(SYMBOLS, code) ? SYMBOLS[code] + text : `${code} ${text}`;
}

/** Thrown while building the memo, before document validation (CreditmemoFactory's shipping check). */
export class ShippingTooHigh extends Error {
  constructor(readonly allowed: string) {
    super(`Maximum shipping amount allowed to refund is: ${allowed}`);
  }
}

/**
 * Builds the memo: the listed quantities (or everything refundable, limited to what the invoice
 * still holds for invoice refunds), the refundable shipping unless `shipping_amount` says
 * otherwise, proportional tax and discount, the adjustments and the grand total.
 */
export function buildMemo(order: RefundOrderFacts, items: RefundItemFacts[], req: RefundRequest, invoice?: RefundInvoiceFacts): MemoTotals {
  const byId = new Map(items.map((i) => [i.item_id, i]));
  const wanted = new Map<number, number>();
  if (req.items?.length) {
    for (const r of req.items) if (byId.has(r.order_item_id)) wanted.set(r.order_item_id, r.qty);
  } else {
    for (const i of items) {
      const left = invoice ? Math.min(qtyToRefund(i), invoice.qtyLeft.get(i.item_id) ?? 0) : qtyToRefund(i);
      if (left > 0 && i.parent_item_id === null) wanted.set(i.item_id, left);
    }
  }
  const lines: MemoLine[] = [];
  for (const [id, qty] of wanted) {
    if (!(qty > 0)) continue;
    const item = byId.get(id)!;
    const share = item.qty_invoiced > 0 ? qty / item.qty_invoiced : 0;
    lines.push({
      item,
      qty,
      row_total: roundPrice(item.price * qty),
      base_row_total: roundPrice(item.base_price * qty),
      tax_amount: roundPrice(item.tax_invoiced * share),
      discount_amount: roundPrice(item.discount_invoiced * share),
      discount_tax_compensation_amount: roundPrice(item.discount_tax_compensation_invoiced * share),
    });
  }
  const baseShippingLeft = roundPrice(
    invoice
      ? Math.min(invoice.shippingLeft, order.base_shipping_amount - order.base_shipping_refunded)
      : order.base_shipping_amount - order.base_shipping_refunded,
  );
  let baseShipping = Math.max(baseShippingLeft, 0);
  if (req.shippingAmount !== undefined && req.shippingAmount !== null) {
    if (req.shippingAmount > baseShipping + EPS) throw new ShippingTooHigh(formatPrice(baseShipping, order.base_currency_code));
    baseShipping = roundPrice(req.shippingAmount);
  }
  const rate = order.base_shipping_amount > 0 ? order.shipping_amount / order.base_shipping_amount : 1;
  const sum = (f: (l: MemoLine) => number) => roundPrice(lines.reduce((s, l) => s + f(l), 0));
  const subtotal = sum((l) => l.row_total);
  const base_subtotal = sum((l) => l.base_row_total);
  const lineTax = sum((l) => l.tax_amount);
  const lineDiscount = sum((l) => l.discount_amount);
  const adjustment_positive = roundPrice(req.adjustmentPositive ?? 0);
  const adjustment_negative = roundPrice(req.adjustmentNegative ?? 0);
  const shipping_amount = roundPrice(baseShipping * rate);
  const discount_tax_compensation_amount = sum((l) => l.discount_tax_compensation_amount);
  const shippingPart = order.base_shipping_amount > 0 ? baseShipping / order.base_shipping_amount : 0;
  const shipping_discount_tax_compensation_amount = roundPrice(order.shipping_discount_tax_compensation_amount * shippingPart);
  const compensation = discount_tax_compensation_amount + shipping_discount_tax_compensation_amount;
  // The shipping refunded takes its share of the shipping tax (Creditmemo\Total\Tax).
  const shipping_tax_amount = roundPrice(order.shipping_tax_amount * shippingPart);
  const tax_amount = roundPrice(lineTax + shipping_tax_amount);
  // So does the shipping discount (Creditmemo\Total\Discount).
  const discount_amount = roundPrice(lineDiscount + order.shipping_discount_amount * shippingPart);
  return {
    lines,
    subtotal,
    base_subtotal,
    shipping_amount,
    base_shipping_amount: baseShipping,
    tax_amount,
    shipping_tax_amount,
    discount_amount,
    discount_tax_compensation_amount,
    shipping_discount_tax_compensation_amount,
    adjustment_positive,
    adjustment_negative,
    grand_total: roundPrice(
      subtotal + shipping_amount + tax_amount - discount_amount + compensation + adjustment_positive - adjustment_negative,
    ),
    base_grand_total: roundPrice(
      base_subtotal + baseShipping + tax_amount - discount_amount + compensation + adjustment_positive - adjustment_negative,
    ),
  };
}

/**
 * The document validation messages, in Magento's order: order, invoice, quantities, totals,
 * requested items, return-to-stock argument. Empty when the memo may be created.
 */
export function validateMemo(
  order: RefundOrderFacts,
  items: RefundItemFacts[],
  memo: MemoTotals,
  req: RefundRequest,
  invoice?: RefundInvoiceFacts,
): string[] {
  const messages: string[] = [];
  const byId = new Map(items.map((i) => [i.item_id, i]));
  if (order.state && NOT_REFUNDABLE_STATES.has(order.state)) {
    messages.push(`A creditmemo can not be created when an order has a status of ${order.status}`);
  } else if (order.total_paid - order.total_refunded < EPS && !memo.allow_zero_grand_total) {
    // Magento's ForcedCanCreditmemo: gift cards, store credit or points still to hand back keep the order refundable.
    messages.push('The order does not allow a creditmemo to be created.');
  }
  if (invoice && (invoice.state !== 2 || invoice.fullyRefunded || (req.isOnline && !invoice.onlineRefundable))) {
    messages.push("We can't create creditmemo for the invoice.");
  }
  let totalQty = 0;
  for (const l of memo.lines) {
    totalQty += l.qty;
    const left = invoice ? Math.min(qtyToRefund(l.item), invoice.qtyLeft.get(l.item.item_id) ?? 0) : qtyToRefund(l.item);
    if (l.qty > left + EPS)
      messages.push(`The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${l.item.sku}".`);
  }
  if (memo.grand_total <= 0 && !(memo.allow_zero_grand_total && memo.grand_total === 0))
    messages.push("The credit memo's total must be positive.");
  else if (totalQty <= 0 && memo.base_shipping_amount <= 0) messages.push("You can't create a creditmemo without products.");
  if (roundPrice(order.base_total_refunded + memo.base_grand_total) > roundPrice(order.base_total_paid)) {
    messages.push(`The most money available to refund is ${roundPrice(order.base_total_paid - order.base_total_refunded)}.`);
  }
  for (const r of req.items ?? []) {
    const item = byId.get(r.order_item_id);
    if (!item) messages.push('The creditmemo contains product item that is not part of the original order.');
    else if (r.qty > qtyToRefund(item) + EPS) messages.push('The quantity to refund must not be greater than the unrefunded quantity.');
  }
  for (const id of req.returnToStockItems ?? []) {
    const item = byId.get(id);
    if (!item) {
      messages.push('The return to stock argument contains product item that is not part of the original order.');
      break;
    }
    if (!memo.lines.some((l) => l.item.item_id === id)) {
      messages.push(`The "${item.sku}" product is not part of the current creditmemo.`);
      break;
    }
  }
  return messages;
}
