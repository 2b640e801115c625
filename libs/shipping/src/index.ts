export { shippingMigrations } from './migrations';
export { ShippingModule } from './shipping.module';
export { ShippingRates } from './services/shipping-rates';
export { TablerateTable } from './services/tablerate-table';
export { TablerateImport } from './tablerate/tablerate-import';
export { TABLERATE_CONDITIONS } from './carriers/tablerate';
export type { RateRequest, RateRequestItem, ShippingRate } from './carriers/types';
export { CARRIER_DEFAULTS } from './carriers/defaults';
