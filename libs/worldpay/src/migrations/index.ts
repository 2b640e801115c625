/** This library's migrations, in order. */
export const worldpayMigrations: Function[] = [];
