import { GiftCardAccounts1763800000320 } from './1763800000320-gift-card-accounts';

/** This library's migrations, in order. */
export const giftCardAccountMigrations: Function[] = [GiftCardAccounts1763800000320];
