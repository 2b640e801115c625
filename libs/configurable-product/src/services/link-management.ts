import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache, ProductData, ProductReader, skuKey } from '@mercato/catalog';
import { ConfigurableData } from './configurable-data';
import { CONFIGURABLE } from './configurable-product-part';
import { OptionRules } from './option-rules';

/** Magento\ConfigurableProduct\Api\LinkManagementInterface: the children of a configurable product. */
@Injectable()
export class LinkManagement {
  constructor(
    private readonly ds: Database,
    private readonly data: ConfigurableData,
    private readonly rules: OptionRules,
    private readonly reader: ProductReader,
    private readonly cache: ProductCache,
  ) {}

  /** The children as products of the request's store; a product that is not configurable has none. */
  async getChildren(ctx: RequestContext, sku: string): Promise<ProductData[]> {
    const product = await this.data.product(sku);
    if (product.type_id !== CONFIGURABLE) return [];
    return this.reader.loadByIds(await this.data.childIds(product.id), ctx.store.storeId);
  }

  /**
   * Magento's addChild: the child must not be a child yet, the parent must have options and the
   * child a value for each of their attributes; then the children are saved as a product save
   * would (each exists, has the values, no two share a combination).
   */
  async addChild(_ctx: RequestContext, sku: string, childSku: string): Promise<boolean> {
    const parent = await this.data.product(sku);
    const child = await this.data.product(childSku);
    await this.changeChildren(parent.id, async () => {
      const children = await this.data.childIds(parent.id);
      if (children.includes(child.id)) throw new LocalizedException('The product is already attached.');
      const options = await this.data.storedOptions(parent.id);
      if (!options.length) throw new LocalizedException("The parent product doesn't have configurable product options.");
      const codes = await this.rules.codes(options.map((o) => o.attribute_id));
      const values = (await this.rules.childValues([child.id], [...codes.keys()])).get(child.id);
      for (const [attributeId, code] of codes) {
        if (!values?.get(attributeId)) {
          throw new LocalizedException('The child product doesn\'t have the "%1" attribute value. Verify the value and try again.', [code]);
        }
      }
      return { childIds: [...children, child.id], attributes: codes };
    });
    return true;
  }

  /** Magento's removeChild (the child is named by SKU, compared as SKUs are looked up: trimmed, case-insensitive). */
  async removeChild(_ctx: RequestContext, sku: string, childSku: string): Promise<boolean> {
    const parent = await this.data.product(sku);
    if (parent.type_id !== CONFIGURABLE) {
      throw new InputException('The product with the "%1" SKU isn\'t a configurable product.', [sku]);
    }
    await this.changeChildren(parent.id, async () => {
      const rows: { id: number; sku: string }[] = await this.ds.query(
        `SELECT e.entity_id AS id, e.sku FROM catalog_product_super_link k JOIN catalog_product_entity e ON e.entity_id = k.product_id
         WHERE k.parent_id = $1 ORDER BY k.link_id`,
        [parent.id],
      );
      const kept = rows.filter((r) => skuKey(r.sku) !== skuKey(childSku));
      if (kept.length === rows.length) {
        throw new NoSuchEntityException("The option that was requested doesn't exist. Verify the entity and try again.");
      }
      const options = await this.data.storedOptions(parent.id);
      return { childIds: kept.map((r) => r.id), attributes: await this.rules.codes(options.map((o) => o.attribute_id)) };
    });
    return true;
  }

  /**
   * Decides the new children under a lock on the parent (two calls adding children at once
   * queue, neither loses the other's child), checks them as a product save would, writes them.
   */
  private async changeChildren(
    parentId: number,
    decide: () => Promise<{ childIds: number[]; attributes: Map<number, string> }>,
  ): Promise<void> {
    try {
      await this.ds.transaction(async () => {
        await this.data.lock(parentId);
        const { childIds, attributes } = await decide();
        await this.rules.assertChildren(childIds, attributes);
        await this.data.replaceLinks(parentId, childIds);
      });
    } finally {
      this.cache.invalidate();
    }
  }
}
