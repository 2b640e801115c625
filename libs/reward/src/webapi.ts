import { route, RouteDefinition } from '@mercato/platform';
import { RewardCartInput } from './dto/cart.input';
import { RewardManagement } from './services/reward-management';

const edition = 'commerce' as const;

/** Reward's web API route (commerce edition): reward points on the customer's own cart. */
export const rewardRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/reward/mine/use-reward',
    contract: 'Magento\\Reward\\Api\\RewardManagementInterface::set',
    acl: ['self'],
    force: { cartId: '%cart_id%' },
    edition,
    input: RewardCartInput,
    output: 'bool',
    service: RewardManagement,
    handler: (s, _ctx, i) => s.set(i.cartId),
  }),
];
