import { Injectable } from '@nestjs/common';
import { Database, OnDomainEvent } from '@mercato/platform';
import { CreditmemoRefunded, InvoiceRegistered, OrderStatuses } from '@mercato/sales';
import { RewardConfig } from './reward-config';
import { RewardAction, RewardPoints } from './reward-points';
import { currencyToPoints, RewardRates } from './reward-rates';
import { formatReward } from './reward-total';

interface PaidOrder {
  customer_id: number | null;
  customer_is_guest: boolean;
  group_id: number | null;
  increment_id: string;
  store_id: number | null;
  website_id: number;
  status: string | null;
  grand_total: number;
  total_paid: number;
  shipping_amount: number;
  tax_amount: number;
}

/**
 * Points a customer earns for buying (Magento's OrderCompleted observer and Action\OrderExtra):
 * when an invoice makes the order fully paid, the money paid less shipping and tax buys points at
 * the currency-to-points rate of the order's website and group (whole steps only), once per order,
 * with `magento_reward/points/order` on. A credit memo takes back what the refunded amount had
 * earned (the RewardPointsRefund plugin): the points the amount still kept would earn are kept, the
 * rest is voided on the gain and, with `deduct_automatically`, deducted from the balance.
 */
@Injectable()
export class OrderRewards {
  constructor(
    private readonly ds: Database,
    private readonly points: RewardPoints,
    private readonly rates: RewardRates,
    private readonly config: RewardConfig,
    private readonly statuses: OrderStatuses,
  ) {}

  @OnDomainEvent(InvoiceRegistered)
  private async earn({ orderId, grandTotal }: InvoiceRegistered): Promise<void> {
    const [o]: PaidOrder[] = await this.ds.query(
      `SELECT o.customer_id, o.customer_is_guest, o.customer_group_id AS group_id, o.increment_id, o.store_id,
         coalesce(s.website_id, 1) AS website_id, o.status, coalesce(o.base_grand_total, 0)::float8 AS grand_total,
         coalesce(o.base_total_paid, 0)::float8 AS total_paid, coalesce(o.base_shipping_amount, 0)::float8 AS shipping_amount,
         coalesce(o.base_tax_amount, 0)::float8 AS tax_amount
       FROM sales_order o LEFT JOIN store s ON s.store_id = o.store_id WHERE o.entity_id = $1`,
      [orderId],
    );
    if (!o?.customer_id || o.customer_is_guest) return;
    // OrderCompleted::_isOrderPaidNow: paid in full by this invoice, not before it.
    const paidNow = o.total_paid > 0 && o.grand_total - o.total_paid < 0.0001 && o.grand_total - (o.total_paid - grandTotal) >= 0.0001;
    if (!paidNow || !(await this.config.enabledOnFront()) || !(await this.config.earnForOrders())) return;
    const [earned] = await this.ds.query(
      `SELECT 1 FROM magento_reward_history h JOIN magento_reward r ON r.reward_id = h.reward_id
       WHERE r.customer_id = $1 AND h.website_id = $2 AND h.action = $3 AND h.entity = $4 LIMIT 1`,
      [o.customer_id, o.website_id, RewardAction.ORDER_EXTRA, orderId],
    );
    if (earned) return;
    const groupId = o.group_id ?? 1;
    const { toPoints } = await this.rates.forCustomer(o.website_id, groupId);
    // Only the money the customer spent on goods: shipping and tax are left out (prices exclude tax).
    const points = currencyToPoints(toPoints, o.total_paid - o.shipping_amount - o.tax_amount);
    if (points <= 0) return;
    const change = await this.points.change({
      customerId: o.customer_id,
      websiteId: o.website_id,
      groupId,
      storeId: o.store_id,
      delta: points,
      action: RewardAction.ORDER_EXTRA,
      entity: orderId,
      additional: { increment_id: o.increment_id },
    });
    if (change.delta > 0) await this.comment(orderId, o.status, `The customer earned ${formatReward(change.delta)} for this order.`);
  }

  @OnDomainEvent(CreditmemoRefunded)
  private async takeBack({ orderId }: CreditmemoRefunded): Promise<void> {
    const [o]: (PaidOrder & {
      refunded: number;
      history_id: number | null;
      gained: number;
      voided: number;
      rate: string | null;
      balance: number;
    })[] = await this.ds.query(
      `SELECT o.customer_id, o.increment_id, o.store_id, o.customer_group_id AS group_id, o.status, coalesce(s.website_id, 1) AS website_id,
         coalesce(o.base_grand_total, 0)::float8 - coalesce(o.base_tax_amount, 0)::float8
           - coalesce(o.base_shipping_amount, 0)::float8 AS grand_total,
         coalesce((SELECT sum(coalesce(m.base_grand_total, 0) - coalesce(m.base_tax_amount, 0) - coalesce(m.base_shipping_amount, 0))
                   FROM sales_creditmemo m WHERE m.order_id = o.entity_id AND m.state <> 3), 0)::float8 AS refunded,
         h.history_id, h.points_delta AS gained, h.points_voided AS voided, h.additional_data AS rate,
         coalesce(r.points_balance, 0) AS balance
       FROM sales_order o LEFT JOIN store s ON s.store_id = o.store_id
       LEFT JOIN magento_reward r ON r.customer_id = o.customer_id AND r.website_id = s.website_id
       LEFT JOIN LATERAL (SELECT * FROM magento_reward_history h WHERE h.reward_id = r.reward_id AND h.action = $2
       AND h.entity = o.entity_id AND h.is_expired = 0
                          ORDER BY h.history_id LIMIT 1) h ON true
       WHERE o.entity_id = $1`,
      [orderId, RewardAction.ORDER_EXTRA],
    );
    if (!o?.customer_id || !o.history_id || !o.rate) return;
    const rate = (JSON.parse(o.rate) as { rate?: { points?: number; currency_amount?: number } }).rate;
    if (!rate?.points || !rate.currency_amount) return;
    // The points the amount the customer keeps would still earn; the rest of the gain is voided.
    const kept = Math.trunc(Math.max(o.grand_total - o.refunded, 0) / Number(rate.currency_amount) + 1e-9) * Number(rate.points);
    const voidable = o.gained - o.voided;
    let toVoid = voidable > kept ? voidable - kept : 0;
    if (toVoid <= 0 || o.balance <= 0) return;
    toVoid = Math.min(toVoid, o.balance);
    if (await this.config.deductAutomatically()) {
      const change = await this.points.change({
        customerId: o.customer_id,
        websiteId: o.website_id,
        groupId: o.group_id ?? 1,
        storeId: o.store_id,
        delta: -toVoid,
        action: RewardAction.CREDITMEMO_VOID,
        entity: orderId,
        additional: { increment_id: o.increment_id },
      });
      if (change.delta < 0) await this.comment(orderId, o.status, `${formatReward(-change.delta)} was deducted because of refund.`);
    }
    // Counted even when not deducted, so a later refund does not void the same points again (as Magento does).
    await this.ds.query(`UPDATE magento_reward_history SET points_voided = points_voided + $2 WHERE history_id = $1`, [
      o.history_id,
      toVoid,
    ]);
  }

  private async comment(orderId: number, status: string | null, comment: string): Promise<void> {
    await this.statuses.addHistory(orderId, { comment, status, isCustomerNotified: 0, isVisibleOnFront: 0 });
  }
}
