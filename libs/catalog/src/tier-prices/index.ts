import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { GroupTierPrices } from './group-tier-prices';
import { groupTierPriceRoutes } from './routes';

/**
 * Group tier prices per product (Magento_Catalog ProductTierPriceManagementInterface), consistent with price storage.
 * Area of the catalog module: its routes, providers, entities and migrations are spread into
 * ../catalog.module.ts, ../entities and ../migrations. The tiers live in the product's
 * catalog_product_entity_tier_price rows (../entities/tier-price.entity.ts), so no table of its own.
 */

export { GroupTierPrices };

/** Route declarations of this area. */
export const tierPricesRoutes: RouteDefinition[] = groupTierPriceRoutes;
/** Providers of this area. */
export const tierPricesProviders: Provider[] = [GroupTierPrices];
/** Providers other areas and libs may inject. */
export const tierPricesExports: Provider[] = [GroupTierPrices];
/** TypeORM entities of this area (must match its migrations). */
export const tierPricesEntities: Function[] = [];
export { tierPricesMigrations } from './migrations';
