export { giftCardAccountMigrations } from './migrations';
export { GiftCardAccountModule } from './gift-card-account.module';
export { GiftCardAccounts } from './services/gift-card-accounts';
export type { CreateGiftCardAccounts, CreatedGiftCardAccount, GiftCardAccountView } from './services/gift-card-accounts';
export { GiftCardAccountManagement } from './services/gift-card-account-management';
export { giftCardAccountsOn } from './services/standalone';
