import { route } from '@mercato/platform';
import { LinkProvider } from './services/link-provider';

/** Magento_Analytics' web API routes (etc/webapi.xml). */
export const analyticsRoutes = [
  route({
    method: 'GET',
    path: '/V1/analytics/link',
    contract: 'Magento\\Analytics\\Api\\LinkProviderInterface::get',
    acl: ['Magento_Analytics::analytics_api'],
    service: LinkProvider,
    handler: (s, ctx) => s.get(ctx),
  }),
];
