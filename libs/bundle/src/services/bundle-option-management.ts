import { Injectable } from '@nestjs/common';
import { Database, InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache } from '@mercato/catalog';
import { BundleOptionInput } from '../dto/bundle-option.input';
import { BundleCatalog } from './bundle-catalog';
import { BUNDLE_ONLY, OPTION_NOT_FOUND } from './bundle-option-repository';
import { BundlePlanner, PlanContext } from './bundle-planner';
import { BundleWriter } from './bundle-writer';

/**
 * Magento\Bundle\Api\ProductOptionManagementInterface::save: adds an option (with its links) to
 * the bundle its `sku` names, or updates one of its options. Answers the option id.
 */
@Injectable()
export class BundleOptionManagement {
  constructor(
    private readonly ds: Database,
    private readonly catalog: BundleCatalog,
    private readonly planner: BundlePlanner,
    private readonly writer: BundleWriter,
    private readonly cache: ProductCache,
  ) {}

  /**
   * `optionId` is the id a PUT names in its path; it must be one of the bundle's options. Without
   * it (POST), an `option_id` of one of the bundle's options updates that option and any other
   * value adds a new option, as Magento's SaveAction decides.
   */
  async save(ctx: RequestContext, input: BundleOptionInput, optionId?: number): Promise<number> {
    const option = optionId === undefined ? input : { ...input, option_id: optionId };
    try {
      // Read and written under the bundle's lock (BundleCatalog.lock): concurrent writers take turns.
      return await this.ds.transaction(async () => {
        const product = await this.catalog.bundle(option.sku ?? '', () => new InputException(BUNDLE_ONLY));
        await this.catalog.lock(product.id);
        const stored = await this.catalog.optionsOf(product.id, ctx.store.storeId);
        const existing = option.option_id ? stored.find((o) => o.option_id === option.option_id) : undefined;
        if (optionId !== undefined && !existing) throw new NoSuchEntityException(OPTION_NOT_FOUND);

        const plan = new PlanContext(product, stored, await this.planner.children(option.product_links ?? []));
        const write = existing ? this.planner.updatedOption(plan, existing, option) : this.planner.newOption(plan, option);
        const ids = await this.writer.apply({
          productId: product.id,
          titleStoreId: ctx.store.storeId,
          deleteOptionIds: [],
          options: [write],
        });
        return ids.optionIds[0];
      });
    } finally {
      this.cache.invalidate();
    }
  }
}
