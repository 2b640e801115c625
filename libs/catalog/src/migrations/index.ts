import { CatalogProducts1763800000005 } from './1763800000005-catalog-products';

export const catalogMigrations = [CatalogProducts1763800000005];
