import { DynamicModule, Module } from '@nestjs/common';
import {
  AppConfig,
  ConfigModule,
  DatabaseModule,
  ExtensionsModule,
  MetricsModule,
  ScopeConfigModule,
  WebApiModule,
} from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { DirectoryModule } from '@mercato/directory';
import { EavModule } from '@mercato/eav';
import { EmailModule } from '@mercato/email';
import { CustomerModule } from '@mercato/customer';
import { MediaStorageModule } from '@mercato/media-storage';
import { CatalogModule } from '@mercato/catalog';
import { PricingModule } from '@mercato/pricing';
import { IntegrationModule } from '@mercato/integration';
import { AsyncOperationsModule } from '@mercato/async-operations';
import { MarketplaceModule } from '@mercato/marketplace';
import { InventoryModule } from '@mercato/inventory';
import { QuoteModule } from '@mercato/quote';
import { SalesRuleModule } from '@mercato/sales-rule';
import { SalesModule } from '@mercato/sales';
import { TaxModule } from '@mercato/tax';
import { ShippingModule } from '@mercato/shipping';
import { PaymentModule } from '@mercato/payment';
import { CheckoutAgreementsModule } from '@mercato/checkout-agreements';
import { ConfigurableProductModule } from '@mercato/configurable-product';
import { BundleModule } from '@mercato/bundle';
import { DownloadableModule } from '@mercato/downloadable';
import { SearchModule } from '@mercato/search';
import { CmsModule } from '@mercato/cms';
import { BackendModule } from '@mercato/backend';
import { AnalyticsModule } from '@mercato/analytics';
import { RmaModule } from '@mercato/rma';
import { GiftWrappingModule } from '@mercato/gift-wrapping';
import { GiftRegistryModule } from '@mercato/gift-registry';
import { GiftCardAccountModule } from '@mercato/gift-card-account';
import { CustomerBalanceModule } from '@mercato/customer-balance';
import { RewardModule } from '@mercato/reward';
import { WorldpayModule } from '@mercato/worldpay';
import { schema } from './schema';

/** The domain modules of both editions, in one list shared by the API and the consumer. */
export const domainModules = [
  StoreModule,
  DirectoryModule,
  EavModule,
  EmailModule,
  MediaStorageModule,
  CustomerModule,
  CatalogModule,
  ConfigurableProductModule,
  BundleModule,
  DownloadableModule,
  SearchModule,
  PricingModule,
  TaxModule,
  InventoryModule,
  SalesRuleModule,
  SalesModule,
  ShippingModule,
  PaymentModule,
  CheckoutAgreementsModule,
  QuoteModule,
  IntegrationModule,
  AsyncOperationsModule,
  MarketplaceModule,
  CmsModule,
  BackendModule,
  AnalyticsModule,
];

/**
 * The commerce edition's modules. Under EDITION=open-source they are not loaded at all: no routes,
 * no cart totals, payment methods, order hooks or gift message attributes of theirs. Their tables
 * stay (migrations are one list), so switching editions never loses data.
 */
export const commerceModules = [
  RmaModule,
  GiftWrappingModule,
  GiftRegistryModule,
  GiftCardAccountModule,
  CustomerBalanceModule,
  RewardModule,
  WorldpayModule,
];

/**
 * Configuration, database (migrated at start), extension discovery, the route registry and every
 * domain module: what both processes run on. The API adds HTTP on top; the consumer adds the queue.
 */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(schema),
        MetricsModule,
        ScopeConfigModule,
        ExtensionsModule,
        WebApiModule,
        ...domainModules,
        ...(config.edition === 'commerce' ? commerceModules : []),
      ],
      // The providers of the platform's ports (store resolver, caller authenticator, async scheduler,
      // queue health), for what the processes add on top: the front controller and /health.
      exports: [StoreModule, IntegrationModule, AsyncOperationsModule],
    };
  }
}
