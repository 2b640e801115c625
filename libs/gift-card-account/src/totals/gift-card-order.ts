import { Injectable } from '@nestjs/common';
import { Database, Extends, numberArray, roundPrice } from '@mercato/platform';
import { OrderAdjustmentHandler, OrderAdjustments, OrderStatuses } from '@mercato/sales';
import { AccountRows, ACTION } from '../services/account-rows';
import { MESSAGES, phrase } from '../services/messages';
import { CardShare, GiftCardTotalData } from './card-share';
import { GIFT_CARD_TOTAL } from './gift-card-total';

/**
 * The gift cards on an order after checkout: the order's extension attributes (Magento's
 * OrderRepository plugin: `gift_cards` and the amounts ordered, invoiced and refunded) and the
 * credit memo's give-back (Magento's CreditmemoSaveAfter observer: the cards in the order they were
 * spent, each up to its share, and an order comment per card).
 */
@Injectable()
export class GiftCardOrder {
  constructor(
    private readonly ds: Database,
    private readonly statuses: OrderStatuses,
    private readonly rows: AccountRows,
  ) {}

  @Extends(OrderAdjustments)
  adjustmentHandler(): OrderAdjustmentHandler {
    return {
      code: GIFT_CARD_TOTAL,
      present: (row) => present(row),
      refunded: ({ orderId, amount, data }) => this.giveBack(orderId, amount, data as GiftCardTotalData | null),
      // Magento hands the uninvoiced part to the customer's store credit (ReturnFundsToStoreCredit);
      // Mercato gives it back to the cards, which also serves guests and needs no store credit module.
      canceled: async ({ amount, data, returnedBefore }) =>
        void (await this.returnToCards(data as GiftCardTotalData | null, returnedBefore, amount)),
    };
  }

  /**
   * Inside the credit memo's transaction, after the memo's refunds are recorded: the amount goes back
   * to the cards that paid, skipping what earlier credit memos or a cancellation gave back, with an
   * order comment per card.
   */
  async giveBack(orderId: number, amount: number, data: GiftCardTotalData | null): Promise<void> {
    if (!(data?.cards ?? []).some((s) => s.ba > 0) || amount <= 0) return;
    // What earlier memos and a cancellation gave back (this memo's refund is already counted).
    const [row]: { returned: number; status: string | null; currency: string | null }[] = await this.ds.query(
      `SELECT (a.refunded + a.canceled)::float8 AS returned, o.status, o.base_currency_code AS currency
       FROM sales_order_adjustment a JOIN sales_order o ON o.entity_id = a.order_id WHERE a.order_id = $1 AND a.code = $2`,
      [orderId, GIFT_CARD_TOTAL],
    );
    const back = await this.returnToCards(data, roundPrice((row?.returned ?? amount) - amount), amount);
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: row?.currency ?? 'USD' });
    for (const b of back) {
      await this.statuses.addHistory(orderId, {
        comment: phrase(MESSAGES.refundedToCard, money.format(b.ba), b.c),
        status: row?.status ?? null,
      });
    }
  }

  /**
   * `amount` back to the cards that paid, in the order they were spent, passing over what was
   * already given back; each card is available again, with an `updated` history row.
   */
  private async returnToCards(data: GiftCardTotalData | null, alreadyBack: number, amount: number): Promise<CardShare[]> {
    const shares = (data?.cards ?? []).filter((s) => s.ba > 0);
    const back = giveBackShares(shares, alreadyBack, amount);
    if (!back.length) return back;
    await this.rows.lock(back.map((b) => b.i));
    await this.ds.query(
      `WITH returned AS (
         UPDATE magento_giftcardaccount a SET balance = a.balance + v.amount,
           state = CASE WHEN a.balance + v.amount > 0 THEN 0 ELSE a.state END
         FROM unnest($1::int[], $2::numeric[]) AS v(id, amount)
         WHERE a.giftcardaccount_id = v.id
         RETURNING a.giftcardaccount_id, a.balance, v.amount
       )
       INSERT INTO magento_giftcardaccount_history (giftcardaccount_id, action, balance_amount, balance_delta, additional_info)
       SELECT r.giftcardaccount_id, $3, r.balance, r.amount, '' FROM returned r`,
      [numberArray(back.map((b) => b.i)), numberArray(back.map((b) => b.ba)), ACTION.updated],
    );
    return back;
  }
}

/** Magento's order extension attributes for the gift cards; invoiced and refunded once there is some. */
function present(row: { amount: number; invoiced: number; refunded: number; data: unknown }): Record<string, unknown> {
  const cards = (row.data as GiftCardTotalData | null)?.cards ?? [];
  return {
    gift_cards: cards.map((c) => ({ id: c.i, code: c.c, amount: c.a, base_amount: c.ba })),
    base_gift_cards_amount: row.amount,
    gift_cards_amount: row.amount,
    ...(row.invoiced ? { base_gift_cards_invoiced: row.invoiced, gift_cards_invoiced: row.invoiced } : {}),
    ...(row.refunded ? { base_gift_cards_refunded: row.refunded, gift_cards_refunded: row.refunded } : {}),
  };
}

/**
 * The cards' part of a refund: in the order they were spent, the first `alreadyBack` (given back by
 * earlier credit memos) passed over, then `amount` spread up to each card's share.
 */
export function giveBackShares(shares: CardShare[], alreadyBack: number, amount: number): CardShare[] {
  let skip = Math.max(alreadyBack, 0);
  let left = amount;
  const out: CardShare[] = [];
  for (const share of shares) {
    const passed = Math.min(skip, share.ba);
    skip = roundPrice(skip - passed);
    const give = roundPrice(Math.min(share.ba - passed, left));
    left = roundPrice(left - give);
    if (give > 0) out.push({ ...share, a: give, ba: give });
  }
  return out;
}
