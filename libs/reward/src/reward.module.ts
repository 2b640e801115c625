import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { QuoteModule } from '@mercato/quote';
import { SalesModule } from '@mercato/sales';
import { CartRewardPoints } from './services/cart-reward-points';
import { OrderRewards } from './services/order-rewards';
import { RewardConfig } from './services/reward-config';
import { RewardManagement } from './services/reward-management';
import { RewardPoints } from './services/reward-points';
import { RewardRates } from './services/reward-rates';
import { RewardTotal } from './services/reward-total';
import { rewardRoutes } from './webapi';

/** Magento_Reward (commerce edition): reward points earned by orders and spent on carts. */
@WebApiRoutes(rewardRoutes)
@Module({
  imports: [QuoteModule, SalesModule],
  providers: [RewardConfig, RewardRates, RewardPoints, CartRewardPoints, RewardManagement, RewardTotal, OrderRewards],
  exports: [RewardPoints, RewardRates],
})
export class RewardModule {}
