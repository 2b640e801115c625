import { route, RouteDefinition } from '@mercato/platform';
import { GroupTierAddInput, GroupTierListInput, GroupTierRemoveInput } from './dto/tier-prices.input';
import { GroupTierPrices } from './group-tier-prices';
import { ProductTierPriceInput } from '../dto/product.input';

const CATALOG = ['Magento_Catalog::catalog'];
const CONTRACT = 'Magento\\Catalog\\Api\\ProductTierPriceManagementInterface';

/** Magento_Catalog's group tier price routes (etc/webapi.xml). */
export const groupTierPriceRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/products/:sku/group-prices/:customerGroupId/tiers',
    contract: `${CONTRACT}::getList`,
    acl: CATALOG,
    input: GroupTierListInput,
    output: [ProductTierPriceInput],
    service: GroupTierPrices,
    handler: (s, ctx, i) => s.getList(ctx, i.sku, i.customerGroupId),
  }),
  route({
    method: 'POST',
    path: '/V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price',
    contract: `${CONTRACT}::add`,
    acl: CATALOG,
    input: GroupTierAddInput,
    output: 'bool',
    service: GroupTierPrices,
    handler: (s, ctx, i) => s.add(ctx, i.sku, i.customerGroupId, i.price, i.qty),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/:sku/group-prices/:customerGroupId/tiers/:qty',
    contract: `${CONTRACT}::remove`,
    acl: CATALOG,
    input: GroupTierRemoveInput,
    output: 'bool',
    service: GroupTierPrices,
    handler: (s, ctx, i) => s.remove(ctx, i.sku, i.customerGroupId, i.qty),
  }),
];
