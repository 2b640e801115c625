import { route } from '@mercato/platform';
import { ModuleList } from './services/module-list';

/** Magento_Backend's web API routes (etc/webapi.xml). */
export const backendRoutes = [
  route({
    method: 'GET',
    path: '/V1/modules',
    contract: 'Magento\\Backend\\Service\\V1\\ModuleServiceInterface::getModules',
    acl: ['Magento_Backend::admin'],
    output: ['string'],
    service: ModuleList,
    handler: (s) => s.getNames(),
  }),
];
