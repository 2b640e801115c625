import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductCache } from '../services/product-cache';
import { ProductLinkInput } from './dto/product-link.input';
import { LINKED_DATA_INVALID, linkTypeId } from './link-types';
import { ProductLinkManagement } from './product-link-management';
import { ProductLinkStore } from './product-link-store';
import { ProductLookup } from './product-lookup';

/** Magento\Catalog\Api\ProductLinkRepositoryInterface: one link at a time. */
@Injectable()
export class ProductLinkRepository {
  constructor(
    private readonly products: ProductLookup,
    private readonly management: ProductLinkManagement,
    private readonly store: ProductLinkStore,
    private readonly cache: ProductCache,
  ) {}

  /**
   * Adds the link, or moves it: the linked product is looked up first, then the product (each a
   * 404); a type Magento does not know is invalid link data. Without a position the link is at 0.
   */
  async save(_ctx: RequestContext, entity: ProductLinkInput): Promise<boolean> {
    const linked = await this.products.require(entity.linked_product_sku);
    const product = await this.products.require(entity.sku);
    const typeId = linkTypeId(entity.link_type);
    if (typeId === undefined) throw new CouldNotSaveException(LINKED_DATA_INVALID);
    try {
      await this.store.upsert(product.entity_id, [
        { linkedId: linked.entity_id, typeId, position: entity.position ?? 0, qty: entity.extension_attributes?.qty ?? null },
      ]);
    } finally {
      this.cache.invalidate();
    }
    return true;
  }

  /** The linked SKU must be the one the link answers (Magento compares them as sent). */
  async deleteById(ctx: RequestContext, sku: string, type: string, linkedProductSku: string): Promise<boolean> {
    const links = await this.management.getLinkedItemsByType(ctx, sku, type);
    const link = links.find((l) => l.linked_product_sku === linkedProductSku);
    if (!link) throw new NoSuchEntityException("Product %1 doesn't have linked %2 as %3", [sku, linkedProductSku, type]);
    const product = await this.products.require(sku);
    const linked = await this.products.require(link.linked_product_sku);
    let deleted: boolean;
    try {
      deleted = await this.store.delete(product.entity_id, linked.entity_id, linkTypeId(type)!);
    } finally {
      this.cache.invalidate();
    }
    // Removed meanwhile by another request.
    if (!deleted) {
      throw new NoSuchEntityException("Product with SKU '%1' is not linked to product with SKU '%2'", [link.linked_product_sku, link.sku]);
    }
    return true;
  }
}
