import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../catalog.module.ts). */
export const attributesRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const attributesProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const attributesExports: Provider[] = [];
