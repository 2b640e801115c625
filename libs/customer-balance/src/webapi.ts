import { route, RouteDefinition } from '@mercato/platform';
import { BalanceCartInput } from './dto/cart.input';
import { BalanceManagement } from './services/balance-management';

const edition = 'commerce' as const;

/** CustomerBalance's web API route (commerce edition): store credit on the customer's own cart. */
export const customerBalanceRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/carts/mine/balance/apply',
    contract: 'Magento\\CustomerBalance\\Api\\BalanceManagementInterface::apply',
    acl: ['self'],
    force: { cartId: '%cart_id%' },
    edition,
    input: BalanceCartInput,
    output: 'bool',
    service: BalanceManagement,
    handler: (s, _ctx, i) => s.apply(i.cartId),
  }),
];
