import { CatalogProducts1763800000005 } from './1763800000005-catalog-products';
import { PriceTableFillfactor1763800000008 } from './1763800000008-price-table-fillfactor';
import { CatalogChangeNotifications1763800000010 } from './1763800000010-catalog-change-notifications';
import { TierPriceWebsiteIndex1763800000011 } from './1763800000011-tier-price-website-index';
import { CategoryValues1763800000110 } from './1763800000110-category-values';
import { CatalogAttributes1763800000120 } from './1763800000120-catalog-attributes';
import { CategoryProductByProduct1763800000240 } from './1763800000240-category-product-by-product';
import { FinalPriceFunction1763800000410 } from './1763800000410-final-price-function';
import { FinalPriceFromAmount1763800000432 } from './1763800000432-final-price-from-amount';
import { ProductChangeIds1763800000470 } from './1763800000470-product-change-ids';
import { AttributeGroups1763800000130 } from '../attribute-sets/migrations/1763800000130-attribute-groups';
import { mediaMigrations } from '../media/migrations';
import { optionsMigrations } from '../options/migrations';
import { linksMigrations } from '../links/migrations';
import { tierPricesMigrations } from '../tier-prices/migrations';
import { attributesMigrations } from '../attributes/migrations';
import { renderMigrations } from '../render/migrations';

export const catalogMigrations = [
  CatalogProducts1763800000005,
  PriceTableFillfactor1763800000008,
  CatalogChangeNotifications1763800000010,
  TierPriceWebsiteIndex1763800000011,
  CategoryValues1763800000110,
  CatalogAttributes1763800000120,
  AttributeGroups1763800000130,
  ...mediaMigrations,
  ...optionsMigrations,
  ...linksMigrations,
  ...tierPricesMigrations,
  ...renderMigrations,
  ...attributesMigrations,
  CategoryProductByProduct1763800000240,
  FinalPriceFunction1763800000410,
  FinalPriceFromAmount1763800000432,
  ProductChangeIds1763800000470,
];
