import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { CheckoutCart, QuoteTotals } from '@mercato/quote';
import { CartStoreCredit } from './cart-store-credit';
import { CustomerBalances } from './customer-balances';
import { notEnoughStoreCredit } from './messages';
import { StoreCreditConfig } from './store-credit-config';

/**
 * BalanceManagementInterface::apply: the customer's cart is to be paid with store credit. Magento
 * sets the flag whatever the balance and lets the totals show nothing; here a customer without
 * store credit on the cart's website is told so at once, with the message Magento gives when the
 * order is placed.
 */
@Injectable()
export class BalanceManagement {
  constructor(
    private readonly ds: Database,
    private readonly carts: CheckoutCart,
    private readonly totals: QuoteTotals,
    private readonly balances: CustomerBalances,
    private readonly choice: CartStoreCredit,
    private readonly config: StoreCreditConfig,
  ) {}

  apply(cartId: number): Promise<boolean> {
    return this.ds.transaction(async () => {
      const { quote } = await this.carts.active(cartId);
      const usable =
        quote.customer_id !== null &&
        (await this.config.enabled()) &&
        (await this.balances.amount(quote.customer_id, quote.website_id)) > 0;
      if (!usable) throw notEnoughStoreCredit();
      await this.choice.set(cartId, true);
      // Magento collects and saves the cart's totals with the credit applied.
      await this.totals.collect(cartId);
      return true;
    });
  }
}
