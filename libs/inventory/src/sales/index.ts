import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { DistanceService } from './distance-service';
import { Geonames } from './geonames';
import { ReservationLedger } from './reservation-ledger';
import { salesRouteDeclarations } from './webapi';
import { SalableQuantityService } from './salable-quantity-service';
import { SourceDeduction } from './source-deduction';
import { SourceSelectionService } from './source-selection-service';
import { StockSalability } from './stock-salability';

/** Route declarations of this area (see ../inventory.module.ts). */
export const salesRoutes: RouteDefinition[] = salesRouteDeclarations;
/** Providers of this area. */
export const salesProviders: Provider[] = [
  StockSalability,
  SalableQuantityService,
  ReservationLedger,
  Geonames,
  DistanceService,
  SourceSelectionService,
  SourceDeduction,
];
/**
 * Providers other libs may inject: the sales documents reserve, check salability, select sources
 * and deduct from them (SourceDeduction writes the source items for them) through these.
 */
export const salesExports: Provider[] = [ReservationLedger, SalableQuantityService, SourceSelectionService, SourceDeduction, Geonames];

export { ReservationLedger } from './reservation-ledger';
export type { SalesEvent, ReservationLine } from './reservation-ledger';
export { SalableQuantityService } from './salable-quantity-service';
export { SourceSelectionService } from './source-selection-service';
export { SourceDeduction, SourceDeductionError } from './source-deduction';
export type { DeductionLine, SourceMove } from './source-deduction';
export { Geonames, parseGeonames } from './geonames';
