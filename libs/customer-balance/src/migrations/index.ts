import { CustomerBalance1763800000340 } from './1763800000340-customer-balance';

/** This library's migrations, in order. */
export const customerBalanceMigrations: Function[] = [CustomerBalance1763800000340];
