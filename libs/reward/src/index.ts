export { rewardMigrations } from './migrations';
export { RewardModule } from './reward.module';
export { RewardPoints, RewardAction } from './services/reward-points';
export type { PointsChange, PointsView } from './services/reward-points';
export { RewardRates, RateDirection } from './services/reward-rates';
export type { RewardRateRow } from './services/reward-rates';
