import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { sourceItemsRoutes as routes } from './webapi';
import { BulkInventoryService } from './services/bulk-inventory-service';
import { InventoryProducts } from './services/inventory-products';
import { LegacyStockItems } from './services/legacy-stock-items';
import { LowQuantityNotifications } from './services/low-quantity-notifications-service';
import { ProductStockService } from './services/product-stock-service';
import { SourceItemsService } from './services/source-items-service';
import { StockDefaultsProvider } from './services/stock-defaults';
import { StockItemCache } from './services/stock-item-cache';
import { StockRegistry } from './services/stock-registry-service';

/** Route declarations of this area (see ../inventory.module.ts). */
export const sourceItemsRoutes: RouteDefinition[] = routes;
/** Providers of this area. */
export const sourceItemsProviders: Provider[] = [
  InventoryProducts,
  StockDefaultsProvider,
  StockItemCache,
  LegacyStockItems,
  ProductStockService,
  SourceItemsService,
  BulkInventoryService,
  LowQuantityNotifications,
  StockRegistry,
];
/** Providers other libs may inject: the legacy stock items (sales deducts and returns stock through them), among others. */
export const sourceItemsExports: Provider[] = [LegacyStockItems, StockDefaultsProvider, SourceItemsService, StockRegistry];

export { LegacyStockItems, effectiveStock, newStockItemRow, stockItemSelect, verifyStock } from './services/legacy-stock-items';
export type { EffectiveStock } from './services/legacy-stock-items';
export type { StockItemRow } from './services/legacy-stock-items';
export { StockDefaultsProvider } from './services/stock-defaults';
export type { StockDefaults } from './services/stock-defaults';
export { SOURCE_ITEM_TYPES, DEFAULT_SOURCE, DEFAULT_STOCK_ID } from './services/inventory-products';
