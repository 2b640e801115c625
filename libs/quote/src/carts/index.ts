import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../quote.module.ts). */
export const cartsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const cartsProviders: Provider[] = [];
/** Providers other libs may inject. */
export const cartsExports: Provider[] = [];
