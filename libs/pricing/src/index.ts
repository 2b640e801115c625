export { PricingModule } from './pricing.module';
export { pricingRoutes } from './webapi';
export { SpecialPriceStorage } from './services/special-price-storage';
export { TierPriceStorage } from './services/tier-price-storage';
export { BasePriceStorage } from './services/base-price-storage';
export { CostStorage } from './services/cost-storage';
export { PriceUpdateResult } from './services/price-update-result';
