import { Injectable } from '@nestjs/common';
import { Database, InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache, ProductLocator } from '@mercato/catalog';
import { OptionInput } from '../dto/option.input';
import { ConfigurableData, ConfigurableOption, ProductRef } from './configurable-data';
import { CONFIGURABLE, mergeOptions } from './configurable-product-part';
import { attributeIdOf, OptionRules } from './option-rules';

/** Product types an option can be added to (a simple product becomes configurable). */
const OPTION_TYPES = new Set(['simple', 'virtual', CONFIGURABLE]);

/** Magento\ConfigurableProduct\Api\OptionRepositoryInterface. */
@Injectable()
export class OptionRepository {
  constructor(
    private readonly ds: Database,
    private readonly data: ConfigurableData,
    private readonly rules: OptionRules,
    private readonly cache: ProductCache,
    private readonly locator: ProductLocator,
  ) {}

  async getList(ctx: RequestContext, sku: string): Promise<ConfigurableOption[]> {
    const product = await this.configurable(sku);
    return (await this.data.load([product.id], ctx.store.storeId)).get(product.id)?.options ?? [];
  }

  async get(ctx: RequestContext, sku: string, id: number): Promise<ConfigurableOption> {
    const option = (await this.getList(ctx, sku)).find((o) => o.id === id);
    if (!option)
      throw new NoSuchEntityException('The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.', [id]);
    return option;
  }

  /**
   * Magento's OptionRepository::save: with an id, updates that option of the configurable
   * product; without, adds an option to a simple, virtual or configurable product (an option
   * for an attribute the product already varies by updates that one) and makes a simple product
   * configurable. Answers the option's id. Labels are written at the default scope.
   */
  async save(ctx: RequestContext, sku: string, option: OptionInput): Promise<number> {
    return option.id ? this.update(sku, option.id, option) : this.add(sku, option);
  }

  private async update(sku: string, id: number, option: OptionInput): Promise<number> {
    const product = await this.configurable(sku);
    const stored = (await this.data.storedOptions(product.id)).find((o) => o.id === id);
    if (!stored) throw new NoSuchEntityException('Option with id "%1" not found', [id]);
    // The option keeps its attribute: the update changes its label, position and use_default.
    const [write] = mergeOptions([{ ...option, attribute_id: String(stored.attribute_id) }], [stored], this.rules);
    await this.write(product, () => this.data.saveOptions(product.id, [write], false));
    return id;
  }

  private async add(sku: string, option: OptionInput): Promise<number> {
    const product = await this.data.product(sku);
    this.rules.validateNew(option);
    if (!OPTION_TYPES.has(product.type_id)) throw new InputException('Incompatible product type');
    const attributeId = attributeIdOf(option);
    await this.rules.assertUsable([attributeId], product.attribute_set_id);
    const stored = await this.data.storedOptions(product.id);
    const [write] = mergeOptions([option], stored, this.rules);
    const ids = await this.write(product, async () => {
      if (product.type_id === 'simple') await this.data.setType(product.id, CONFIGURABLE);
      return this.data.saveOptions(product.id, [write], false);
    });
    return ids.get(attributeId)!;
  }

  /**
   * Magento's deleteById: the product's children are all unlinked (a combination of the
   * remaining options no longer identifies them), then the option goes.
   */
  async deleteById(_ctx: RequestContext, sku: string, id: number): Promise<boolean> {
    const product = await this.configurable(sku);
    if (!(await this.data.storedOptions(product.id)).some((o) => o.id === id)) {
      throw new NoSuchEntityException("The option that was requested doesn't exist. Verify the entity and try again.");
    }
    await this.write(product, async () => {
      await this.data.replaceLinks(product.id, []);
      await this.data.deleteOption(product.id, id);
    });
    return true;
  }

  /** Magento's getProduct: the product must exist and be configurable. */
  private async configurable(sku: string): Promise<ProductRef> {
    const product = await this.data.product(sku);
    if (product.type_id !== CONFIGURABLE) {
      throw new InputException('This is implemented for the "%1" configurable product only.', [sku]);
    }
    return product;
  }

  /** One transaction; then this process forgets what it cached of the product. */
  private async write<T>(product: ProductRef, work: () => Promise<T>): Promise<T> {
    try {
      return await this.ds.transaction(async () => {
        const result = await work();
        await this.data.markHasOptions(product.id);
        return result;
      });
    } finally {
      this.cache.invalidate();
      this.locator.invalidate();
    }
  }
}
