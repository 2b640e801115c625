import { Injectable } from '@nestjs/common';
import { RequestContext, SearchCriteria, SearchResults } from '@mercato/platform';
import { ProductInput } from '../dto/product.input';
import { ProductData, ProductReader } from './product-reader';
import { PRODUCT_TYPES } from './product-types';
import { ProductWriter } from './product-writer';

/** Magento\Catalog\Api\ProductRepositoryInterface and ProductTypeListInterface. */
@Injectable()
export class ProductRepository {
  constructor(
    private readonly reader: ProductReader,
    private readonly writer: ProductWriter,
  ) {}

  async save(ctx: RequestContext, product: ProductInput): Promise<ProductData> {
    await this.writer.save(ctx, product);
    return this.reader.getBySku(product.sku!.trim(), ctx.store.storeId);
  }

  get(ctx: RequestContext, sku: string, storeId?: number): Promise<ProductData> {
    return this.reader.getBySku(sku, storeId ?? ctx.store.storeId);
  }

  getList(ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<ProductData>> {
    return this.reader.getList(criteria, ctx.store.storeId);
  }

  deleteById(_ctx: RequestContext, sku: string): Promise<boolean> {
    return this.writer.deleteBySku(sku);
  }

  getProductTypes(): { name: string; label: string }[] {
    return Object.entries(PRODUCT_TYPES).map(([name, label]) => ({ name, label }));
  }
}
