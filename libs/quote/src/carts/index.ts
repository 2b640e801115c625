import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { CartLocator } from './cart-locator';

/** Route declarations of this area (see ../quote.module.ts). */
export const cartsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const cartsProviders: Provider[] = [CartLocator];
/** Providers other libs may inject. */
export const cartsExports: Provider[] = [CartLocator];

export { CartLocator } from './cart-locator';
