import { route, RouteDefinition } from '@mercato/platform';
import { ShippingMethodData } from '@mercato/quote';
import { GuestRegistryEstimateInput, RegistryEstimateInput } from './dto/estimate.input';
import { GiftRegistryShipping } from './services/registry-shipping';

const API = 'Magento\\GiftRegistry\\Api\\';
const edition = 'commerce' as const;

/** GiftRegistry's web API routes (commerce edition): shipping estimates to a registry's address. */
export const giftRegistryRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/giftregistry/mine/estimate-shipping-methods',
    contract: `${API}ShippingMethodManagementInterface::estimateByRegistryId`,
    acl: ['self'],
    force: { cartId: '%cart_id%' },
    edition,
    input: RegistryEstimateInput,
    output: [ShippingMethodData],
    service: GiftRegistryShipping,
    handler: (s, _ctx, i) => s.estimateByRegistryId(i.cartId, i.registryId),
  }),
  route({
    method: 'POST',
    path: '/V1/guest-giftregistry/:cartId/estimate-shipping-methods',
    contract: `${API}GuestCart\\ShippingMethodManagementInterface::estimateByRegistryId`,
    acl: ['anonymous'],
    edition,
    input: GuestRegistryEstimateInput,
    output: [ShippingMethodData],
    service: GiftRegistryShipping,
    handler: (s, _ctx, i) => s.estimateByRegistryId(i.cartId, i.registryId),
  }),
];
