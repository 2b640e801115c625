import { RouteDefinition } from '@mercato/platform';

/** Search's web API routes (Magento etc/webapi.xml). */
export const searchRoutes: RouteDefinition[] = [];
