import { Injectable } from '@nestjs/common';
import {
  AuthorizationException,
  Database,
  echoCriteria,
  LocalizedException,
  NoSuchEntityException,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
  UserType,
} from '@mercato/platform';
import { StoreScopes } from '@mercato/store';
import { CartAccess } from './cart-access';
import { presentCart } from './cart-presenter';
import { CartScopes } from './cart-scope';
import { CartCustomer, CartWriter } from './cart-writer';
import { CartData } from './dto/cart.input';

const NOT_ANONYMOUS = "The customer can't be assigned to the cart because the cart isn't anonymous.";
const OTHER_STORE = "The customer can't be assigned to the cart. The cart belongs to a different store.";

/**
 * Magento's CartRepositoryInterface and CartManagementInterface (and their guest twins): reading,
 * searching and creating carts, one active cart per customer and store, assigning a guest cart.
 */
@Injectable()
export class CartService {
  constructor(
    private readonly ds: Database,
    private readonly access: CartAccess,
    private readonly writer: CartWriter,
    private readonly scopes: CartScopes,
    private readonly stores: StoreScopes,
  ) {}

  /** CartRepository::get: any cart by id, active or not. */
  async get(cartId: number): Promise<Record<string, unknown>> {
    return presentCart(await this.access.reader.load(cartId));
  }

