export { customerBalanceMigrations } from './migrations';
export { CustomerBalanceModule } from './customer-balance.module';
export { CustomerBalances, BalanceAction } from './services/customer-balances';
export type { BalanceChange, BalanceView } from './services/customer-balances';
