import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { CustomerModule } from '@mercato/customer';
import { DirectoryModule } from '@mercato/directory';
import { StoreModule } from '@mercato/store';
import { TaxRateLookup } from './calculation/rate-lookup';
import { TaxCalculator } from './calculation/tax-calculator';
import { TaxSettingsReader } from './calculation/tax-settings';
import { TaxClassRepository } from './services/tax-class-repository';
import { TaxRateRepository } from './services/tax-rate-repository';
import { TaxRuleRepository } from './services/tax-rule-repository';
import { taxRoutes } from './webapi';

/**
 * Magento_Tax: tax classes, rates and rules (admin web API), and the calculator cart totals use.
 */
@WebApiRoutes(taxRoutes)
@Module({
  imports: [CustomerModule, DirectoryModule, StoreModule],
  providers: [TaxClassRepository, TaxRateRepository, TaxRuleRepository, TaxRateLookup, TaxSettingsReader, TaxCalculator],
  exports: [TaxClassRepository, TaxRateRepository, TaxRuleRepository, TaxSettingsReader, TaxCalculator],
})
export class TaxModule {}
