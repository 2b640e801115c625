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

  /**
   * After product writes: this process must not serve what it cached before. The locator is
   * emptied (a save may change a SKU or type); the product cache drops the products only (their
   * own entries, and those that embed them), or everything when a product is not known by SKU here.
   */
  private changed(skus: readonly unknown[]): void {
    if (skus.some((sku) => typeof sku !== 'string')) this.cache.invalidate();
    else for (const sku of skus as string[]) this.cache.invalidateSku(sku);
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
    const written: number[] = [];
    try {
      for (const run of distinctSkuRuns(products)) {
        const saved = await this.writer.saveDistinct(
          ctx,
          run.map((i) => products[i]),
        );
        const ids = saved.flatMap((s) => (s.ok ? [s.value] : []));
        written.push(...ids);
        const loaded = await this.withStock(await this.reader.loadByIds(ids, ctx.store.storeId));
        const byId = new Map(loaded.map((p) => [p.id as number, p]));
        for (const [j, i] of run.entries()) {
          const s = saved[j];
          results[i] = s.ok ? { ok: true, value: byId.get(s.value)! } : s;
        }
      }
      // Products cached nowhere here under their SKUs may still be embedded in others' entries.
      this.cache.invalidateProducts(written);
    } finally {
      this.changed(products.map((p) => p.sku));
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
    const stock = this.stockPort.stock;
    const stockToken = stock?.beginRead?.();
    const { product, dependsOn, stockRead } = await this.reader.readBySku(sku, store);
    this.cache.set(key, product, token, dependsOn);
    // The stock came with the product: withStock finds it in the stock provider's cache.
    if (stock?.readSql && stock.prime) stock.prime(product.id as number, stockRead, stockToken);
    return (await this.withStock([product]))[0];
  }

  /**
   * A product as committed, without its stock item, for readers whose transaction writes no product
   * (a shopper's cart call, where the product read was a statement of every call): from the product
   * cache, else read in the caller's transaction and kept once it commits. The object is shared:
   * callers must not change it.
   */
  async committedBySku(sku: string, storeId: number): Promise<ProductData> {
    const key = this.cache.key(sku, storeId);
    const hit = this.cache.get<ProductData>(key);
    if (hit) return hit;
    const token = this.cache.beginCommitted();
    const { product, dependsOn } = await this.reader.readBySku(sku, storeId);
    await this.cache.keepAfterCommit(key, product, token, dependsOn);
    return product;
  }

  /** `committedBySku` by ids, in their order; ids not found are left out. */
  async committedByIds(ids: number[], storeId: number): Promise<ProductData[]> {
    const found = new Map<number, ProductData>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.cache.get<ProductData>(this.cache.idKey(id, storeId));
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length) {
      const token = this.cache.beginCommitted();
      for (const { product, dependsOn } of await this.reader.readByIds(missing, storeId)) {
        const id = Number(product.id);
        found.set(id, product);
        await this.cache.keepAfterCommit(this.cache.idKey(id, storeId), product, token, dependsOn);
      }
    }
    return ids.flatMap((id) => {
      const p = found.get(id);
      return p ? [p] : [];
    });
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
      // What embedded a deleted product (a parent, a link) is not known by its SKU: deletes are rare,
      // so the whole cache goes.
      this.cache.invalidate();
      this.locator.invalidate();
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
