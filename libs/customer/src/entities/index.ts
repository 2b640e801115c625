import { CustomerGroup } from './customer-group.entity';
import { CustomerEntity } from './customer.entity';

export { CustomerEntity, CustomerGroup };
export const customerEntities = [CustomerGroup, CustomerEntity];
