/** This library's migrations, in order. */
export const backendMigrations: Function[] = [];
