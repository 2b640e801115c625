import { CustomerGroups1763800000003 } from './1763800000003-customer-groups';

export const customerMigrations = [CustomerGroups1763800000003];
