import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { EavModule } from '@mercato/eav';
import { CustomerModule } from '@mercato/customer';
import { CatalogModule } from '@mercato/catalog';
import { BasePriceStorage } from './services/base-price-storage';
import { CostStorage } from './services/cost-storage';
import { PriceProducts } from './services/price-products';
import { SpecialPriceStorage } from './services/special-price-storage';
import { TierPriceStorage } from './services/tier-price-storage';
import { TierPriceValidator } from './services/tier-price-validator';
import { pricingRoutes } from './webapi';

/** Price storage of Magento_Catalog: special, tier, base and cost prices for many SKUs per call. */
@WebApiRoutes(pricingRoutes)
@Module({
  imports: [StoreModule, EavModule, CustomerModule, CatalogModule],
  providers: [PriceProducts, TierPriceValidator, SpecialPriceStorage, TierPriceStorage, BasePriceStorage, CostStorage],
  exports: [SpecialPriceStorage, TierPriceStorage, BasePriceStorage, CostStorage],
})
export class PricingModule {}
