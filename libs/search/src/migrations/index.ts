/** This library's migrations, in order. */
export const searchMigrations: Function[] = [];
