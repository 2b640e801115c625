import { Injectable } from '@nestjs/common';
import { CheckoutCartData, Redemption, TotalsAdjustment, TotalsPart, TotalsParts, TotalsSoFar } from '@mercato/quote';
import { OrderAdjustmentHandler, OrderAdjustments } from '@mercato/sales';
import { CartRewardPoints } from './cart-reward-points';
import { RewardConfig } from './reward-config';
import { RewardAction, RewardPoints } from './reward-points';
import { pointsEquivalent, pointsToCurrency, RewardRates } from './reward-rates';
import { Database, Extends, roundPrice } from '@mercato/platform';

/** Magento's total code for reward points (sales.xml `reward`), which is also the segment's. */
export const REWARD = 'reward';
/** The first deduction: before gift cards (20) and store credit (30), as Magento's quote totals run. */
const SORT_ORDER = 10;

/** What the order keeps of the points spent, for presenting and refunding them. */
interface RewardData {
  points: number;
  amount: number;
}

/** Helper\Data::formatReward without an amount: `%1 Reward points`. */
export const formatReward = (points: number) => `${points} Reward points`;

/**
 * Reward points on the cart and the order (Magento's Total\Quote\Reward, the RedeemForOrder
 * observer, Total\Creditmemo\Reward and the RewardPointsRefund plugin): the cart's total is the
 * money value of the balance (whole steps of the points-to-currency rate), at most what is left to
 * pay, and takes the points that value needs, rounded up to whole steps; placing the order spends
 * them (history action 1, "Redeemed for order #…"); a credit memo gives back the points of the
 * refunded amount (action 9).
 */
@Injectable()
export class RewardTotal {
  constructor(
    private readonly ds: Database,
    private readonly points: RewardPoints,
    private readonly rates: RewardRates,
    private readonly choice: CartRewardPoints,
    private readonly config: RewardConfig,
  ) {}

  @Extends(TotalsParts)
  totalsPart(): TotalsPart {
    return {
      code: REWARD,
      kind: 'deduction',
      sortOrder: SORT_ORDER,
      collect: (cart, soFar) => this.collect(cart, soFar),
      redeem: (r) => this.redeem(r),
    };
  }

  @Extends(OrderAdjustments)
  adjustmentHandler(): OrderAdjustmentHandler {
    return {
      code: REWARD,
      present: (row) => ({
        reward_points_balance: (row.data as RewardData | null)?.points ?? 0,
        reward_currency_amount: row.amount,
        base_reward_currency_amount: row.amount,
      }),
      refunded: (f) => this.giveBack(f.orderId, f.customerId, f.websiteId, f.amount, f.data as RewardData),
      canceled: (f) => this.giveBack(f.orderId, f.customerId, f.websiteId, f.amount, f.data as RewardData, RewardAction.REVERT),
    };
  }

  private async collect(cart: CheckoutCartData, soFar: TotalsSoFar): Promise<TotalsAdjustment | null> {
    const { quote } = cart;
    const grandTotal = soFar.grandTotal;
    if (quote.customer_id === null || grandTotal <= 0 || !(await this.config.enabledOnFront())) return null;
    const balance = await this.choice.spendable(quote.entity_id, quote.customer_id, quote.website_id);
    if (balance <= 0) return null;
    const { toCurrency } = await this.rates.forCustomer(quote.website_id, quote.customer_group_id);
    const value = pointsToCurrency(toCurrency, balance);
    if (value <= 0) return null;
    // Total\Quote\Reward::collect: the whole remaining total when the points cover it, else all their value.
    const covers = value >= grandTotal;
    const amount = roundPrice(covers ? grandTotal : value);
    const points = covers ? pointsEquivalent(toCurrency, grandTotal) : Math.min(pointsEquivalent(toCurrency, value), balance);
    const data: RewardData = { points, amount };
    return {
      code: REWARD,
      amount,
      title: formatReward(points),
      totalsExtension: { reward_points_balance: points, reward_currency_amount: amount, base_reward_currency_amount: amount },
      data,
    };
  }

  /** Inside the placement's transaction: the balance row is locked, and points spent meanwhile refuse the order. */
  private async redeem({ orderId, cart, adjustment }: Redemption): Promise<void> {
    const { points } = adjustment.data as RewardData;
    const [order]: { increment_id: string }[] = await this.ds.query(`SELECT increment_id FROM sales_order WHERE entity_id = $1`, [orderId]);
    await this.points.change({
      customerId: cart.quote.customer_id!,
      websiteId: cart.quote.website_id,
      groupId: cart.quote.customer_group_id,
      storeId: cart.quote.store_id,
      delta: -points,
      action: RewardAction.ORDER,
      entity: orderId,
      additional: { increment_id: order.increment_id },
      mustCover: true,
    });
  }

  /**
   * Inside the credit memo's (or cancellation's, action `revert`) transaction: the points of the
   * refunded amount go back, valued as Total\Creditmemo\Reward does (amount × the points per
   * currency unit spent, rounded up), never more than the order spent and was not given back yet.
   */
  private async giveBack(
    orderId: number,
    customerId: number | null,
    websiteId: number,
    amount: number,
    data: RewardData | null,
    action: number = RewardAction.CREDITMEMO,
  ): Promise<void> {
    if (customerId === null || !data?.points || !(data.amount > 0)) return;
    const [order]: { increment_id: string; store_id: number | null; group_id: number | null; returned: number }[] = await this.ds.query(
      `SELECT o.increment_id, o.store_id, o.customer_group_id AS group_id,
         coalesce((SELECT sum(h.points_delta) FROM magento_reward_history h JOIN magento_reward r ON r.reward_id = h.reward_id
                   WHERE r.customer_id = $2 AND h.website_id = $3 AND h.action = ANY($4::int[]) AND h.entity = o.entity_id),
                   0)::int AS returned
       FROM sales_order o WHERE o.entity_id = $1`,
      [orderId, customerId, websiteId, [RewardAction.CREDITMEMO, RewardAction.REVERT]],
    );
    const points = Math.min(Math.round(amount * Math.ceil(data.points / data.amount - 1e-9)), data.points - order.returned);
    if (points <= 0) return;
    await this.points.change({
      customerId,
      websiteId,
      groupId: order.group_id ?? 1,
      storeId: order.store_id,
      delta: points,
      action,
      entity: orderId,
      additional: { increment_id: order.increment_id },
    });
  }
}
