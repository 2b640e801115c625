import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { GroupTierPrices } from './group-tier-prices';
import { groupTierPriceRoutes } from './webapi';
import { TierPricePersistence } from './tier-price-persistence';

/**
 * Group tier prices per product (Magento_Catalog ProductTierPriceManagementInterface), consistent with price storage.
 * Area of the catalog module: its routes, providers and migrations are spread into
 * ../catalog.module.ts and ../migrations. The tiers live in the product's
 * catalog_product_entity_tier_price rows, so no table of its own.
 */

export { GroupTierPrices, TierPricePersistence };
export type { StoredTierPrice, TierPriceRow, TierPriceWebsites } from './tier-price-persistence';

/** Route declarations of this area. */
export const tierPricesRoutes: RouteDefinition[] = groupTierPriceRoutes;
/** Providers of this area. */
export const tierPricesProviders: Provider[] = [GroupTierPrices, TierPricePersistence];
/** Providers other areas and libs may inject: the tier price storage (pricing) writes through TierPricePersistence. */
export const tierPricesExports: Provider[] = [GroupTierPrices, TierPricePersistence];
export { tierPricesMigrations } from './migrations';
