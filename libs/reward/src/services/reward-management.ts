import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { CheckoutCart, QuoteTotals } from '@mercato/quote';
import { CartRewardPoints } from './cart-reward-points';
import { notEnoughPoints } from './messages';
import { RewardConfig } from './reward-config';
import { RewardPoints } from './reward-points';
import { pointsToCurrency, RewardRates } from './reward-rates';

/**
 * RewardManagementInterface::set: the customer's cart is to be paid with reward points. As in
 * Magento, `false` when reward points are off for the storefront. Magento quietly leaves the flag
 * off for a balance under `min_points_balance`; here that, and points that buy nothing (no
 * points-to-currency rate, or fewer points than one step of it), is refused with the message Magento
 * gives when the order is placed.
 */
@Injectable()
export class RewardManagement {
  constructor(
    private readonly ds: Database,
    private readonly carts: CheckoutCart,
    private readonly totals: QuoteTotals,
    private readonly points: RewardPoints,
    private readonly rates: RewardRates,
    private readonly choice: CartRewardPoints,
    private readonly config: RewardConfig,
  ) {}

  async set(cartId: number): Promise<boolean> {
    if (!(await this.config.enabledOnFront())) return false;
    return this.ds.transaction(async () => {
      const { quote } = await this.carts.active(cartId);
      if (quote.customer_id === null) throw notEnoughPoints();
      const balance = await this.points.balance(quote.customer_id, quote.website_id);
      const { toCurrency } = await this.rates.forCustomer(quote.website_id, quote.customer_group_id);
      if (balance < (await this.config.minPointsBalance()) || pointsToCurrency(toCurrency, balance) <= 0) throw notEnoughPoints();
      await this.choice.set(cartId, true);
      // Magento collects and saves the cart's totals with the points applied.
      await this.totals.collect(cartId);
      return true;
    });
  }
}
