import { CustomerGroup } from './customer-group.entity';
import { CustomerEntity } from './customer.entity';
import { CustomerAddressEntity } from './customer-address.entity';
import { CustomerGroupExcludedWebsite } from './customer-group-excluded-website.entity';
import { CustomerEavAttribute, CustomerEavAttributeOption, CustomerFormAttribute } from './customer-eav-attribute.entity';

export { CustomerEntity, CustomerGroup, CustomerAddressEntity };
export { CustomerGroupExcludedWebsite, CustomerEavAttribute, CustomerFormAttribute, CustomerEavAttributeOption };
export const customerEntities = [CustomerGroup, CustomerEntity, CustomerAddressEntity, CustomerGroupExcludedWebsite, CustomerEavAttribute, CustomerFormAttribute, CustomerEavAttributeOption];
