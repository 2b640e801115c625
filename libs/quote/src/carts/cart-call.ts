import { TransactionOptions } from '@mercato/platform';

/** The transaction of a shopper's cart call: key lookups of a few rows, run on generic plans. */
export const CART_CALL: TransactionOptions = { genericPlans: true };

/**
 * A cart call that writes the cart: its row is locked as the transaction opens (same round trip),
 * so writes to one cart take turns and each reads what the one before wrote.
 */
export function cartWrite(quoteId: number): TransactionOptions {
  return { ...CART_CALL, lockRow: { table: 'quote', column: 'entity_id', id: quoteId } };
}
