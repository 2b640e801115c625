import { Injectable } from '@nestjs/common';
import { deserializeInput, Extends, interfaceOf, RenderedWebApiException } from '@mercato/platform';
import { ProductStock, ProductStockPort, SavedProductRef } from '@mercato/catalog';
import { StockItemInput } from '../dto/source-items.input';
import { DEFAULT_STOCK_ID } from './inventory-products';
import { LegacyStockItems, newStockItemRow, renderStockItem, StockItemRow, stockItemSelect } from './legacy-stock-items';
import { StockDefaults } from './stock-defaults';
import { StockItemCache } from './stock-item-cache';

/**
 * The catalog's product stock (its ProductStockPort's provider): products'
 * `extension_attributes.stock_item`, read from the stock item cache (one statement for the products
 * it misses) and rendered with the configured defaults; saving a product creates or updates its
 * stock item in the product's transaction.
 */
@Injectable()
@Extends(ProductStockPort)
export class ProductStockService implements ProductStock {
  constructor(
    private readonly legacy: LegacyStockItems,
    private readonly cache: StockItemCache,
  ) {}

  parseStockItem(raw: unknown): StockItemInput | undefined {
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw !== 'object' || Array.isArray(raw)) {
      const shown = Array.isArray(raw) ? 'array' : String(raw);
      throw new RenderedWebApiException(
        400,
        `Error occurred during "stock_item" processing. The "${shown}" value's type is invalid. ` +
          `The "${interfaceOf(StockItemInput)}" type was expected. Verify and try again.`,
      );
    }
    return deserializeInput(StockItemInput, raw);
  }

  /**
   * A new product gets its stock item (from the given stock_item, else the defaults) and, for
   * types that keep source items, a `default` source item mirroring it; an existing product's
   * stock item takes the given fields. One statement per table for all the products.
   */
  async afterSave(saved: readonly { product: SavedProductRef; stockItem: unknown }[]): Promise<void> {
    const items = saved
      .filter(({ product, stockItem }) => product.isNew || stockItem)
      .map(({ product, stockItem }) => ({
        product: { id: product.id, sku: product.sku, typeId: product.typeId },
        given: (stockItem as StockItemInput | undefined) ?? null,
        createSourceItem: product.isNew,
      }));
    await this.legacy.saveMany(items);
  }

  stockItems(productIds: readonly number[]): Promise<Map<number, unknown>> {
    return this.render(productIds);
  }

  /** The row `legacy.load` reads, as json (the same values: float8, integers, booleans, text). */
  readonly readSql = `(SELECT row_to_json(x) FROM (SELECT ${stockItemSelect('s')} FROM cataloginventory_stock_item s
    WHERE s.product_id = p.entity_id AND s.stock_id = ${DEFAULT_STOCK_ID}) x)`;

  beginRead(): number | null {
    return this.cache.begin();
  }

  prime(productId: number, read: unknown, token: unknown): void {
    if (typeof token !== 'number' || this.cache.get(productId)) return;
    this.cache.set(productId, { row: (read as StockItemRow | null) ?? null }, token);
  }

  /** The rendered stock items of these products (a product without one gets the defaults). */
  async render(productIds: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
    const d = await this.legacy.configuration();
    const out = new Map<number, Record<string, unknown>>();
    const missing: number[] = [];
    for (const id of productIds) {
      const hit = this.cache.get(id);
      if (hit) out.set(id, rendered(hit, id, d));
      else missing.push(id);
    }
    if (!missing.length) return out;
    const token = this.cache.begin();
    const rows = await this.legacy.load(missing);
    for (const id of missing) {
      const entry = { row: rows.get(id) ?? null };
      this.cache.set(id, entry, token);
      out.set(id, rendered(entry, id, d));
    }
    return out;
  }

  /** The stored (or default) row of one product, through the cache. */
  async row(productId: number): Promise<StockItemRow> {
    const hit = this.cache.get(productId);
    if (hit) return hit.row ?? newStockItemRow(productId);
    const token = this.cache.begin();
    const row = (await this.legacy.load([productId])).get(productId) ?? null;
    this.cache.set(productId, { row }, token);
    return row ?? newStockItemRow(productId);
  }
}

function rendered(
  entry: { row: StockItemRow | null; out?: Record<string, unknown>; key?: string },
  id: number,
  d: StockDefaults,
): Record<string, unknown> {
  if (entry.out && entry.key === d.key) return entry.out;
  entry.out = renderStockItem(entry.row ?? newStockItemRow(id), d);
  entry.key = d.key;
  return entry.out;
}
