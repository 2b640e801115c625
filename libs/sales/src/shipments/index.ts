import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { ShipOrder } from './services/ship-order';
import { ShipmentNotifier } from './services/shipment-notifier';
import { ShipmentReader } from './services/shipment-reader';
import { ShipmentRepository } from './services/shipment-repository';
import { ShipmentWriter } from './services/shipment-writer';
import { shipmentRouteDeclarations } from './webapi';

/** Route declarations of this area (see ../sales.module.ts). */
export const shipmentsRoutes: RouteDefinition[] = shipmentRouteDeclarations;
/** Providers of this area. */
export const shipmentsProviders: Provider[] = [ShipmentWriter, ShipmentReader, ShipmentNotifier, ShipOrder, ShipmentRepository];
/** Providers other areas and libs may inject: the shipment reader (credit memos find where items shipped from). */
export const shipmentsExports: Provider[] = [ShipmentReader];
