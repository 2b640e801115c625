import { CatalogProducts1763800000005 } from './1763800000005-catalog-products';
import { PriceTableFillfactor1763800000008 } from './1763800000008-price-table-fillfactor';

export const catalogMigrations = [CatalogProducts1763800000005, PriceTableFillfactor1763800000008];
