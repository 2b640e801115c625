import { CustomerGroups1763800000003 } from './1763800000003-customer-groups';
import { CustomerEntity1763800000015 } from './1763800000015-customer-entity';
import { CustomerGroupExcludedWebsite1763800000041 } from './1763800000041-customer-group-excluded-website';
import { CustomerAttributeMetadata1763800000042 } from './1763800000042-customer-attribute-metadata';
import { CustomerAccounts1763800000030 } from './1763800000030-customer-accounts';
import { CustomerGroupNotifications1763800000482 } from './1763800000482-customer-group-notifications';

export const customerMigrations = [
  CustomerGroups1763800000003,
  CustomerEntity1763800000015,
  CustomerGroupExcludedWebsite1763800000041,
  CustomerAttributeMetadata1763800000042,
  CustomerAccounts1763800000030,
  CustomerGroupNotifications1763800000482,
];
