import { Injectable } from '@nestjs/common';
import { RequestContext, SearchCriteria, SearchResults } from '@mercato/platform';
import { ProductInput } from '../dto/product.input';
import { ProductCache } from './product-cache';
import { ProductLocator } from './product-locator';
import { ProductData, ProductReader } from './product-reader';
import { ProductStockPort } from './product-stock';
import { PRODUCT_TYPES } from './product-types';
import { ProductWriter } from './product-writer';

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
   * After a product write: this process must not serve what it cached before. The locator is
   * emptied (a save may change a SKU or type); the product cache drops the product only (its own
   * entries, and those that embed it), or everything when the product is not known by SKU here.
   */
  private changed(sku?: string): void {
    if (sku === undefined) this.cache.invalidate();
    else this.cache.invalidateSku(sku);
    this.locator.invalidate();
  }

  async save(ctx: RequestContext, product: ProductInput): Promise<ProductData> {
    try {
      await this.writer.save(ctx, product);
    } finally {
      this.changed(typeof product.sku === 'string' ? product.sku : undefined);
    }
    const saved = await this.reader.readBySku(product.sku!.trim(), ctx.store.storeId);
    // A product cached nowhere here under its SKU may still be embedded in another's entry.
    this.cache.invalidateProducts([saved.product.id as number]);
    return this.withStock(saved.product);
  }

  /** Served from the product cache when it holds the product for that store. */
  async get(ctx: RequestContext, sku: string, storeId?: number): Promise<ProductData> {
    const store = storeId ?? ctx.store.storeId;
    const key = this.cache.key(sku, store);
    const hit = this.cache.get<ProductData>(key);
    if (hit) return this.withStock(hit);
    const token = this.cache.begin();
    const stock = this.stockPort.stock;
    const stockToken = stock?.beginRead?.();
    const { product, dependsOn, stockRead } = await this.reader.readBySku(sku, store);
    this.cache.set(key, product, token, dependsOn);
    // The stock came with the product: withStock finds it in the stock provider's cache.
    if (stock?.readSql && stock.prime) stock.prime(product.id as number, stockRead, stockToken);
    return this.withStock(product);
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
   * often than the product, so it is kept out of the product cache. The cached object is not touched.
   */
  private async withStock(product: ProductData): Promise<ProductData> {
    const stock = this.stockPort.stock;
    if (!stock) return product;
    const items = await stock.stockItems([product.id as number]);
    return attachStock(product, items.get(product.id as number));
  }

  async deleteById(_ctx: RequestContext, sku: string): Promise<boolean> {
    try {
      return await this.writer.deleteBySku(sku);
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
