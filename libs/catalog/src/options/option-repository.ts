import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache } from '../services/product-cache';
import { LocatedProduct, ProductLocator } from '../services/product-locator';
import { PRODUCT_NOT_FOUND } from '../services/product-reader';
import { ProductCustomOptionInput } from './dto/option.input';
import { planOptions } from './option-plan';
import { CustomOptionData, OptionReader } from './option-reader';
import { OptionWriter } from './option-writer';

/** Magento\Catalog\Api\ProductCustomOptionRepositoryInterface. */
@Injectable()
export class OptionRepository {
  constructor(
    private readonly ds: Database,
    private readonly locator: ProductLocator,
    private readonly reader: OptionReader,
    private readonly writer: OptionWriter,
    private readonly cache: ProductCache,
  ) {}

  async getList(ctx: RequestContext, sku: string): Promise<CustomOptionData[]> {
    const product = await this.product(sku);
    return this.optionsOf(product, ctx.store.storeId);
  }

  async get(ctx: RequestContext, sku: string, optionId: number): Promise<CustomOptionData> {
    const product = await this.product(sku);
    const option = (await this.optionsOf(product, ctx.store.storeId)).find((o) => o.option_id === optionId);
    if (!option) throw NoSuchEntityException.singleField('optionId', optionId);
    return option;
  }

  /**
   * Creates the option, or updates it when it names one of the product's options (`optionId`
   * from the PUT path wins over the body's option_id, as Magento's path parameter override does).
   */
  async save(ctx: RequestContext, option: ProductCustomOptionInput, optionId?: number): Promise<CustomOptionData> {
    if (!option.product_sku) throw new CouldNotSaveException('The ProductSku is empty. Set the ProductSku and try again.');
    const product = await this.product(option.product_sku);
    // Magento saves an option in the product's store: the URL's store view, or the default
    // scope (0) through `all`.
    const storeId = ctx.store.storeId;
    const sent = optionId !== undefined ? { ...option, option_id: optionId } : option;
    let savedId: number;
    try {
      savedId = await this.ds.transaction(async () => {
        const [planned] = planOptions([sent], await this.reader.stored(product.entity_id), storeId);
        const [id] = await this.writer.write(product.entity_id, [planned], storeId, false);
        return id;
      });
    } finally {
      this.cache.invalidate();
    }
    return (await this.optionsOf(product, ctx.store.storeId)).find((o) => o.option_id === savedId)!;
  }

  async deleteByIdentifier(_ctx: RequestContext, sku: string, optionId: number): Promise<boolean> {
    const product = await this.product(sku);
    let deleted: boolean;
    try {
      deleted = await this.ds.transaction(() => this.writer.delete(product.entity_id, optionId));
    } finally {
      this.cache.invalidate();
    }
    if (!deleted) throw NoSuchEntityException.singleField('optionId', optionId);
    return true;
  }

  private async product(sku: string): Promise<LocatedProduct> {
    const found = (await this.locator.locate([sku])).values().next().value;
    if (!found) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
    return found;
  }

  private async optionsOf(product: LocatedProduct, storeId: number): Promise<CustomOptionData[]> {
    return (await this.reader.forProducts([{ id: product.entity_id, sku: product.sku }], storeId)).get(product.entity_id) ?? [];
  }
}
