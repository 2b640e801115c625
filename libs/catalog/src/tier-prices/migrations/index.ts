/** This area's migrations, in order (timestamps from its assigned range). */
export const tierPricesMigrations: Function[] = [];
