import { Geoname } from './geoname.entity';
import { LowStockNotification } from './low-stock-notification.entity';
import { Reservation } from './reservation.entity';
import { SourceCarrierLink } from './source-carrier-link.entity';
import { SourceItem } from './source-item.entity';
import { InventorySource } from './source.entity';
import { SourceStockLink } from './source-stock-link.entity';
import { StockItem } from './stock-item.entity';
import { InventoryStock } from './stock.entity';
import { StockSalesChannel } from './stock-sales-channel.entity';

export {
  Geoname,
  InventorySource,
  InventoryStock,
  LowStockNotification,
  Reservation,
  SourceCarrierLink,
  SourceItem,
  SourceStockLink,
  StockItem,
  StockSalesChannel,
};
export const inventoryEntities = [
  InventorySource,
  InventoryStock,
  SourceStockLink,
  StockSalesChannel,
  SourceCarrierLink,
  SourceItem,
  Reservation,
  LowStockNotification,
  StockItem,
  Geoname,
];
