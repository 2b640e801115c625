import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/**
 * Media gallery: entries, roles, files under DATA_DIR/media, media types (Magento_Catalog ProductAttributeMediaGalleryManagement).
 * Area of the catalog module: its routes, providers, entities and migrations are spread into
 * ../catalog.module.ts, ../entities and ../migrations.
 */

/** Route declarations of this area. */
export const mediaRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const mediaProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const mediaExports: Provider[] = [];
/** TypeORM entities of this area (must match its migrations). */
export const mediaEntities: Function[] = [];
export { mediaMigrations } from './migrations';
