import { Injectable } from '@nestjs/common';
import { Extends } from '@mercato/platform';
import { ProductData, ProductPart, ProductParts, ProductSave, SavedProductRef } from '@mercato/catalog';
import { BundleProductExtension } from '../dto/product-extension';
import { BundleCatalog } from './bundle-catalog';
import { toOption } from './bundle-output';
import { BundlePlanner, PlanContext } from './bundle-planner';
import { BundleWrite } from './bundle-write';
import { BundleWriter } from './bundle-writer';

type PreparedWrite = Omit<BundleWrite, 'productId'>;

/**
 * `extension_attributes.bundle_product_options` of bundle products (Magento's Bundle
 * Product\SaveHandler and ReadHandler). On save, a non-empty list is the bundle's options: stored
 * options it leaves out are deleted, an option whose `option_id` is one of the bundle's is
 * updated, any other is added; an absent or empty list keeps the options. Other product types
 * ignore the field, as Magento does. On read, a bundle with options carries them.
 */
@Injectable()
@Extends(ProductParts)
export class BundleProductPart implements ProductPart<PreparedWrite> {
  readonly name = 'bundle_product_options';
  readonly order = 60;
  readonly readsWhen = "p.type_id = 'bundle'";
  /** A selection names its product's SKU. */
  readonly embeds = `CASE WHEN p.type_id = 'bundle'
    THEN ARRAY(SELECT s.product_id FROM catalog_product_bundle_selection s WHERE s.parent_product_id = p.entity_id) END`;

  constructor(
    private readonly catalog: BundleCatalog,
    private readonly planner: BundlePlanner,
    private readonly writer: BundleWriter,
  ) {}

  async prepare(save: ProductSave): Promise<PreparedWrite | undefined> {
    const options = (save.input.extension_attributes as BundleProductExtension | undefined)?.bundle_product_options;
    if (save.typeId !== 'bundle' || !options?.length) return undefined;
    const stored = save.existing ? await this.catalog.optionsOf(save.existing.id, save.ctx.store.storeId) : [];
    const plan = new PlanContext(
      { sku: save.existing?.sku ?? save.sku },
      stored,
      await this.planner.children(options.flatMap((o) => o.product_links ?? [])),
    );
    const updated = new Set<number>();
    const writes = options.map((input) => {
      const existing = stored.find((o) => o.option_id === input.option_id);
      // An option sent twice in one save: the second one is a new option.
      if (!existing || updated.has(existing.option_id)) return this.planner.newOption(plan, input);
      updated.add(existing.option_id);
      return this.planner.updatedOption(plan, existing, input);
    });
    return {
      titleStoreId: save.ctx.store.storeId,
      deleteOptionIds: stored.map((o) => o.option_id).filter((id) => !updated.has(id)),
      options: writes,
    };
  }

  async write(product: SavedProductRef, prepared: PreparedWrite): Promise<void> {
    await this.writer.apply({ ...prepared, productId: product.id });
  }

  /** One statement for the bundles of the batch; none when the batch has no bundle. */
  async read(products: ProductData[], storeId: number): Promise<void> {
    const bundles = products.filter((p) => p.type_id === 'bundle');
    if (!bundles.length) return;
    const options = await this.catalog.options(
      bundles.map((p) => p.id as number),
      storeId,
    );
    for (const product of bundles) {
      const list = options.get(product.id as number);
      if (!list?.length) continue;
      const fixedPrice = priceType(product) === '1';
      const extension = (product.extension_attributes ??= {}) as Record<string, unknown>;
      extension.bundle_product_options = list.map((o) => toOption(o, product.sku as string, fixedPrice));
    }
  }
}

/** The bundle's price_type as read with the product (custom_attributes). */
function priceType(product: ProductData): string | undefined {
  const attrs = product.custom_attributes as { attribute_code: string; value: unknown }[] | undefined;
  const value = attrs?.find((a) => a.attribute_code === 'price_type')?.value;
  return value === undefined || value === null ? undefined : String(value);
}
