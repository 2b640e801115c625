import { OrderManagement1763800000090 } from './1763800000090-order-management';

export const managementMigrations = [OrderManagement1763800000090];
