import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../customer.module.ts). */
export const groupsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const groupsProviders: Provider[] = [];
/** Providers other libs may inject. */
export const groupsExports: Provider[] = [];
