export { inventoryMigrations } from './migrations';
export { InventoryModule } from './inventory.module';
export { DEFAULT_STOCK_ID, StockResolver, WEBSITE_CHANNEL } from './sources';
export { LegacyStockItems } from './source-items';
export {
  Geonames,
  parseGeonames,
  ReservationLedger,
  SalableQuantityService,
  SourceDeduction,
  SourceDeductionError,
  SourceSelectionService,
} from './sales';
export type { DeductionLine, ReservationLine, SalesEvent, SourceMove } from './sales';
