/**
 * The product's stock, as another library provides it (the inventory library implements it; the
 * catalog never imports inventory). Magento's CatalogInventory hooks into product save and load
 * the same way: a new product gets its stock item, `extension_attributes.stock_item` is saved with
 * the product and read back with it. Optional: without a provider products carry no stock_item.
 */
export const PRODUCT_STOCK = Symbol('PRODUCT_STOCK');

export interface SavedProductRef {
  id: number;
  sku: string;
  typeId: string;
  isNew: boolean;
}

export interface ProductStock {
  /**
   * Checks a product's `extension_attributes.stock_item` before anything is written (throws the
   * web API error); answers what `afterSave` takes.
   */
  parseStockItem(raw: unknown): unknown;
  /**
   * Inside the product save's transaction: gives a new product its stock item, and merges a given
   * stock_item into the product's.
   */
  afterSave(product: SavedProductRef, stockItem: unknown): Promise<void>;
  /** `extension_attributes.stock_item` of each product id (not part of the cached product). */
  stockItems(productIds: readonly number[]): Promise<Map<number, unknown>>;
}
