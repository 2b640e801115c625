import { SalesOrders1763800000080 } from './1763800000080-sales-orders';

export const salesMigrations = [SalesOrders1763800000080];
