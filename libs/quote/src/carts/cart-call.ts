import { TransactionOptions } from '@mercato/platform';

/** The transaction of a shopper's cart call: key lookups of a few rows, run on generic plans. */
export const CART_CALL: TransactionOptions = { genericPlans: true };
