import { Reward, RewardHistory, RewardQuote, RewardRate } from './reward.entity';

export { Reward, RewardHistory, RewardQuote, RewardRate } from './reward.entity';

/** TypeORM entities of this library (must match its migrations). */
export const rewardEntities: Function[] = [Reward, RewardHistory, RewardRate, RewardQuote];
