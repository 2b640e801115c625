import { CatalogSearchFulltext1763800000200 } from './1763800000200-catalogsearch-fulltext';

/** This library's migrations, in order. */
export const searchMigrations: Function[] = [CatalogSearchFulltext1763800000200];
