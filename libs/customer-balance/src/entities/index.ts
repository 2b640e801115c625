import { CustomerBalance, CustomerBalanceHistory, CustomerBalanceQuote } from './customer-balance.entity';

export { CustomerBalance, CustomerBalanceHistory, CustomerBalanceQuote } from './customer-balance.entity';

/** TypeORM entities of this library (must match its migrations). */
export const customerBalanceEntities: Function[] = [CustomerBalance, CustomerBalanceHistory, CustomerBalanceQuote];
