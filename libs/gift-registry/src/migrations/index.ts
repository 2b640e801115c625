import { GiftRegistry1763800000300 } from './1763800000300-gift-registry';

/** This library's migrations, in order. */
export const giftRegistryMigrations: Function[] = [GiftRegistry1763800000300];
