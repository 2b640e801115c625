import { CustomerGroup } from './customer-group.entity';

export { CustomerGroup };
export const customerEntities = [CustomerGroup];
