import { Injectable } from '@nestjs/common';
import { RequestContext, SearchCriteria, SearchResults } from '@mercato/platform';
import { ProductInput } from '../dto/product.input';
import { ProductCache } from './product-cache';
import { ProductLocator } from './product-locator';
import { ProductData, ProductReader } from './product-reader';
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
  ) {}

  /** After a product write: this process must not serve what it cached before. */
  private changed(): void {
    this.cache.invalidate();
    this.locator.invalidate();
  }

  async save(ctx: RequestContext, product: ProductInput): Promise<ProductData> {
    try {
      await this.writer.save(ctx, product);
    } finally {
      this.changed();
    }
    return this.reader.getBySku(product.sku!.trim(), ctx.store.storeId);
  }

  /** Served from the product cache when it holds the product for that store. */
  async get(ctx: RequestContext, sku: string, storeId?: number): Promise<ProductData> {
    const store = storeId ?? ctx.store.storeId;
    const key = this.cache.key(sku, store);
    const hit = this.cache.get<ProductData>(key);
    if (hit) return hit;
    const token = this.cache.begin();
    const product = await this.reader.getBySku(sku, store);
    this.cache.set(key, product, token);
    return product;
  }

  getList(ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<ProductData>> {
    return this.reader.getList(criteria, ctx.store.storeId);
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
