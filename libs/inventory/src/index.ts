export { inventoryMigrations } from './migrations';
export { InventoryModule } from './inventory.module';
export { StockResolver } from './sources';
export { LegacyStockItems } from './source-items';
export { Geonames, parseGeonames, ReservationLedger, SalableQuantityService, SourceSelectionService } from './sales';
export type { SalesEvent, ReservationLine } from './sales';
