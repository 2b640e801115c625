import { InventorySource } from './source.entity';
import { SourceStockLink } from './source-stock-link.entity';
import { InventoryStock } from './stock.entity';
import { StockSalesChannel } from './stock-sales-channel.entity';

export { InventorySource, InventoryStock, SourceStockLink, StockSalesChannel };
export const inventoryEntities = [InventorySource, InventoryStock, SourceStockLink, StockSalesChannel];
