import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Extends } from '@mercato/platform';
import { GiftMessageHook, GiftMessageHooks, GiftMessageSaved } from '@mercato/quote';
import { StoreDirectory } from '@mercato/store';
import { WrappingChoiceInput } from '../dto/message-extension';
import { GIFT_RECEIPT_NOT_AVAILABLE, PRINTED_CARD_NOT_AVAILABLE, WRAPPING_NOT_AVAILABLE, wrappingNotFound } from '../services/messages';
import { WrappingRows } from '../services/wrapping-rows';
import { GiftOptionsConfig, GiftOptionsSettings } from './gift-options-config';
import { CartWrappingChange, WrappingChoices } from './wrapping-choices';

/**
 * The wrapping chosen through the gift message routes, as Magento's MessageCartRepository and
 * MessageItemRepository plugins read it after a gift message is saved: the message's
 * `extension_attributes.wrapping_id` becomes the cart's (or the line's) wrapping, and a message
 * saved without it removes the wrapping there was (Magento loads the wrapping of a missing id: none).
 * On the cart, `wrapping_allow_gift_receipt` and `wrapping_add_printed_card` change only when sent.
 *
 * Stricter than Magento, which keeps any id that loads (or none) and ignores what the
 * configuration does not allow: a wrapping must exist, be enabled and be offered on the cart's
 * website (else WrappingRepository's not-found message), and a choice the configuration does not
 * allow is refused. The hook runs inside the gift message's transaction: a refusal writes nothing.
 */
@Injectable()
export class WrappingSelection {
  constructor(
    private readonly choices: WrappingChoices,
    private readonly settings: GiftOptionsSettings,
    private readonly rows: WrappingRows,
    private readonly stores: StoreDirectory,
  ) {}

  @Extends(GiftMessageHooks)
  giftMessageHook(): GiftMessageHook {
    return { name: 'gift-wrapping', run: (saved) => this.apply(saved) };
  }

  async apply({ cart, itemId, message }: GiftMessageSaved): Promise<void> {
    const choice = (message.extension_attributes ?? {}) as WrappingChoiceInput;
    const storeId = cart.quote.store_id;
    const websiteId = (await this.stores.store(storeId))?.website_id ?? 1;
    const config = await this.settings.of({ storeId, websiteId });
    // 0 names no wrapping, as Magento's load(0) finds none.
    const wrappingId = choice.wrapping_id || null;
    if (itemId === null) await this.applyToCart(cart.quote.entity_id, choice, wrappingId, websiteId, config);
    else await this.applyToItem(cart.quote.entity_id, itemId, wrappingId, websiteId, config);
  }

  private async applyToCart(
    quoteId: number,
    choice: WrappingChoiceInput,
    wrappingId: number | null,
    websiteId: number,
    config: GiftOptionsConfig,
  ): Promise<void> {
    const change: CartWrappingChange = {};
    if (config.allowOrder) change.gwId = wrappingId === null ? null : await this.available(wrappingId, websiteId);
    else if (wrappingId !== null) throw new CouldNotSaveException(WRAPPING_NOT_AVAILABLE);
    const receipt = choice.wrapping_allow_gift_receipt;
    if (receipt !== undefined && receipt !== null) {
      if (config.allowGiftReceipt) change.allowGiftReceipt = receipt;
      else if (receipt) throw new CouldNotSaveException(GIFT_RECEIPT_NOT_AVAILABLE);
    }
    const card = choice.wrapping_add_printed_card;
    if (card !== undefined && card !== null) {
      if (config.allowPrintedCard) change.addCard = card;
      else if (card) throw new CouldNotSaveException(PRINTED_CARD_NOT_AVAILABLE);
    }
    await this.choices.saveForCart(quoteId, change);
  }

  /** A line has only a wrapping: the gift receipt and printed card are the cart's (Magento ignores them here). */
  private async applyToItem(
    quoteId: number,
    itemId: number,
    wrappingId: number | null,
    websiteId: number,
    config: GiftOptionsConfig,
  ): Promise<void> {
    if (!config.allowItems) {
      if (wrappingId !== null) throw new CouldNotSaveException(WRAPPING_NOT_AVAILABLE);
      return;
    }
    await this.choices.saveForItem(quoteId, itemId, wrappingId === null ? null : await this.available(wrappingId, websiteId));
  }

  /** The wrapping's id when it can be chosen on the website: it exists, is enabled and is offered there. */
  private async available(wrappingId: number, websiteId: number): Promise<number> {
    const wrapping = await this.rows.find(wrappingId);
    if (!wrapping || Number(wrapping.status) !== 1 || !wrapping.website_ids.map(Number).includes(websiteId))
      throw wrappingNotFound(wrappingId);
    return wrapping.wrapping_id;
  }
}
