import { roundPrice } from '@mercato/platform';
/** A wrapped cart line: its wrapping and the unit price and unit tax charged for it. */
export interface WrappedLine {
  quoteItemId: number;
  gwId: number;
  qty: number;
  price: number;
  tax: number;
}

/**
 * What the cart's gift options cost, as Magento's Giftwrapping total collector and its tax
 * collectors split it: the order's wrapping, the lines' wrappings (unit price × qty) and the
 * printed card, each with its tax. One currency: base and store amounts are the same.
 * Carried to the order in its `giftwrapping` adjustment's data.
 */
export interface WrappingAmounts {
  gwId: number | null;
  allowGiftReceipt: boolean | null;
  addCard: boolean | null;
  price: number;
  tax: number;
  itemsPrice: number;
  itemsTax: number;
  cardPrice: number;
  cardTax: number;
  items: WrappedLine[];
}

/** The charge the amounts add to the grand total: prices and their tax. */
export function chargeOf(a: WrappingAmounts): number {
  return roundPrice(a.price + a.tax + a.itemsPrice + a.itemsTax + a.cardPrice + a.cardTax);
}

/** Magento answers gift wrapping amounts as strings (its decimal columns: `5.0000`). */
export const amountText = (n: number) => roundPrice(n).toFixed(4);

const flag = (b: boolean | null) => (b === null ? undefined : b ? '1' : '0');

/** Leaves out the undefined fields, as Magento leaves out null extension attributes. */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** Sets two fields to one value, in the order named (JSON keeps it). */
function put(out: Record<string, unknown>, first: string, second: string, value: string): void {
  out[first] = value;
  out[second] = value;
}

type Part = '' | 'items_' | 'card_';
const PARTS: Part[] = ['', 'items_', 'card_'];

/** A part's price and its tax. */
function part(a: WrappingAmounts, p: Part): { price: number; tax: number } {
  if (p === 'items_') return { price: a.itemsPrice, tax: a.itemsTax };
  if (p === 'card_') return { price: a.cardPrice, tax: a.cardTax };
  return { price: a.price, tax: a.tax };
}

/** TotalSegmentExtensionInterface's gw_* fields, in extension_attributes.xml's order. */
export function segmentExtension(a: WrappingAmounts): Record<string, unknown> {
  const out: Record<string, unknown> = defined({
    gw_order_id: a.gwId === null ? undefined : String(a.gwId),
    gw_item_ids: a.items.map((l) => ({ item_id: l.quoteItemId, gw_id: l.gwId })),
    gw_allow_gift_receipt: flag(a.allowGiftReceipt),
    gw_add_card: flag(a.addCard),
  });
  for (const p of PARTS) put(out, `gw_${p}price`, `gw_${p}base_price`, amountText(part(a, p).price));
  for (const p of PARTS) put(out, `gw_${p}base_tax_amount`, `gw_${p}tax_amount`, amountText(part(a, p).tax));
  for (const p of ['', 'card_', 'items_'] as Part[]) {
    const { price, tax } = part(a, p);
    put(out, `gw_${p}price_incl_tax`, `gw_${p}base_price_incl_tax`, amountText(price + tax));
  }
  return out;
}

/** OrderExtensionInterface's gw_* fields, in extension_attributes.xml's order. */
export function orderExtension(a: WrappingAmounts, invoiced: boolean, refunded: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = defined({
    gw_id: a.gwId === null ? undefined : String(a.gwId),
    gw_allow_gift_receipt: flag(a.allowGiftReceipt),
    gw_add_card: flag(a.addCard),
  });
  for (const p of PARTS) put(out, `gw_${p}base_price`, `gw_${p}price`, amountText(part(a, p).price));
  for (const p of PARTS) put(out, `gw_${p}base_tax_amount`, `gw_${p}tax_amount`, amountText(part(a, p).tax));
  for (const p of PARTS) {
    const { price, tax } = part(a, p);
    put(out, `gw_${p}base_price_incl_tax`, `gw_${p}price_incl_tax`, amountText(price + tax));
  }
  // The first invoice takes the whole charge, the first credit memo gives it all back.
  for (const [done, suffix] of [
    [invoiced, 'invoiced'],
    [refunded, 'refunded'],
  ] as const) {
    if (!done) continue;
    for (const p of PARTS) put(out, `gw_${p}base_price_${suffix}`, `gw_${p}price_${suffix}`, amountText(part(a, p).price));
    // Magento names the order's own tax `…tax_amount_…`, the items' and card's `…tax_…`.
    for (const p of PARTS) {
      const tax = p === '' ? 'tax_amount' : 'tax';
      put(out, `gw_${p}base_${tax}_${suffix}`, `gw_${p}${tax}_${suffix}`, amountText(part(a, p).tax));
    }
  }
  return out;
}

/** OrderItemExtensionInterface's gw_* fields of a wrapped line (unit amounts). */
export function orderItemExtension(l: WrappedLine, invoiced: boolean, refunded: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { gw_id: String(l.gwId) };
  put(out, 'gw_base_price', 'gw_price', amountText(l.price));
  put(out, 'gw_base_tax_amount', 'gw_tax_amount', amountText(l.tax));
  for (const [done, suffix] of [
    [invoiced, 'invoiced'],
    [refunded, 'refunded'],
  ] as const) {
    if (!done) continue;
    put(out, `gw_base_price_${suffix}`, `gw_price_${suffix}`, amountText(l.price));
    put(out, `gw_base_tax_amount_${suffix}`, `gw_tax_amount_${suffix}`, amountText(l.tax));
  }
  return out;
}
