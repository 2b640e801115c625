import { Injectable } from '@nestjs/common';
import { NoSuchEntityException, Settled } from '@mercato/platform';
import { LocatedProduct } from '@mercato/catalog';
import { StockItemInput } from '../dto/source-items.input';
import { DEFAULT_STOCK_ID, InventoryProducts } from './inventory-products';
import { effectiveStock, LegacyStockItems, renderStockItem } from './legacy-stock-items';
import { ProductStockService } from './product-stock-service';

/** Magento\CatalogInventory\Api\StockRegistryInterface: the legacy single-stock view of products. */
@Injectable()
export class StockRegistry {
  constructor(
    private readonly products: InventoryProducts,
    private readonly legacy: LegacyStockItems,
    private readonly productStock: ProductStockService,
  ) {}

  async getStockItemBySku(sku: string): Promise<Record<string, unknown>> {
    const product = await this.product(sku);
    return (await this.productStock.render([product.entity_id])).get(product.entity_id)!;
  }

  /**
   * updateStockItemBySku: the given fields are merged into the product's stock item (its own
   * item_id and product_id are kept), which is saved and mirrored to the `default` source item.
   */
  async updateStockItemBySku(sku: string, stockItem: StockItemInput): Promise<number> {
    const [saved] = await this.updateStockItemsBySku([{ sku, stockItem }]);
    if (!saved.ok) throw saved.error;
    return saved.value;
  }

  /**
   * updateStockItemBySku for many updates in order (a bulk's consecutive ones): the products found
   * with one statement, then saved in runs of distinct products (a later update of a product merges
   * into what the earlier one saved), each run with one statement per table. An unknown SKU fails
   * alone.
   */
  async updateStockItemsBySku(updates: { sku: string; stockItem: StockItemInput }[]): Promise<Settled<number>[]> {
    const found = await this.products.find(updates.map((u) => u.sku));
    const results: Settled<number>[] = updates.map(({ sku }) =>
      found.get(sku)
        ? { ok: true, value: 0 }
        : { ok: false, error: new NoSuchEntityException('Product with SKU "%1" does not exist', [sku]) },
    );
    let run: number[] = [];
    const flush = async () => {
      const ids = await this.legacy.saveMany(
        run.map((i) => {
          const product = found.get(updates[i].sku)!;
          return {
            product: { id: product.entity_id, sku: product.sku, typeId: product.type_id },
            given: updates[i].stockItem,
            createSourceItem: false,
          };
        }),
      );
      for (const [j, i] of run.entries()) results[i] = { ok: true, value: ids[j] };
      run = [];
    };
    for (const [i, { sku }] of updates.entries()) {
      const product = found.get(sku);
      if (!product) continue;
      if (run.some((j) => found.get(updates[j].sku)!.entity_id === product.entity_id)) await flush();
      run.push(i);
    }
    if (run.length) await flush();
    return results;
  }

  /** getLowStockItems: stock items whose quantity is at most `qty`; page size 0 is every item. */
  async getLowStockItems(
    _scopeId: number,
    qty: number,
    currentPage = 1,
    pageSize = 0,
  ): Promise<{ items: Record<string, unknown>[]; search_criteria: Record<string, unknown>; total_count: number }> {
    const { rows, total } = await this.legacy.lowStock(qty, currentPage, pageSize);
    const d = await this.legacy.configuration();
    return {
      items: rows.map((r) => renderStockItem(r, d)),
      search_criteria: { current_page: currentPage, page_size: pageSize, qty },
      total_count: total,
    };
  }

  /** getStockStatusBySku: the product's legacy stock status with its stock item. */
  async getStockStatusBySku(sku: string): Promise<Record<string, unknown>> {
    const product = await this.product(sku);
    const row = await this.productStock.row(product.entity_id);
    const d = await this.legacy.configuration();
    return {
      product_id: product.entity_id,
      stock_id: DEFAULT_STOCK_ID,
      qty: row.qty,
      stock_status: effectiveStock(row, d).isInStock ? 1 : 0,
      stock_item: renderStockItem(row, d),
    };
  }

  private async product(sku: string): Promise<LocatedProduct> {
    const product = (await this.products.find([sku])).get(sku);
    if (!product) throw new NoSuchEntityException('Product with SKU "%1" does not exist', [sku]);
    return product;
  }
}
