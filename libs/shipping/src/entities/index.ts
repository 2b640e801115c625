import { ShippingTablerate } from './tablerate.entity';

export { ShippingTablerate };
export const shippingEntities = [ShippingTablerate];
