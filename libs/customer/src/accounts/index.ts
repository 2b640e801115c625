import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../customer.module.ts). */
export const accountsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const accountsProviders: Provider[] = [];
/** Providers other libs may inject. */
export const accountsExports: Provider[] = [];
