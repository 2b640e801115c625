import { Reward1763800000360 } from './1763800000360-reward';

/** This library's migrations, in order. */
export const rewardMigrations: Function[] = [Reward1763800000360];
