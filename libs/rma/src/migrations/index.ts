/** This library's migrations, in order. */
export const rmaMigrations: Function[] = [];
