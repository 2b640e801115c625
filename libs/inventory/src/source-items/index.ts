import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../inventory.module.ts). */
export const sourceItemsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const sourceItemsProviders: Provider[] = [];
/** Providers other libs may inject. */
export const sourceItemsExports: Provider[] = [];
