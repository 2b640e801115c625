import { Module } from '@nestjs/common';
import { StoreModule } from '@mercato/store';
import { TaxModule } from '@mercato/tax';
import { ShippingRates } from './services/shipping-rates';
import { TablerateTable } from './services/tablerate-table';
import { TablerateImport } from './tablerate/tablerate-import';

/**
 * Magento_Shipping and Magento_OfflineShipping: the offline carriers (flatrate, freeshipping,
 * tablerate) quoting a cart's package, and the rate table with its import. No routes of its own:
 * the checkout's estimate routes call ShippingRates.
 */
@Module({
  imports: [StoreModule, TaxModule],
  providers: [ShippingRates, TablerateTable, TablerateImport],
  exports: [ShippingRates, TablerateImport],
})
export class ShippingModule {}
