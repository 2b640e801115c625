import { CustomerGroups1763800000003 } from './1763800000003-customer-groups';
import { CustomerEntity1763800000015 } from './1763800000015-customer-entity';

export const customerMigrations = [CustomerGroups1763800000003, CustomerEntity1763800000015];
