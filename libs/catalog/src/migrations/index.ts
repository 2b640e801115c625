import { CatalogProducts1763800000005 } from './1763800000005-catalog-products';
import { PriceTableFillfactor1763800000008 } from './1763800000008-price-table-fillfactor';
import { CatalogChangeNotifications1763800000010 } from './1763800000010-catalog-change-notifications';

export const catalogMigrations = [CatalogProducts1763800000005, PriceTableFillfactor1763800000008, CatalogChangeNotifications1763800000010];
