import { RouteDefinition } from '@mercato/platform';

/** Bundle's web API routes (Magento etc/webapi.xml). */
export const bundleRoutes: RouteDefinition[] = [];
