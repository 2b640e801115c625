import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../inventory.module.ts). */
export const sourcesRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const sourcesProviders: Provider[] = [];
/** Providers other libs may inject. */
export const sourcesExports: Provider[] = [];
