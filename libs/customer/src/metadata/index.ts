import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';

/** Route declarations of this area (see ../customer.module.ts). */
export const metadataRoutes: RouteDefinition[] = [];
/** Providers of this area. */
export const metadataProviders: Provider[] = [];
/** Providers other libs may inject. */
export const metadataExports: Provider[] = [];
