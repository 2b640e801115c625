import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, InputException, LocalizedException, NoSuchEntityException } from '@mercato/platform';
import { ScopedConfig } from '@mercato/store';
import { CartAccess } from './cart-access';
import { presentGiftMessage } from './cart-presenter';
import { CartSnapshot } from './cart-reader';
import { CartScopes } from './cart-scope';
import { CartWriter } from './cart-writer';
import { GiftMessageData } from './dto/cart.input';
import { GiftMessageHooks } from './gift-message-hooks';

/** Magento_GiftMessage's switches (Stores > Configuration > Sales > Gift Options), off by default. */
const ALLOW = { quote: 'sales/gift_options/allow_order', items: 'sales/gift_options/allow_items' } as const;
const NOT_AVAILABLE = "The gift message isn't available.";
const VIRTUAL = "Gift messages can't be used for virtual products.";

/** Magento_GiftMessage's CartRepositoryInterface and ItemRepositoryInterface (and the guest twins). */
@Injectable()
export class GiftMessagesService {
  constructor(
    private readonly ds: Database,
    readonly access: CartAccess,
    private readonly writer: CartWriter,
    private readonly scopes: CartScopes,
    private readonly config: ScopedConfig,
    private readonly hooks: GiftMessageHooks,
  ) {}

  async getForCart(cartId: number): Promise<Record<string, unknown> | null> {
    const cart = await this.access.active(cartId);
    return this.load(cart.quote.gift_message_id);
  }

  async getForItem(cartId: number, itemId: number): Promise<Record<string, unknown> | null> {
    const cart = await this.access.active(cartId);
    const item = cart.items.find((i) => i.item_id === itemId);
    if (!item) throw new NoSuchEntityException('No item with the provided ID was found in the Cart. Verify the ID and try again.');
    return this.load(item.gift_message_id);
  }

  async saveForCart(cartId: number, message: GiftMessageData): Promise<boolean> {
    return this.ds.transaction(async () => {
      const cart = await this.access.active(cartId);
      if (!cart.quote.items_count) throw new InputException("Gift messages can't be used for an empty cart. Add an item and try again.");
      if (cart.quote.is_virtual) throw new LocalizedException(VIRTUAL);
      await this.assertAllowed(cart, 'quote', message);
      const id = await this.store(cart, cart.quote.gift_message_id, message);
      await this.ds.query(`UPDATE quote SET gift_message_id = $2, updated_at = now() WHERE entity_id = $1`, [cartId, id]);
      await this.hooks.run({ cart, itemId: null, message });
      return true;
    });
  }

  async saveForItem(cartId: number, itemId: number, message: GiftMessageData): Promise<boolean> {
    return this.ds.transaction(async () => {
      const cart = await this.access.active(cartId);
      const item = cart.items.find((i) => i.item_id === itemId);
      if (!item)
        throw new NoSuchEntityException('No product with the "%1" itemId exists in the Cart. Verify your information and try again.', [
          String(itemId),
        ]);
      if (item.is_virtual) throw new LocalizedException(VIRTUAL);
      await this.assertAllowed(cart, 'items', message);
      const id = await this.store(cart, item.gift_message_id, message);
      await this.ds.query(`UPDATE quote_item SET gift_message_id = $2, updated_at = now() WHERE item_id = $1`, [itemId, id]);
      await this.writer.touch(cartId);
      await this.hooks.run({ cart, itemId, message });
      return true;
    });
  }

  /** Only a message with text is gated, as in Magento (an empty one clears). */
  private async assertAllowed(cart: CartSnapshot, kind: keyof typeof ALLOW, message: GiftMessageData): Promise<void> {
    if (!message.message) return;
    const scope = await this.scopes.of(cart.quote.store_id);
    const allowed = await this.config.value({ storeId: scope.storeId, websiteId: scope.websiteId }, ALLOW[kind], '0');
    if (allowed !== '1') throw new CouldNotSaveException(NOT_AVAILABLE);
  }

  /** GiftMessageManager::setMessage: an empty message removes the one there was. */
  private async store(cart: CartSnapshot, currentId: number | null, m: GiftMessageData): Promise<number | null> {
    if (!m.message) {
      if (currentId) await this.ds.query(`DELETE FROM gift_message WHERE gift_message_id = $1`, [currentId]);
      return null;
    }
    const params = [cart.quote.customer_id ?? null, m.sender, m.recipient, m.message];
    if (currentId) {
      await this.ds.query(
        `UPDATE gift_message SET customer_id = $1, sender = $2, recipient = $3, message = $4 WHERE gift_message_id = $5`,
        [...params, currentId],
      );
      return currentId;
    }
    const [row] = await this.ds.query(
      `INSERT INTO gift_message (customer_id, sender, recipient, message) VALUES ($1, $2, $3, $4) RETURNING gift_message_id`,
      params,
    );
    return row.gift_message_id;
  }

  private async load(id: number | null): Promise<Record<string, unknown> | null> {
    if (!id) return null;
    const [row] = await this.ds.query(
      `SELECT gift_message_id, customer_id, sender, recipient, message FROM gift_message WHERE gift_message_id = $1`,
      [id],
    );
    return row ? presentGiftMessage(row) : null;
  }
}
