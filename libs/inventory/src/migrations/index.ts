import { InventorySourcesAndStocks1763800000006 } from './1763800000006-inventory-sources-and-stocks';

export const inventoryMigrations = [InventorySourcesAndStocks1763800000006];
