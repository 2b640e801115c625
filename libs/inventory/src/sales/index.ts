import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../inventory.module.ts). */
export const salesRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const salesProviders: Provider[] = [];
/** Providers other libs may inject. */
export const salesExports: Provider[] = [];
