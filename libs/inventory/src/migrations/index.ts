import { InventorySourcesAndStocks1763800000006 } from './1763800000006-inventory-sources-and-stocks';
import { InventoryItemsAndReservations1763800000017 } from './1763800000017-inventory-items-and-reservations';

export const inventoryMigrations = [InventorySourcesAndStocks1763800000006, InventoryItemsAndReservations1763800000017];
