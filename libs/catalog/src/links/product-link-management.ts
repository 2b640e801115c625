import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache } from '../services/product-cache';
import { ProductLocator, skuKey } from '../services/product-locator';
import { ProductLinkInput } from './dto/product-link.input';
import { LINKED_DATA_INVALID, linkTypeId } from './link-types';
import { linkRows } from './link-rows';
import { ProductLinkStore } from './product-link-store';
import { ProductLookup } from './product-lookup';

export interface ProductLinkData {
  sku: string;
  link_type: string;
  linked_product_sku: string;
  linked_product_type: string;
  position: number;
}

/** Magento\Catalog\Api\ProductLinkManagementInterface. */
@Injectable()
export class ProductLinkManagement {
  constructor(
    private readonly ds: Database,
    private readonly products: ProductLookup,
    private readonly locator: ProductLocator,
    private readonly store: ProductLinkStore,
    private readonly cache: ProductCache,
  ) {}

  async getLinkedItemsByType(_ctx: RequestContext, sku: string, type: string): Promise<ProductLinkData[]> {
    const typeId = linkTypeId(type);
    if (typeId === undefined) throw new NoSuchEntityException('The "%1" link type is unknown. Verify the type and try again.', [type]);
    const product = await this.products.require(sku);
    const links = (await this.store.linksOf([product.entity_id], typeId)).get(product.entity_id) ?? [];
    return links.map((l) => ({ sku: product.sku, ...l }));
  }

  /**
   * The links sent replace the product's links of their types; other types stay. Magento checks
   * every type first, then the product; a linked SKU that does not exist fails the product save,
   * which Magento reports as invalid link data.
   */
  async setProductLinks(_ctx: RequestContext, sku: string, items: ProductLinkInput[]): Promise<boolean> {
    const typeIds = items.map((item) => {
      if (item.link_type === undefined || item.link_type === null || item.link_type === '') throw InputException.requiredField('linkType');
      const typeId = linkTypeId(item.link_type);
      if (typeId === undefined)
        throw new NoSuchEntityException('The "%1" link type wasn\'t found. Verify the type and try again.', [item.link_type]);
      return typeId;
    });
    const product = await this.products.require(sku);
    if (!items.length) return true;
    const found = await this.locator.locate(items.map((i) => i.linked_product_sku ?? ''));
    const resolved = items.map((item, i) => {
      const linked = found.get(skuKey(item.linked_product_sku ?? ''));
      if (!linked) throw new CouldNotSaveException(LINKED_DATA_INVALID);
      return { typeId: typeIds[i], linkedId: linked.entity_id, position: item.position, qty: item.extension_attributes?.qty ?? null };
    });
    try {
      await this.ds.transaction(async () => {
        await this.store.replace(product.entity_id, [...new Set(typeIds)], linkRows(resolved));
        await this.store.touchProduct(product.entity_id);
      });
    } finally {
      this.cache.invalidate();
    }
    return true;
  }
}
