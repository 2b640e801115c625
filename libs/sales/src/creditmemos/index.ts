import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../sales.module.ts). */
export const creditmemosRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const creditmemosProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const creditmemosExports: Provider[] = [];
