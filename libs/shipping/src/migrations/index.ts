import { ShippingTablerate1763800000070 } from './1763800000070-shipping-tablerate';

export const shippingMigrations = [ShippingTablerate1763800000070];
