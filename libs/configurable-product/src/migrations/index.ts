/** This library's migrations, in order. */
export const configurableProductMigrations: Function[] = [];
