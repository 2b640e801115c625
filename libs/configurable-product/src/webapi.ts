import { RouteDefinition } from '@mercato/platform';

/** ConfigurableProduct's web API routes (Magento etc/webapi.xml). */
export const configurableProductRoutes: RouteDefinition[] = [];
