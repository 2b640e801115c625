import { GiftWrappings1763800000260 } from './1763800000260-gift-wrappings';

/** This library's migrations, in order. */
export const giftWrappingMigrations: Function[] = [GiftWrappings1763800000260];
