import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/**
 * Custom options: option types, per-product options with values and prices (Magento_Catalog ProductCustomOptionRepository).
 * Area of the catalog module: its routes, providers, entities and migrations are spread into
 * ../catalog.module.ts, ../entities and ../migrations.
 */

/** Route declarations of this area. */
export const optionsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const optionsProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const optionsExports: Provider[] = [];
/** TypeORM entities of this area (must match its migrations). */
export const optionsEntities: Function[] = [];
export { optionsMigrations } from './migrations';
