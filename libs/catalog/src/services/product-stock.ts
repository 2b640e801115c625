import { Injectable, OnModuleInit } from '@nestjs/common';
import { Contributions, ExtensionPoint } from '@mercato/platform';

export interface SavedProductRef {
  id: number;
  sku: string;
  typeId: string;
  isNew: boolean;
}

/**
 * The product's stock, as another library provides it (the inventory library implements it).
 * Magento's CatalogInventory hooks into product save and load the same way: a new product gets its
 * stock item, `extension_attributes.stock_item` is saved with the product and read back with it.
 */
export interface ProductStock {
  /**
   * Checks a product's `extension_attributes.stock_item` before anything is written (throws the
   * web API error); answers what `afterSave` takes.
   */
  parseStockItem(raw: unknown): unknown;
  /**
   * Inside the product save's transaction: gives each new product its stock item, and merges a
   * given stock_item into the product's (one statement per table for all the products).
   */
  afterSave(saved: readonly { product: SavedProductRef; stockItem: unknown }[]): Promise<void>;
  /** `extension_attributes.stock_item` of each product id (not part of the cached product). */
  stockItems(productIds: readonly number[]): Promise<Map<number, unknown>>;
  /**
   * An SQL expression on the product row `p` answering, as json, what `stockItems` reads for that
   * product: the product read fetches it in its own statement and hands it to `prime`, so a product
   * read from the database costs no second statement for its stock.
   */
  readonly readSql?: string;
  /** Taken before such a read: what `prime` needs to know whether the stock changed meanwhile. */
  beginRead?(): unknown;
  /** Keeps what `readSql` answered for a product (unless its stock changed since `beginRead` gave `token`). */
  prime?(productId: number, read: unknown, token: unknown): void;
}

/**
 * Where the stock provider plugs in: a provider marked `@Extends(ProductStockPort)`, found at start
 * rather than injected by a token — injecting it would make the catalog's module import the
 * inventory's, which imports the catalog's. At most one provider; without one, products carry no
 * stock_item.
 */
@Injectable()
export class ProductStockPort implements OnModuleInit {
  private readonly point = new ExtensionPoint<ProductStock>('Product stock', () => 'stock_item');

  constructor(private readonly contributions: Contributions) {}

  onModuleInit(): void {
    this.contributions.addTo(this.point, ProductStockPort);
  }

  get stock(): ProductStock | undefined {
    return this.point.get('stock_item');
  }
}