  /** A guest's cart by masked id (GuestCartRepository::get answers only active carts). */
  async getGuest(maskedId: string): Promise<Record<string, unknown>> {
    return presentCart(await this.access.active(await this.access.guest(maskedId)));
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const text = (column: string) => ({ sql: `q.${column}`, type: 'text' as const });
    const int = (column: string) => ({ sql: `q.${column}`, type: 'int' as const });
    const { rows, total } = await runSearch<{ entity_id: number }>(this.ds, criteria, {
      select: 'q.entity_id',
      from: 'quote q',
      fields: {
        entity_id: int('entity_id'),
        id: int('entity_id'),
        store_id: int('store_id'),
        customer_id: int('customer_id'),
        customer_group_id: int('customer_group_id'),
        items_count: int('items_count'),
        is_active: { sql: 'q.is_active', type: 'bool' as const },
        customer_is_guest: { sql: 'q.customer_is_guest', type: 'bool' as const },
        customer_email: text('customer_email'),
        customer_firstname: text('customer_firstname'),
        customer_lastname: text('customer_lastname'),
        coupon_code: text('coupon_code'),
        reserved_order_id: text('reserved_order_id'),
        items_qty: { sql: 'q.items_qty', type: 'numeric' as const },
        grand_total: { sql: 'q.grand_total', type: 'numeric' as const },
        created_at: { sql: 'q.created_at', type: 'timestamp' as const },
        updated_at: { sql: 'q.updated_at', type: 'timestamp' as const },
      },
      defaultOrder: 'q.entity_id ASC',
    });
    const carts = await this.access.reader.loadMany(rows.map((r) => r.entity_id));
    return { items: carts.map(presentCart), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** CartManagement::createEmptyCart: an anonymous cart in the request's store; answers its id. */
  async createEmptyCart(ctx: RequestContext): Promise<number> {
    return this.writer.create(await this.scopes.storeOf(ctx), null);
  }

  /** GuestCartManagement::createEmptyCart: the same, reached by a new masked id (cart and mask in one statement). */
  async createGuestCart(ctx: RequestContext): Promise<string> {
    const masked = this.writer.newMask();
    await this.writer.create(await this.scopes.storeOf(ctx), null, masked);
    return masked;
  }

  /** The customer's active cart in the request's store, made when there is none; answers its id. */
  async createEmptyCartForCustomer(ctx: RequestContext, customerId: number): Promise<number> {
    const storeId = await this.scopes.storeOf(ctx);
    return this.ds.transaction(async () => {
      const customer = await this.requireCustomer(customerId);
      // One active cart per customer and store, also when two requests race to make it.
      await this.ds.query(`SELECT pg_advisory_xact_lock(hashtext('quote:customer'), $1)`, [customerId]);
      const existing = await this.activeCartOf(customerId, storeId);
      return existing ?? this.writer.create(storeId, customer);
    });
  }

  /** CartManagement::getCartForCustomer. */
  async getCartForCustomer(ctx: RequestContext, customerId: number): Promise<Record<string, unknown>> {
    const id = await this.activeCartOf(customerId, await this.scopes.storeOf(ctx));
    if (id === null) throw NoSuchEntityException.singleField('customerId', customerId);
    return presentCart(await this.access.reader.load(id));
  }

  /**
   * CartManagement::assignCustomer: an anonymous active cart becomes the customer's; a cart the
   * customer already had is merged into it and closed (Magento 2.4 merges rather than refusing).
   */
  async assignCustomer(cartId: number, customerId: number, storeId: number): Promise<boolean> {
    return this.ds.transaction(async () => {
      await this.ds.query(`SELECT 1 FROM quote WHERE entity_id = $1 FOR UPDATE`, [cartId]);
      const cart = await this.access.active(cartId);
      const customer = await this.requireCustomer(customerId);
      const store = (await this.stores.views([storeId])).get(storeId);
      if (store?.websiteId !== customer.website_id) throw new LocalizedException(OTHER_STORE);
      if (cart.quote.customer_id) throw new LocalizedException(NOT_ANONYMOUS);
      await this.ds.query(`SELECT pg_advisory_xact_lock(hashtext('quote:customer'), $1)`, [customerId]);
      const previous = await this.activeCartOf(customerId, storeId);
      if (previous !== null && previous !== cartId) await this.merge(previous, cartId);
      await this.writer.assignCustomer(cartId, customer, storeId);
      await this.writer.touch(cartId);
      return true;
    });
  }

  /**
   * GuestCartManagement::assignCustomer. The route is open to anonymous callers, as Magento declared
   * it before 2.4 and clients written for it expect, so a call without customerId is the usual 400; but
   * a guest cart becomes a customer's only for that customer: a customer caller's own id is forced
   * (Magento 2.4.7+), and any other caller is refused,
   * or anyone holding a masked id could merge a stranger's cart into it and read it back.
   */
  async assignGuestCart(ctx: RequestContext, maskedId: string, customerId: number, storeId: number): Promise<boolean> {
    if (ctx.caller.type !== UserType.Customer || ctx.caller.id !== customerId) throw AuthorizationException.forResources(['self']);
    return this.assignCustomer(await this.access.guest(maskedId), customerId, storeId);
  }

  /**
   * CartRepository::save for `PUT /V1/carts/mine`: the customer's note and its notify flag, and
   * the billing address when given; the rest of CartInterface is the server's to keep.
   */
  async save(cartId: number, quote: CartData): Promise<void> {
    await this.ds.transaction(async () => {
      await this.access.active(cartId);
      await this.ds.query(
        `UPDATE quote SET customer_note = COALESCE($2, customer_note), customer_note_notify = COALESCE($3, customer_note_notify),
           updated_at = now()
         WHERE entity_id = $1`,
        [cartId, quote.customer_note ?? null, quote.customer_note_notify ?? null],
      );
      if (quote.billing_address) {
        const { id: _id, extension_attributes: _e, custom_attributes: _c, ...address } = quote.billing_address;
        await this.writer.saveAddress(cartId, 'billing', {
          ...address,
          same_as_billing: !!address.same_as_billing,
          save_in_address_book: !!address.save_in_address_book,
        });
      }
    });
  }

  private async requireCustomer(customerId: number): Promise<CartCustomer & { website_id: number }> {
    const customer = await this.scopes.customer(customerId);
    if (!customer) throw NoSuchEntityException.singleField('customerId', customerId);
    return customer;
  }

  private async activeCartOf(customerId: number, storeId: number): Promise<number | null> {
    const [row] = await this.ds.query(
      `SELECT entity_id FROM quote WHERE customer_id = $1 AND store_id = $2 AND is_active ORDER BY updated_at DESC, entity_id DESC LIMIT 1`,
      [customerId, storeId],
    );
    return row?.entity_id ?? null;
  }

  /** Quote::merge: lines of `from` join `into` (same SKU: quantities add up); `from` is closed. */
  private async merge(from: number, into: number): Promise<void> {
    // Hidden child lines of a line that grows keep their share of it (scaled before the line itself).
    await this.ds.query(
      `UPDATE quote_item c SET qty = c.qty * (p.qty + s.qty) / p.qty, updated_at = now()
         FROM quote_item p, quote_item s
        WHERE c.parent_item_id = p.item_id AND p.quote_id = $2 AND s.quote_id = $1 AND s.sku = p.sku
          AND s.parent_item_id IS NULL AND p.parent_item_id IS NULL`,
      [from, into],
    );
    await this.ds.query(
      `UPDATE quote_item t SET qty = t.qty + s.qty, row_total = t.price * (t.qty + s.qty), base_row_total = t.price * (t.qty + s.qty),
         updated_at = now()
       FROM quote_item s WHERE s.quote_id = $1 AND t.quote_id = $2 AND s.sku = t.sku AND s.parent_item_id IS NULL
       AND t.parent_item_id IS NULL`,
      [from, into],
    );
    await this.ds.query(
      `UPDATE quote_item s SET quote_id = $2 WHERE s.quote_id = $1
         AND NOT EXISTS (SELECT 1 FROM quote_item t WHERE t.quote_id = $2 AND t.sku = s.sku AND t.parent_item_id IS NULL)`,
      [from, into],
    );
    await this.ds.query(`UPDATE quote SET is_active = false, updated_at = now() WHERE entity_id = $1`, [from]);
  }
}
