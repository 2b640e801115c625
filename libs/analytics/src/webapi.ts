import { route } from '@mercato/platform';
import { LinkData } from './dto/link.output';
import { LinkProvider } from './services/link-provider';

/** Magento_Analytics' web API routes (etc/webapi.xml). */
export const analyticsRoutes = [
  route({
    method: 'GET',
    path: '/V1/analytics/link',
    contract: 'Magento\\Analytics\\Api\\LinkProviderInterface::get',
    acl: ['Magento_Analytics::analytics_api'],
    output: LinkData,
    service: LinkProvider,
    handler: (s, ctx) => s.get(ctx),
  }),
];
