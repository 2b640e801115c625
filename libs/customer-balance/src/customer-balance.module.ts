import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { QuoteModule } from '@mercato/quote';
import { SalesModule } from '@mercato/sales';
import { BalanceManagement } from './services/balance-management';
import { CartStoreCredit } from './services/cart-store-credit';
import { CustomerBalances } from './services/customer-balances';
import { StoreCreditConfig } from './services/store-credit-config';
import { StoreCreditTotal } from './services/store-credit-total';
import { customerBalanceRoutes } from './webapi';

/** Magento_CustomerBalance (commerce edition): store credit per customer and website, spent on carts and given back by refunds. */
@WebApiRoutes(customerBalanceRoutes)
@Module({
  imports: [QuoteModule, SalesModule],
  providers: [CustomerBalances, CartStoreCredit, StoreCreditConfig, BalanceManagement, StoreCreditTotal],
  exports: [CustomerBalances],
})
export class CustomerBalanceModule {}
