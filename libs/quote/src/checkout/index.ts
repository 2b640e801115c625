import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../quote.module.ts). */
export const checkoutRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const checkoutProviders: Provider[] = [];
/** Providers other libs may inject. */
export const checkoutExports: Provider[] = [];
