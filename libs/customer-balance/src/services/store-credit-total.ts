import { Injectable } from '@nestjs/common';
import { CheckoutCartData, Redemption, TotalsAdjustment, TotalsPart, TotalsParts, TotalsSoFar } from '@mercato/quote';
import { CanceledAdjustment, OrderAdjustmentHandler, OrderAdjustments, OrderStatuses } from '@mercato/sales';
import { CartStoreCredit } from './cart-store-credit';
import { BalanceAction, CustomerBalances } from './customer-balances';
import { StoreCreditConfig } from './store-credit-config';
import { Database, Extends, roundPrice } from '@mercato/platform';

/** Magento's total code for store credit (sales.xml `customerbalance`), which is also the segment's. */
export const STORE_CREDIT = 'customerbalance';
/** After reward points (10) and gift cards (20), as Magento's quote totals run. */
const SORT_ORDER = 30;

/**
 * Store credit on the cart and the order (Magento's Total\Quote\Customerbalance, the
 * ProcessOrderPlace and CreditmemoSaveAfter observers): the cart's total takes at most the balance
 * and what is left to pay; placing the order spends it (history `used`, "Order #…"), a credit memo
 * gives the refunded part back (history `refunded`, "Order #…, creditmemo #…").
 */
@Injectable()
export class StoreCreditTotal {
  constructor(
    private readonly ds: Database,
    private readonly balances: CustomerBalances,
    private readonly choice: CartStoreCredit,
    private readonly config: StoreCreditConfig,
    private readonly statuses: OrderStatuses,
  ) {}

  @Extends(TotalsParts)
  totalsPart(): TotalsPart {
    return {
      code: STORE_CREDIT,
      kind: 'deduction',
      sortOrder: SORT_ORDER,
      collect: (cart, soFar) => this.collect(cart, soFar),
      redeem: (r) => this.redeem(r),
    };
  }

  @Extends(OrderAdjustments)
  adjustmentHandler(): OrderAdjustmentHandler {
    return {
      code: STORE_CREDIT,
      present: (row) => ({
        base_customer_balance_amount: row.amount,
        customer_balance_amount: row.amount,
        base_customer_balance_invoiced: row.invoiced,
        customer_balance_invoiced: row.invoiced,
        base_customer_balance_refunded: row.refunded,
        customer_balance_refunded: row.refunded,
        base_customer_balance_total_refunded: row.refunded,
        customer_balance_total_refunded: row.refunded,
      }),
      refunded: (f) => this.giveBack(f.orderId, f.creditmemoId, f.customerId, f.websiteId, f.amount),
      canceled: (f) => this.revert(f),
    };
  }

  private async collect(cart: CheckoutCartData, soFar: TotalsSoFar): Promise<TotalsAdjustment | null> {
    const { quote } = cart;
    if (quote.customer_id === null || soFar.grandTotal <= 0 || !(await this.config.enabled())) return null;
    const balance = await this.choice.spendable(quote.entity_id, quote.customer_id, quote.website_id);
    if (balance <= 0) return null;
    // A balance with sub-cent digits pays whole cents only, so the order never takes more than the balance holds.
    const amount = balance < soFar.grandTotal ? Math.floor(balance * 100 + 1e-6) / 100 : roundPrice(soFar.grandTotal);
    if (amount <= 0) return null;
    return {
      code: STORE_CREDIT,
      amount,
      title: 'Store Credit',
      totalsExtension: { base_customer_balance_amount: amount, customer_balance_amount: amount },
    };
  }

  /** Inside the placement's transaction: the balance row is locked, and a balance spent meanwhile refuses the order. */
  private async redeem({ orderId, cart, adjustment }: Redemption): Promise<void> {
    const [order]: { increment_id: string }[] = await this.ds.query(`SELECT increment_id FROM sales_order WHERE entity_id = $1`, [orderId]);
    await this.balances.change({
      customerId: cart.quote.customer_id!,
      websiteId: cart.quote.website_id,
      delta: -adjustment.amount,
      action: BalanceAction.USED,
      additionalInfo: `Order #${order.increment_id}`,
      mustCover: true,
    });
  }

  /** Inside the cancellation's transaction: what no invoice took goes back (Magento's RevertStoreCreditForOrder, history `reverted`). */
  private async revert(f: CanceledAdjustment): Promise<void> {
    if (f.customerId === null || f.amount <= 0) return;
    const [order]: { increment_id: string }[] = await this.ds.query(`SELECT increment_id FROM sales_order WHERE entity_id = $1`, [
      f.orderId,
    ]);
    await this.balances.change({
      customerId: f.customerId,
      websiteId: f.websiteId,
      delta: f.amount,
      action: BalanceAction.REVERTED,
      additionalInfo: `Order #${order.increment_id}`,
    });
  }

  /** Inside the credit memo's transaction: the refunded store credit goes back, with Magento's order comment. */
  private async giveBack(
    orderId: number,
    creditmemoId: number,
    customerId: number | null,
    websiteId: number,
    amount: number,
  ): Promise<void> {
    if (customerId === null || amount <= 0) return;
    const [facts]: { increment_id: string; memo_increment_id: string; status: string | null; currency: string | null }[] =
      await this.ds.query(
        `SELECT o.increment_id, m.increment_id AS memo_increment_id, o.status, o.base_currency_code AS currency
       FROM sales_order o JOIN sales_creditmemo m ON m.entity_id = $2 WHERE o.entity_id = $1`,
        [orderId, creditmemoId],
      );
    await this.balances.change({
      customerId,
      websiteId,
      delta: amount,
      action: BalanceAction.REFUNDED,
      additionalInfo: `Order #${facts.increment_id}, creditmemo #${facts.memo_increment_id}`,
    });
    await this.statuses.addHistory(orderId, {
      comment: `We refunded ${money(amount, facts.currency ?? 'USD')} to Store Credit`,
      status: facts.status,
      isCustomerNotified: 0,
      isVisibleOnFront: 0,
    });
  }
}

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}
