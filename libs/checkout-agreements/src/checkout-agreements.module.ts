import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { CheckoutAgreements } from './services/checkout-agreements';
import { checkoutAgreementsRoutes } from './webapi';

/**
 * Magento_CheckoutAgreements: terms and conditions (two read routes) and the acceptance check the
 * checkout runs before placing an order (the quote module imports this one for it).
 */
@WebApiRoutes(checkoutAgreementsRoutes)
@Module({
  imports: [StoreModule],
  providers: [CheckoutAgreements],
  exports: [CheckoutAgreements],
})
export class CheckoutAgreementsModule {}
