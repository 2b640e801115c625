import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { TaxModule } from '@mercato/tax';
import { cartsExports, cartsProviders, cartsRoutes } from './carts';
import { checkoutExports, checkoutProviders, checkoutRoutes } from './checkout';

/**
 * Magento_Quote and Magento_Checkout: carts for guests, customers and administrators with their
 * items, addresses, coupons and gift messages (carts/); totals, shipping and payment selection and
 * placing the order (checkout/).
 */
@Global()
@WebApiRoutes([...cartsRoutes, ...checkoutRoutes])
@Module({
  // The tax calculator for checkout totals (the tax module is not global).
  imports: [TaxModule],
  providers: [...cartsProviders, ...checkoutProviders],
  exports: [...cartsExports, ...checkoutExports],
})
export class QuoteModule {}
