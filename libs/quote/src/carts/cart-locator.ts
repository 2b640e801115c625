import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  Database,
  DbNotifications,
  Extends,
  ForcedParameter,
  ForcedParameters,
  NoSuchEntityException,
  NotifiedCache,
  RequestContext,
  UserType,
} from '@mercato/platform';

/** Guest carts whose masks a process remembers (a number each): far more than are shopping at once. */
const MAX_MASKS = 100_000;

/**
 * Finds the cart a route means: by id (administrators), by masked id (guests), or the calling
 * customer's active cart, which it also provides as Magento's forced parameter `%cart_id%` for the
 * `/V1/carts/mine…` routes.
 */
@Injectable()
export class CartLocator implements OnModuleInit {
  /**
   * Masked id → quote id, as resolved: a mask never changes its cart, so a guest's every call after
   * the first skips the lookup. Only masks found are kept; a mask removed (the cart assigned to a
   * customer, or deleted) empties it in every process (migration 1763800000494).
   */
  private readonly masks: NotifiedCache<number>;

  constructor(
    private readonly ds: Database,
    notifications: DbNotifications,
  ) {
    this.masks = new NotifiedCache(ds, notifications, MAX_MASKS);
  }

  async onModuleInit(): Promise<void> {
    await this.masks.listen('mercato_quote_masks');
  }

  @Extends(ForcedParameters)
  cartIdParameter(): ForcedParameter {
    return { placeholder: '%cart_id%', resolve: (ctx) => this.customerCartId(ctx) };
  }

  /** An existing cart by id, active or not: `No such entity with cartId = <id>` otherwise. */
  async byId(cartId: number): Promise<number> {
    const [row] = await this.ds.query(`SELECT entity_id FROM quote WHERE entity_id = $1`, [cartId]);
    if (!row) throw NoSuchEntityException.singleField('cartId', cartId);
    return row.entity_id;
  }

  /** A guest cart by the masked id its owner was given. */
  byMaskedId(maskedId: string): Promise<number> {
    return this.masks.remember(maskedId, async () => {
      // Prepared (planned once per connection): every guest call's first in a process starts here.
      const [row] = await this.ds.prepared<{ quote_id: number }>(
        'quote-masked-id',
        `SELECT quote_id FROM quote_id_mask WHERE masked_id = $1`,
        [maskedId],
      );
      if (!row) throw NoSuchEntityException.singleField('cartId', maskedId);
      return row.quote_id;
    });
  }

  /** A mask just written for the cart (kept once its transaction commits, if in one). */
  async masked(maskedId: string, quoteId: number): Promise<void> {
    await this.masks.remember(maskedId, async () => quoteId);
  }

  /**
   * Masks were removed: forgotten in this process at once and again once the removal commits, so
   * this process's next call misses them without waiting for the notification.
   */
  async masksRemoved(): Promise<void> {
    this.masks.clear();
    await this.ds.afterCommit(async () => this.masks.clear());
  }

  /** The calling customer's active cart in the store of the request (Magento: `%cart_id%`). */
  async customerCartId(ctx: RequestContext): Promise<number> {
    if (ctx.caller.type !== UserType.Customer || ctx.caller.id === null)
      throw NoSuchEntityException.singleField('customerId', ctx.caller.id);
    const [row] = await this.ds.query(
      `SELECT entity_id FROM quote WHERE customer_id = $1 AND is_active AND store_id = $2 ORDER BY updated_at DESC, entity_id DESC LIMIT 1`,
      [ctx.caller.id, ctx.store.storeId],
    );
    if (!row)
      throw new NoSuchEntityException('No such entity with %fieldName = %fieldValue', {
        fieldName: 'customerId',
        fieldValue: ctx.caller.id,
      });
    return row.entity_id;
  }
}
