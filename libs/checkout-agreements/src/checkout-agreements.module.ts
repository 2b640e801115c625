import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { CheckoutAgreements } from './services/checkout-agreements';
import { checkoutAgreementsRoutes } from './webapi';

/**
 * Magento_CheckoutAgreements: terms and conditions (two read routes) and the acceptance check the
 * checkout runs before placing an order. Global, so the quote module injects it directly.
 */
@Global()
@WebApiRoutes(checkoutAgreementsRoutes)
@Module({
  providers: [CheckoutAgreements],
  exports: [CheckoutAgreements],
})
export class CheckoutAgreementsModule {}
