import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/**
 * Product links (related, up-sell, cross-sell), link types and attributes, and websites per product (Magento_Catalog ProductLinkManagement, ProductWebsiteLinkRepository).
 * Area of the catalog module: its routes, providers, entities and migrations are spread into
 * ../catalog.module.ts, ../entities and ../migrations.
 */

/** Route declarations of this area. */
export const linksRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const linksProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const linksExports: Provider[] = [];
/** TypeORM entities of this area (must match its migrations). */
export const linksEntities: Function[] = [];
export { linksMigrations } from './migrations';
