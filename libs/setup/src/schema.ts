import { platformMigrations, SchemaParts } from '@mercato/platform';
import { storeMigrations } from '@mercato/store';
import { directoryMigrations } from '@mercato/directory';
import { taxMigrations } from '@mercato/tax';
import { customerMigrations } from '@mercato/customer';
import { eavMigrations } from '@mercato/eav';
import { mediaStorageMigrations } from '@mercato/media-storage';
import { catalogMigrations } from '@mercato/catalog';
import { inventoryMigrations } from '@mercato/inventory';
import { integrationMigrations } from '@mercato/integration';
import { asyncOperationsMigrations } from '@mercato/async-operations';
import { marketplaceMigrations } from '@mercato/marketplace';
import { quoteMigrations } from '@mercato/quote';
import { salesRuleMigrations } from '@mercato/sales-rule';
import { shippingMigrations } from '@mercato/shipping';
import { checkoutAgreementsMigrations } from '@mercato/checkout-agreements';
import { salesMigrations } from '@mercato/sales';
import { configurableProductMigrations } from '@mercato/configurable-product';
import { bundleMigrations } from '@mercato/bundle';
import { downloadableMigrations } from '@mercato/downloadable';
import { searchMigrations } from '@mercato/search';
import { cmsMigrations } from '@mercato/cms';
import { backendMigrations } from '@mercato/backend';
import { analyticsMigrations } from '@mercato/analytics';
import { rmaMigrations } from '@mercato/rma';
import { giftWrappingMigrations } from '@mercato/gift-wrapping';
import { giftRegistryMigrations } from '@mercato/gift-registry';
import { giftCardAccountMigrations } from '@mercato/gift-card-account';
import { customerBalanceMigrations } from '@mercato/customer-balance';
import { rewardMigrations } from '@mercato/reward';
import { worldpayMigrations } from '@mercato/worldpay';

/** Every domain's migrations: the installed schema (Magento's db_schema, all modules). */
export const schema: SchemaParts = {
  migrations: [
    ...platformMigrations,
    ...storeMigrations,
    ...directoryMigrations,
    ...taxMigrations,
    ...customerMigrations,
    ...eavMigrations,
    ...mediaStorageMigrations,
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
