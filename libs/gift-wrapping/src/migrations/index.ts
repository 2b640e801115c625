import { GiftWrappings1763800000260 } from './1763800000260-gift-wrappings';
import { GiftWrappingChoices1763800000380 } from './1763800000380-gift-wrapping-choices';

/** This library's migrations, in order. */
export const giftWrappingMigrations: Function[] = [GiftWrappings1763800000260, GiftWrappingChoices1763800000380];
