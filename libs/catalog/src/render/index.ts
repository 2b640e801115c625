import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { ProductRenderList } from './product-render-list';
import { renderRoutes as routes } from './webapi';
import { StoreUrls } from './store-urls';

/**
 * products-render-info (Magento_Catalog ProductRenderListInterface).
 * Area of the catalog module: its routes, providers and migrations are spread into
 * ../catalog.module.ts and ../migrations.
 */

/** Route declarations of this area. */
export const renderRoutes: RouteDefinition[] = routes;
/** Providers of this area. */
export const renderProviders: Provider[] = [ProductRenderList, StoreUrls];
/** Providers other areas and libs may inject. */
export const renderExports: Provider[] = [];
export { renderMigrations } from './migrations';
