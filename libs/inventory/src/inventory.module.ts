import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { CatalogModule } from '@mercato/catalog';
import { StoreModule } from '@mercato/store';
import { salesExports, salesProviders, salesRoutes } from './sales';
import { sourceItemsExports, sourceItemsProviders, sourceItemsRoutes } from './source-items';
import { sourcesExports, sourcesProviders, sourcesRoutes } from './sources';

/**
 * Magento's Multi-Source Inventory (InventoryApi, InventoryCatalogApi, InventorySalesApi,
 * InventorySourceSelectionApi, InventoryLowQuantityNotificationApi, distance-based selection) and
 * the legacy CatalogInventory stock items. Three areas, each declaring its own routes:
 * - sources/: sources, stocks and their sales channels, stock–source links, the stock resolver;
 * - source-items/: source items, bulk assign/unassign/transfer, low-quantity notifications,
 *   legacy stock items and the product's `stock_item`;
 * - sales/: the reservation ledger, salable quantity, source selection and distances.
 * The catalog reaches the product's stock through its ProductStockPort, which ProductStockService
 * connects to (the catalog never imports inventory).
 */
@WebApiRoutes([...sourcesRoutes, ...sourceItemsRoutes, ...salesRoutes])
@Module({
  imports: [CatalogModule, StoreModule],
  providers: [...sourcesProviders, ...sourceItemsProviders, ...salesProviders],
  exports: [...sourcesExports, ...sourceItemsExports, ...salesExports],
})
export class InventoryModule {}
