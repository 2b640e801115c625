import { platformEntities, platformMigrations, SchemaParts } from '@mercato/platform';
import { storeEntities, storeMigrations } from '@mercato/store';
import { directoryEntities, directoryMigrations } from '@mercato/directory';
import { taxEntities, taxMigrations } from '@mercato/tax';
import { customerEntities, customerMigrations } from '@mercato/customer';
import { eavEntities, eavMigrations } from '@mercato/eav';
import { catalogEntities, catalogMigrations } from '@mercato/catalog';
import { inventoryEntities, inventoryMigrations } from '@mercato/inventory';
import { integrationEntities, integrationMigrations } from '@mercato/integration';
import { asyncOperationsEntities, asyncOperationsMigrations } from '@mercato/async-operations';
import { marketplaceEntities, marketplaceMigrations } from '@mercato/marketplace';
import { quoteEntities, quoteMigrations } from '@mercato/quote';
import { salesRuleEntities, salesRuleMigrations } from '@mercato/sales-rule';
import { shippingEntities, shippingMigrations } from '@mercato/shipping';
import { checkoutAgreementsEntities, checkoutAgreementsMigrations } from '@mercato/checkout-agreements';
import { salesEntities, salesMigrations } from '@mercato/sales';
import { configurableProductEntities, configurableProductMigrations } from '@mercato/configurable-product';
import { bundleEntities, bundleMigrations } from '@mercato/bundle';
import { downloadableEntities, downloadableMigrations } from '@mercato/downloadable';
import { searchEntities, searchMigrations } from '@mercato/search';
import { cmsEntities, cmsMigrations } from '@mercato/cms';
import { backendEntities, backendMigrations } from '@mercato/backend';
import { analyticsEntities, analyticsMigrations } from '@mercato/analytics';
import { rmaEntities, rmaMigrations } from '@mercato/rma';
import { giftWrappingEntities, giftWrappingMigrations } from '@mercato/gift-wrapping';
import { giftRegistryEntities, giftRegistryMigrations } from '@mercato/gift-registry';
import { giftCardAccountEntities, giftCardAccountMigrations } from '@mercato/gift-card-account';
import { customerBalanceEntities, customerBalanceMigrations } from '@mercato/customer-balance';
import { rewardEntities, rewardMigrations } from '@mercato/reward';
import { worldpayEntities, worldpayMigrations } from '@mercato/worldpay';

/** Every domain's entities and migrations: the installed schema (Magento's db_schema, all modules). */
export const schema: SchemaParts = {
  entities: [
    ...platformEntities,
    ...storeEntities,
    ...directoryEntities,
    ...taxEntities,
    ...customerEntities,
    ...eavEntities,
    ...catalogEntities,
    ...inventoryEntities,
    ...integrationEntities,
    ...asyncOperationsEntities,
    ...marketplaceEntities,
    ...quoteEntities,
    ...salesRuleEntities,
    ...shippingEntities,
    ...checkoutAgreementsEntities,
    ...salesEntities,
    ...configurableProductEntities,
    ...bundleEntities,
    ...downloadableEntities,
    ...searchEntities,
    ...cmsEntities,
    ...backendEntities,
    ...analyticsEntities,
    ...rmaEntities,
    ...giftWrappingEntities,
    ...giftRegistryEntities,
    ...giftCardAccountEntities,
    ...customerBalanceEntities,
    ...rewardEntities,
    ...worldpayEntities,
  ],
  migrations: [
    ...platformMigrations,
    ...storeMigrations,
    ...directoryMigrations,
    ...taxMigrations,
    ...customerMigrations,
    ...eavMigrations,
    ...catalogMigrations,
    ...inventoryMigrations,
    ...integrationMigrations,
    ...asyncOperationsMigrations,
    ...marketplaceMigrations,
    ...quoteMigrations,
    ...salesRuleMigrations,
    ...shippingMigrations,
    ...checkoutAgreementsMigrations,
    ...salesMigrations,
    ...configurableProductMigrations,
    ...bundleMigrations,
    ...downloadableMigrations,
    ...searchMigrations,
    ...cmsMigrations,
    ...backendMigrations,
    ...analyticsMigrations,
    ...rmaMigrations,
    ...giftWrappingMigrations,
    ...giftRegistryMigrations,
    ...giftCardAccountMigrations,
    ...customerBalanceMigrations,
    ...rewardMigrations,
    ...worldpayMigrations,
  ],
};
