/** This library's migrations, in order. */
export const giftWrappingMigrations: Function[] = [];
