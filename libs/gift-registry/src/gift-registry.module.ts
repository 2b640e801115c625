import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { CustomerModule } from '@mercato/customer';
import { DirectoryModule } from '@mercato/directory';
import { QuoteModule } from '@mercato/quote';
import { GiftRegistries } from './services/gift-registries';
import { GiftRegistryShipping } from './services/registry-shipping';
import { giftRegistryRoutes } from './webapi';

/**
 * Magento_GiftRegistry (commerce edition): customers' gift registries with registrants, a shipping
 * address and wanted items, and shipping estimates for a cart sent to a registry's address.
 */
@WebApiRoutes(giftRegistryRoutes)
@Module({
  imports: [CustomerModule, DirectoryModule, QuoteModule],
  providers: [GiftRegistries, GiftRegistryShipping],
  exports: [GiftRegistries],
})
export class GiftRegistryModule {}
