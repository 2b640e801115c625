import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../catalog.module.ts). */
export const attributeSetsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const attributeSetsProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const attributeSetsExports: Provider[] = [];
