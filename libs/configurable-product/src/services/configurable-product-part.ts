import { Injectable } from '@nestjs/common';
import { Extends } from '@mercato/platform';
import { ProductData, ProductPart, ProductParts, ProductSave, SavedProductRef } from '@mercato/catalog';
import { ConfigurableExtension, OptionInput } from '../dto/option.input';
import { ConfigurableData, OptionWrite, StoredOption } from './configurable-data';
import { attributeIdOf, OptionRules } from './option-rules';

export const CONFIGURABLE = 'configurable';

/** What a product save does to the configurable tables. */
export type ConfigurableWrite = { clear: true } | { clear?: false; options?: OptionWrite[]; links?: number[] };

/**
 * The product extension attributes `configurable_product_options` and `configurable_product_links`
 * (Magento's configurable ReadHandler, SaveHandler and ProductRepositorySave plugin). Only
 * configurable products carry them: for other types they are ignored, as Magento does, and a
 * product that stops being configurable loses its options and children.
 */
@Injectable()
@Extends(ProductParts)
export class ConfigurableProductPart implements ProductPart<ConfigurableWrite> {
  readonly name = 'configurable';
  readonly order = 30;
  readonly readsWhen = `p.type_id = '${CONFIGURABLE}'`;
  /** The option values are those the children carry. */
  readonly embeds = `CASE WHEN p.type_id = '${CONFIGURABLE}'
    THEN ARRAY(SELECT k.product_id FROM catalog_product_super_link k WHERE k.parent_id = p.entity_id) END`;

  constructor(
    private readonly data: ConfigurableData,
    private readonly rules: OptionRules,
  ) {}

  async prepare(save: ProductSave): Promise<ConfigurableWrite | undefined> {
    if (save.typeId !== CONFIGURABLE) return save.existing?.typeId === CONFIGURABLE ? { clear: true } : undefined;
    const ext = save.input.extension_attributes as ConfigurableExtension | undefined;
    const options = ext?.configurable_product_options;
    const links = ext?.configurable_product_links;
    if (options === undefined && links === undefined) return undefined;

    const stored = save.existing ? await this.data.storedOptions(save.existing.id) : [];
    const write: ConfigurableWrite = {};
    let attributes: Map<number, string>;
    if (options !== undefined) {
      write.options = mergeOptions(options, stored, this.rules);
      const setId = save.input.attribute_set_id ?? (save.existing && (await this.data.attributeSetOf(save.existing.id))) ?? 4;
      const codes = await this.rules.assertUsable(
        write.options.map((o) => o.attribute_id),
        setId,
      );
      attributes = new Map(write.options.map((o) => [o.attribute_id, codes.get(o.attribute_id)!]));
    } else {
      // Children sent alone are checked against the stored options (Magento checks them against
      // none, which refuses any two children).
      attributes = await this.rules.codes(stored.map((o) => o.attribute_id));
    }
    if (links !== undefined) {
      write.links = [...new Set(links)];
      await this.rules.assertChildren(write.links, attributes);
    }
    return write;
  }

  async write(product: SavedProductRef, prepared: ConfigurableWrite): Promise<void> {
    if (prepared.clear) return this.data.clear(product.id);
    if (prepared.options) {
      await this.data.saveOptions(product.id, prepared.options, true);
      await this.data.markHasOptions(product.id);
    }
    if (prepared.links) await this.data.replaceLinks(product.id, prepared.links);
  }

  async read(products: ProductData[], storeId: number): Promise<void> {
    const configurables = products.filter((p) => p.type_id === CONFIGURABLE);
    if (!configurables.length) return;
    const loaded = await this.data.load(
      configurables.map((p) => p.id as number),
      storeId,
    );
    for (const p of configurables) {
      const parts = loaded.get(p.id as number);
      const extension = (p.extension_attributes ??= {}) as Record<string, unknown>;
      extension.configurable_product_options = parts?.options ?? [];
      extension.configurable_product_links = parts?.links ?? [];
    }
  }
}

/**
 * The options a save sends, as Magento's SaveHandler merges them: an option for an attribute the
 * product already varies by updates that option (what is not sent is kept); an option for a new
 * attribute must be complete (validateNewOptionData). A later option for the same attribute wins.
 */
export function mergeOptions(options: OptionInput[], stored: StoredOption[], rules: OptionRules): OptionWrite[] {
  const byAttribute = new Map<number, OptionWrite>();
  for (const option of options) {
    const attributeId = attributeIdOf(option);
    const existing = stored.find((s) => s.attribute_id === attributeId);
    if (!existing) rules.validateNew(option);
    byAttribute.set(attributeId, {
      attribute_id: attributeId,
      position: option.position ?? existing?.position ?? 0,
      label: option.label ?? existing?.label ?? null,
      use_default: option.is_use_default ?? existing?.use_default ?? false,
    });
  }
  return [...byAttribute.values()];
}
