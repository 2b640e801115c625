import { route } from '@mercato/platform';
import { StoreConfigsInput } from './dto/store-configs.input';
import { StoreRepository } from './services/store-repository';
import { StoreConfigData, StoreData, StoreGroupData, WebsiteData } from './dto/store.output';

const STORE = ['Magento_Backend::store'];
const API = 'Magento\\Store\\Api\\';

/** Magento_Store's web API (etc/webapi.xml). */
export const storeRoutes = [
  route({
    method: 'GET',
    path: '/V1/store/storeViews',
    contract: `${API}StoreRepositoryInterface::getList`,
    acl: STORE,
    output: [StoreData],
    service: StoreRepository,
    handler: (s, ctx) => s.storeViews(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/store/storeGroups',
    contract: `${API}GroupRepositoryInterface::getList`,
    acl: STORE,
    output: [StoreGroupData],
    service: StoreRepository,
    handler: (s, ctx) => s.storeGroups(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/store/websites',
    contract: `${API}WebsiteRepositoryInterface::getList`,
    acl: STORE,
    output: [WebsiteData],
    service: StoreRepository,
    handler: (s, ctx) => s.websites(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/store/storeConfigs',
    contract: `${API}StoreConfigManagerInterface::getStoreConfigs`,
    acl: STORE,
    input: StoreConfigsInput,
    output: [StoreConfigData],
    service: StoreRepository,
    handler: (s, ctx, i) => s.storeConfigs(ctx, i.storeCodes),
  }),
];
