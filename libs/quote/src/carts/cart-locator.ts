import { Injectable } from '@nestjs/common';
import { Database, Extends, ForcedParameter, ForcedParameters, NoSuchEntityException, RequestContext, UserType } from '@mercato/platform';

/**
 * Finds the cart a route means: by id (administrators), by masked id (guests), or the calling
 * customer's active cart, which it also provides as Magento's forced parameter `%cart_id%` for the
 * `/V1/carts/mine…` routes.
 */
@Injectable()
export class CartLocator {
  constructor(private readonly ds: Database) {}

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
  async byMaskedId(maskedId: string): Promise<number> {
    // Every guest call starts here: prepared (planned once per connection).
    const [row] = await this.ds.prepared<{ quote_id: number }>(
      'quote-masked-id',
      `SELECT quote_id FROM quote_id_mask WHERE masked_id = $1`,
      [maskedId],
    );
    if (!row) throw NoSuchEntityException.singleField('cartId', maskedId);
    return row.quote_id;
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
