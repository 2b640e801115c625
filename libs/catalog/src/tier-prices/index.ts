import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/**
 * Group tier prices per product (Magento_Catalog ProductTierPriceManagementInterface), consistent with price storage.
 * Area of the catalog module: its routes, providers, entities and migrations are spread into
 * ../catalog.module.ts, ../entities and ../migrations.
 */

/** Route declarations of this area. */
export const tierPricesRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const tierPricesProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const tierPricesExports: Provider[] = [];
/** TypeORM entities of this area (must match its migrations). */
export const tierPricesEntities: Function[] = [];
export { tierPricesMigrations } from './migrations';
