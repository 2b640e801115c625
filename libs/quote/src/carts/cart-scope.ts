import { Injectable } from '@nestjs/common';
import { Database, RequestContext } from '@mercato/platform';
import { DEFAULT_STOCK_ID, StockResolver, WEBSITE_CHANNEL } from '@mercato/inventory';
import { StoreDirectory } from '@mercato/store';
import { CartCustomer } from './cart-writer';

/** The store, website and stock a cart sells from. */
export interface CartScope {
  storeId: number;
  websiteId: number;
  stockId: number;
}

/** Where a cart lives: the store of the request for new carts, the website's stock for salability. */
@Injectable()
export class CartScopes {
  constructor(
    private readonly ds: Database,
    private readonly stores: StoreDirectory,
    private readonly stockResolver: StockResolver,
  ) {}

  /** The store a new cart belongs to: the request's store view, the default one under `/rest/all`. */
  async storeOf(ctx: RequestContext): Promise<number> {
    return ctx.store.storeId || (await this.stores.defaultStore()).storeId;
  }

  async of(storeId: number): Promise<CartScope> {
    const store = await this.stores.storeWithParents(storeId);
    const websiteId = store?.website.website_id ?? 1;
    // The website's stock (InventorySales StockResolver); the default stock when none is linked.
    const stockId = store ? await this.stockResolver.stockId(WEBSITE_CHANNEL, store.website.code) : null;
    return { storeId, websiteId, stockId: stockId ?? DEFAULT_STOCK_ID };
  }

  /** The customer by id with the tax class of its group: `No such entity with customerId = <id>`. */
  async customer(customerId: number): Promise<(CartCustomer & { website_id: number }) | null> {
    const [row] = await this.ds.query(
      `SELECT c.entity_id, c.email, c.firstname, c.lastname, c.middlename, c.prefix, c.suffix, c.group_id, c.website_id, g.tax_class_id
       FROM customer_entity c LEFT JOIN customer_group g ON g.customer_group_id = c.group_id WHERE c.entity_id = $1`,
      [customerId],
    );
    return row ?? null;
  }
}
