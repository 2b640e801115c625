/** This library's migrations, in order. */
export const downloadableMigrations: Function[] = [];
