import { Injectable } from '@nestjs/common';
import { Database, InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache } from '@mercato/catalog';
import { BundleCatalog, ProductRef, StoredOption } from './bundle-catalog';
import { toOption } from './bundle-output';
import { BundleWriter } from './bundle-writer';

export const OPTION_NOT_FOUND = "The option that was requested doesn't exist. Verify the entity and try again.";
export const BUNDLE_ONLY = 'This is implemented for bundle products only.';

/** Magento\Bundle\Api\ProductOptionRepositoryInterface: a bundle's options with their links. */
@Injectable()
export class BundleOptionRepository {
  constructor(
    private readonly ds: Database,
    private readonly catalog: BundleCatalog,
    private readonly writer: BundleWriter,
    private readonly cache: ProductCache,
  ) {}

  async getList(ctx: RequestContext, sku: string): Promise<Record<string, unknown>[]> {
    const product = await this.bundle(sku);
    const options = await this.catalog.optionsOf(product.id, ctx.store.storeId);
    return options.map((o) => toOption(o, product.sku, product.fixedPrice));
  }

  async get(ctx: RequestContext, sku: string, optionId: number): Promise<Record<string, unknown>> {
    const product = await this.bundle(sku);
    const option = await this.option(product, optionId, ctx.store.storeId);
    return toOption(option, product.sku, product.fixedPrice);
  }

  /** Deletes the option with its links and titles. */
  async deleteById(ctx: RequestContext, sku: string, optionId: number): Promise<boolean> {
    const product = await this.bundle(sku);
    await this.option(product, optionId, ctx.store.storeId);
    try {
      await this.ds.transaction(() =>
        this.writer.apply({ productId: product.id, titleStoreId: 0, deleteOptionIds: [optionId], options: [] }),
      );
    } finally {
      this.cache.invalidate();
    }
    return true;
  }

  private bundle(sku: string): Promise<ProductRef> {
    return this.catalog.bundle(sku, () => new InputException(BUNDLE_ONLY));
  }

  private async option(product: ProductRef, optionId: number, storeId: number): Promise<StoredOption> {
    const option = (await this.catalog.optionsOf(product.id, storeId)).find((o) => o.option_id === optionId);
    if (!option) throw new NoSuchEntityException(OPTION_NOT_FOUND);
    return option;
  }
}
