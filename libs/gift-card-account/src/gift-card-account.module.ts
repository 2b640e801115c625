import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { CustomerModule } from '@mercato/customer';
import { QuoteModule } from '@mercato/quote';
import { SalesModule } from '@mercato/sales';
import { AccountRows } from './services/account-rows';
import { CodeGenerator } from './services/code-generator';
import { GiftCardAccountManagement } from './services/gift-card-account-management';
import { GiftCardAccounts } from './services/gift-card-accounts';
import { UsageAttempts } from './services/usage-attempts';
import { WebsiteToday } from './services/website-today';
import { GiftCardOrder } from './totals/gift-card-order';
import { GiftCardTotal } from './totals/gift-card-total';
import { giftCardAccountRoutes } from './webapi';

/**
 * Magento_GiftCardAccount (commerce edition): gift card accounts with codes, balances, expiry and
 * website; applied to carts (administrator, customer and guest routes), deducted in the cart's
 * totals, spent at order placement and given back by credit memos.
 */
@WebApiRoutes(giftCardAccountRoutes)
@Module({
  imports: [StoreModule, CustomerModule, QuoteModule, SalesModule],
  providers: [
    AccountRows,
    WebsiteToday,
    CodeGenerator,
    UsageAttempts,
    GiftCardAccounts,
    GiftCardAccountManagement,
    GiftCardTotal,
    GiftCardOrder,
  ],
  exports: [GiftCardAccounts, GiftCardAccountManagement],
})
export class GiftCardAccountModule {}
