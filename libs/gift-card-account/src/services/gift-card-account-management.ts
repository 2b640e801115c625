import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  CouldNotSaveException,
  Database,
  NoSuchEntityException,
  RequestContext,
  roundPrice,
} from '@mercato/platform';
import { CartKey, CartLocator, CartWriter, CheckoutCart, quoteIdOf, QuoteTotals } from '@mercato/quote';
import { GiftCardAccountData } from '../dto/gift-card.input';
import { GIFT_CARD_TOTAL } from '../totals/gift-card-total';
import { AccountRows } from './account-rows';
import { MESSAGES } from './messages';
import { UsageAttempts } from './usage-attempts';
import { isValid, usableOn } from './validity';
import { WebsiteToday } from './website-today';

/** GiftCardAccountInterface as getListByQuoteId answers it. */
export interface CartGiftCards {
  gift_cards: string[];
  gift_cards_amount: number;
  base_gift_cards_amount: number;
  gift_cards_amount_used: number;
  base_gift_cards_amount_used: number;
}

/**
 * Magento's GiftCardAccountManagementInterface and its guest twin (which only turns the masked id
 * into the quote id): the gift cards applied to a cart, applying and removing one, and a card's
 * balance. Messages and their exceptions are Magento's own, including its vagueness: whatever is
 * wrong with a code, applying it answers the same sentence.
 */
@Injectable()
export class GiftCardAccountManagement {
  constructor(
    private readonly ds: Database,
    private readonly locator: CartLocator,
    private readonly carts: CheckoutCart,
    private readonly writer: CartWriter,
    private readonly totals: QuoteTotals,
    private readonly rows: AccountRows,
    private readonly attempts: UsageAttempts,
    private readonly today: WebsiteToday,
  ) {}

  /** The usable cards on the cart, their balances and what the cart's totals take of them. */
  async getListByQuoteId(quoteId: number): Promise<CartGiftCards> {
    const cart = await this.carts.active(quoteId);
    const today = await this.today.of({ storeId: cart.quote.store_id, websiteId: cart.quote.website_id });
    const cards = (await this.rows.applied(quoteId)).filter(usableOn(cart.quote.website_id, today));
    const amount = roundPrice(cards.reduce((s, c) => s + c.balance, 0));
    const used = (await this.totals.compute(cart)).adjustments.find((a) => a.code === GIFT_CARD_TOTAL)?.amount ?? 0;
    return {
      gift_cards: cards.map((c) => c.code),
      gift_cards_amount: amount,
      base_gift_cards_amount: amount,
      gift_cards_amount_used: used,
      base_gift_cards_amount_used: used,
    };
  }

  /** Applies the first code of `gift_cards`; `true`. */
  async saveByQuoteId(ctx: RequestContext, key: CartKey, data: GiftCardAccountData): Promise<boolean> {
    const code = data.gift_cards?.[0];
    if (!data.gift_cards?.length || typeof code !== 'string') throw new CouldNotSaveException(MESSAGES.compositeRequired);
    const quoteId = await quoteIdOf(this.locator, key);
    return this.ds.transaction(async () => {
      const cart = await this.carts.active(quoteId);
      if (!cart.items.length) throw new CouldNotSaveException(MESSAGES.cartEmpty, [quoteId]);
      const account = await this.rows.byCode(code);
      await this.attempts.attempt(ctx, account !== null);
      const today = account ? await this.today.of({ storeId: cart.quote.store_id, websiteId: cart.quote.website_id }) : '';
      if (!account || !usableOn(cart.quote.website_id, today)(account)) throw new CouldNotSaveException(MESSAGES.cannotAdd);
      // Appended after the cards already applied; a card already on the cart is refused.
      const added = await this.ds.query(
        `INSERT INTO magento_giftcardaccount_quote_card (quote_id, giftcardaccount_id, position)
         SELECT $1, $2, coalesce(max(position), 0) + 1 FROM magento_giftcardaccount_quote_card WHERE quote_id = $1
         ON CONFLICT DO NOTHING RETURNING quote_id`,
        [quoteId, account.giftcardaccount_id],
      );
      if (!added.length) throw new CouldNotSaveException(MESSAGES.cannotAdd);
      await this.writer.touch(quoteId);
      return true;
    });
  }

  /** Takes the card off the cart; `true`. */
  async deleteByQuoteId(key: CartKey, giftCardCode: string): Promise<boolean> {
    const quoteId = await quoteIdOf(this.locator, key);
    return this.ds.transaction(async () => {
      const cart = await this.carts.active(quoteId);
      if (!cart.items.length) throw new CouldNotDeleteException(MESSAGES.cartEmpty, [quoteId]);
      const [, removed]: [unknown[], number] = await this.ds.query(
        `DELETE FROM magento_giftcardaccount_quote_card qc USING magento_giftcardaccount a
         WHERE qc.quote_id = $1 AND a.giftcardaccount_id = qc.giftcardaccount_id AND lower(a.code) = lower($2)
         RETURNING qc.quote_id`,
        [quoteId, giftCardCode],
      );
      if (!removed) throw new CouldNotDeleteException(MESSAGES.cannotDelete);
      await this.writer.touch(quoteId);
      return true;
    });
  }

  /**
   * The card's balance, when it is enabled, not expired and belongs to the website of the request's
   * store (Magento checks the current website, and not the balance).
   */
  async checkGiftCard(ctx: RequestContext, key: CartKey, giftCardCode: string): Promise<number> {
    const quoteId = await quoteIdOf(this.locator, key);
    await this.carts.active(quoteId);
    const account = await this.rows.byCode(giftCardCode);
    await this.attempts.attempt(ctx, account !== null);
    if (!account) throw new NoSuchEntityException(MESSAGES.noSuchEntity);
    const today = await this.today.of({ storeId: -1, websiteId: account.website_id });
    if (!isValid(account, { today, websiteId: ctx.store.websiteId, enabled: true, notExpired: true })) {
      throw new NoSuchEntityException(MESSAGES.incorrectOrExpired);
    }
    return account.balance;
  }
}
