import { Injectable } from '@nestjs/common';
import { Database, Extends, LocalizedException, numberArray, roundPrice } from '@mercato/platform';
import { CheckoutCartData, Redemption, TotalsAdjustment, TotalsPart, TotalsParts, TotalsSoFar } from '@mercato/quote';
import { AccountRows, ACTION, AppliedCard, appliedCardsOf } from '../services/account-rows';
import { MESSAGES } from '../services/messages';
import { usableOn } from '../services/validity';
import { WebsiteToday } from '../services/website-today';
import { CardShare, GiftCardTotalData } from './card-share';

/** Magento's total code, which names the segment and the order's adjustment. */
export const GIFT_CARD_TOTAL = 'giftcardaccount';

/**
 * The gift cards' deduction on the cart (Magento's `giftcardaccount` quote total, sort order 20
 * among the deductions): the usable cards applied to the cart pay what is left of the grand
 * total, smallest balance first as Magento sorts them, and each card's share travels in the
 * segment's `extension_attributes.gift_cards` (a JSON string of `{i, c, a, ba}`, as Magento's
 * TotalsConverter plugin answers it) and to the order. At placement the shares are taken off the
 * balances, under a row lock.
 */
@Injectable()
export class GiftCardTotal {
  constructor(
    private readonly ds: Database,
    private readonly rows: AccountRows,
    private readonly today: WebsiteToday,
  ) {}

  @Extends(TotalsParts)
  totalsPart(): TotalsPart {
    return {
      code: GIFT_CARD_TOTAL,
      kind: 'deduction',
      sortOrder: 20,
      cartColumn: appliedCardsOf,
      collect: (cart, soFar) => this.collect(cart, soFar),
      redeem: (redemption) => this.redeem(redemption),
    };
  }

  async collect(cart: CheckoutCartData, soFar: TotalsSoFar): Promise<TotalsAdjustment | null> {
    const { quote } = cart;
    const read = cart.also?.get(GIFT_CARD_TOTAL) as AppliedCard[] | undefined;
    const applied = read ?? (await this.rows.applied(quote.entity_id));
    if (!applied.length) return null;
    const today = await this.today.of({ storeId: quote.store_id, websiteId: quote.website_id });
    // Cards that stopped being usable since they were applied (spent, expired, disabled) are passed over.
    const cards = applied.filter(usableOn(quote.website_id, today));
    const used = roundPrice(
      Math.min(
        cards.reduce((s, c) => s + c.balance, 0),
        soFar.grandTotal,
      ),
    );
    if (used <= 0) return null;
    // Array.prototype.sort is stable: equal balances keep the order they were applied in.
    let left = used;
    const shares: CardShare[] = [...cards]
      .sort((a, b) => a.balance - b.balance)
      .map((card) => {
        const amount = roundPrice(Math.min(card.balance, left));
        left = roundPrice(left - amount);
        return { i: card.giftcardaccount_id, c: card.code, a: amount, ba: amount };
      });
    const data: GiftCardTotalData = { cards: shares };
    return { code: GIFT_CARD_TOTAL, amount: used, title: 'Gift Cards', segmentExtension: { gift_cards: JSON.stringify(shares) }, data };
  }

  /**
   * Inside the placement's transaction: locks the cards, checks each still holds its share (another
   * order may have spent it since the totals were read), takes the shares off and writes the `used`
   * history rows — two statements whatever the number of cards.
   */
  async redeem({ orderId, adjustment }: Redemption): Promise<void> {
    const shares = ((adjustment.data as GiftCardTotalData | undefined)?.cards ?? []).filter((s) => s.ba > 0);
    if (!shares.length) return;
    const locked = new Map((await this.rows.lock(shares.map((s) => s.i))).map((r) => [r.giftcardaccount_id, r]));
    for (const share of shares) {
      const account = locked.get(share.i);
      // Magento's charge() checks the balance only, and answers its anti-guessing sentence.
      if (!account || account.balance + 1e-9 < share.ba) throw new LocalizedException(MESSAGES.correctCode);
    }
    await this.ds.query(
      `WITH spent AS (
         UPDATE magento_giftcardaccount a SET balance = a.balance - v.amount,
           state = CASE WHEN a.balance - v.amount > 0 THEN 0 ELSE 1 END
         FROM unnest($1::int[], $2::numeric[]) AS v(id, amount)
         WHERE a.giftcardaccount_id = v.id
         RETURNING a.giftcardaccount_id, a.balance, v.amount
       )
       INSERT INTO magento_giftcardaccount_history (giftcardaccount_id, action, balance_amount, balance_delta, additional_info)
       SELECT s.giftcardaccount_id, $3, s.balance, -s.amount, replace($4, '%1', (SELECT increment_id FROM sales_order WHERE entity_id = $5))
       FROM spent s`,
      [numberArray(shares.map((s) => s.i)), numberArray(shares.map((s) => s.ba)), ACTION.used, MESSAGES.usedOnOrder, orderId],
    );
  }
}
