import { PaymentData } from './dto/checkout.input';

/**
 * How the cart's one payment row (`quote_payment`, one per cart) is written, by whichever statement
 * writes it: selecting a method (PaymentSelectionService) or placing an order with one (QuoteTotals,
 * with the totals). Follows `INSERT INTO quote_payment (quote_id, method, po_number, additional_data) …`.
 */
export const CART_PAYMENT_UPSERT = `ON CONFLICT (quote_id) DO UPDATE SET method = EXCLUDED.method, po_number = EXCLUDED.po_number,
  additional_data = EXCLUDED.additional_data, updated_at = now()`;

/** The method, PO number and additional data (JSON text) of the row, in that order. */
export function cartPaymentValues(payment: PaymentData): [string | null, string | null, string | null] {
  return [payment.method ?? null, payment.po_number ?? null, payment.additional_data ? JSON.stringify(payment.additional_data) : null];
}
