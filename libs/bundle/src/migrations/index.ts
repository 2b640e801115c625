/** This library's migrations, in order. */
export const bundleMigrations: Function[] = [];
