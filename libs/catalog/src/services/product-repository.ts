import { Injectable } from '@nestjs/common';
import { RequestContext, SearchCriteria, SearchResults, Settled } from '@mercato/platform';
import { ProductInput } from '../dto/product.input';
import { ProductCache } from './product-cache';
import { ProductLocator } from './product-locator';
import { ProductData, ProductReader } from './product-reader';
import { ProductStockPort } from './product-stock';
import { PRODUCT_TYPES } from './product-types';
import { distinctSkuRuns, ProductWriter } from './product-writer';

/** Magento\Catalog\Api\ProductRepositoryInterface and ProductTypeListInterface. */
@Injectable()
export class ProductRepository {
  constructor(
    private readonly reader: ProductReader,
    private readonly writer: ProductWriter,
    private readonly cache: ProductCache,
    private readonly locator: ProductLocator,
    private readonly stockPort: ProductStockPort,
  ) {}

  /** After a product write: this process must not serve what it cached before. */
  private changed(): void {
    this.cache.invalidate();
    this.locator.invalidate();
  }

  async save(ctx: RequestContext, product: ProductInput): Promise<ProductData> {
    const [saved] = await this.saveMany(ctx, [product]);
    if (!saved.ok) throw saved.error;
    return saved.value;
  }

  /**
   * Saves products in order (a bulk's consecutive saves): each answers the saved product as the
   * synchronous save does, or the error it failed with. Inputs are written in runs of distinct SKUs,
   * each run with a constant number of statements, and each run's products are read back together.
   */
  async saveMany(ctx: RequestContext, products: ProductInput[]): Promise<Settled<ProductData>[]> {
    const results: Settled<ProductData>[] = new Array(products.length);
    try {
      for (const run of distinctSkuRuns(products)) {
        const saved = await this.writer.saveDistinct(
          ctx,
          run.map((i) => products[i]),
        );
        const ids = saved.flatMap((s) => (s.ok ? [s.value] : []));
        const loaded = await this.withStock(await this.reader.loadByIds(ids, ctx.store.storeId));
        const byId = new Map(loaded.map((p) => [p.id as number, p]));
        for (const [j, i] of run.entries()) {
          const s = saved[j];
          results[i] = s.ok ? { ok: true, value: byId.get(s.value)! } : s;
        }
      }
    } finally {
      this.changed();
    }
    return results;
  }

  /** Served from the product cache when it holds the product for that store. */
  async get(ctx: RequestContext, sku: string, storeId?: number): Promise<ProductData> {
    const store = storeId ?? ctx.store.storeId;
    const key = this.cache.key(sku, store);
    const hit = this.cache.get<ProductData>(key);
    if (hit) return (await this.withStock([hit]))[0];
    const token = this.cache.begin();
    const product = await this.reader.getBySku(sku, store);
    this.cache.set(key, product, token);
    return (await this.withStock([product]))[0];
  }

  async getList(ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<ProductData>> {
    const result = await this.reader.getList(criteria, ctx.store.storeId);
    const stock = this.stockPort.stock;
    if (!stock || !result.items.length) return result;
    const items = await stock.stockItems(result.items.map((p) => p.id as number));
    return { ...result, items: result.items.map((p) => attachStock(p, items.get(p.id as number))) };
  }

  /**
   * `extension_attributes.stock_item`, attached after the (cached) read: stock changes far more
   * often than the product, so it is kept out of the product cache. The cached objects are not touched.
   */
  private async withStock(products: ProductData[]): Promise<ProductData[]> {
    const stock = this.stockPort.stock;
    if (!stock || !products.length) return products;
    const items = await stock.stockItems(products.map((p) => p.id as number));
    return products.map((p) => attachStock(p, items.get(p.id as number)));
  }

  async deleteById(ctx: RequestContext, sku: string): Promise<boolean> {
    const [deleted] = await this.deleteMany(ctx, [sku]);
    if (!deleted.ok) throw deleted.error;
    return deleted.value;
  }

  /** Deletes by SKU in one statement, each SKU with its own outcome. */
  async deleteMany(_ctx: RequestContext, skus: string[]): Promise<Settled<boolean>[]> {
    try {
      return await this.writer.deleteBySkus(skus);
    } finally {
      this.changed();
    }
  }

  getProductTypes(): { name: string; label: string }[] {
    return Object.entries(PRODUCT_TYPES).map(([name, label]) => ({ name, label }));
  }
}

function attachStock(product: ProductData, stockItem: unknown): ProductData {
  if (stockItem === undefined) return product;
  const extension = product.extension_attributes as Record<string, unknown> | undefined;
  return { ...product, extension_attributes: { ...extension, stock_item: stockItem } };
}
