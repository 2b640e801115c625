import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../sales.module.ts). */
export const shipmentsRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const shipmentsProviders: Provider[] = [];
/** Providers other areas and libs may inject. */
export const shipmentsExports: Provider[] = [];
