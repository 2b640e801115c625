import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { cartsExports, cartsProviders, cartsRoutes } from './carts';
import { checkoutExports, checkoutProviders, checkoutRoutes } from './checkout';
// After the areas: the order libraries load in is the order they declare product extension
// attributes, which the schema lists in that order.
import { StoreModule } from '@mercato/store';
import { CatalogModule } from '@mercato/catalog';
import { CustomerModule } from '@mercato/customer';
import { DirectoryModule } from '@mercato/directory';
import { ConfigurableProductModule } from '@mercato/configurable-product';
import { BundleModule } from '@mercato/bundle';
import { InventoryModule } from '@mercato/inventory';
import { TaxModule } from '@mercato/tax';
import { SalesRuleModule } from '@mercato/sales-rule';
import { ShippingModule } from '@mercato/shipping';
import { PaymentModule } from '@mercato/payment';
import { CheckoutAgreementsModule } from '@mercato/checkout-agreements';
import { SalesModule } from '@mercato/sales';

/**
 * Magento_Quote and Magento_Checkout: carts for guests, customers and administrators with their
 * items, addresses, coupons and gift messages (carts/); totals, shipping and payment selection and
 * placing the order (checkout/).
 */
@WebApiRoutes([...cartsRoutes, ...checkoutRoutes])
@Module({
  imports: [
    StoreModule,
    CustomerModule,
    DirectoryModule,
    CatalogModule,
    ConfigurableProductModule,
    BundleModule,
    InventoryModule,
    TaxModule,
    SalesRuleModule,
    ShippingModule,
    PaymentModule,
    CheckoutAgreementsModule,
    SalesModule,
  ],
  providers: [...cartsProviders, ...checkoutProviders],
  exports: [...cartsExports, ...checkoutExports],
})
export class QuoteModule {}
