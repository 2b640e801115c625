import { InventorySourcesAndStocks1763800000006 } from './1763800000006-inventory-sources-and-stocks';
import { InventoryItemsAndReservations1763800000017 } from './1763800000017-inventory-items-and-reservations';
import { StockItemChangeNotifications1763800000019 } from './1763800000019-stock-item-notifications-and-fillfactor';
import { SalesChannelNotifications1763800000481 } from './1763800000481-sales-channel-notifications';

export const inventoryMigrations = [
  InventorySourcesAndStocks1763800000006,
  InventoryItemsAndReservations1763800000017,
  StockItemChangeNotifications1763800000019,
  SalesChannelNotifications1763800000481,
];
