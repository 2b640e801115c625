export * from './entities';
export { inventoryMigrations } from './migrations';
export { InventoryModule } from './inventory.module';
export { StockResolver } from './sources';
export { Geonames, parseGeonames, ReservationLedger, SalableQuantityService, SourceSelectionService } from './sales';
export type { SalesEvent, ReservationLine } from './sales';
