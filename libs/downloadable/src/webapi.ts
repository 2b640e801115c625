import { RouteDefinition } from '@mercato/platform';

/** Downloadable's web API routes (Magento etc/webapi.xml). */
export const downloadableRoutes: RouteDefinition[] = [];
