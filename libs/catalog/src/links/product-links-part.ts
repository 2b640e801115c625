import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Extends, NoSuchEntityException } from '@mercato/platform';
import { ProductPart, ProductParts, ProductSave } from '../services/product-parts';
import { ProductData } from '../services/product-reader';
import { ProductLocator, skuKey } from '../services/product-locator';
import { SavedProductRef } from '../services/product-stock';
import { LINK_TYPE_ORDER, LINKED_DATA_INVALID, linkTypeId } from './link-types';
import { LinkRow, linkRows } from './link-rows';
import { ProductLinkStore } from './product-link-store';

interface PreparedLinks {
  /** The link types the save replaces. */
  typeIds: number[];
  rows: LinkRow[];
}

/**
 * A product's `product_links` on product save and read. Sent, the list replaces all the product's
 * links, whatever their types (an empty list removes them all); left out, the links stay.
 */
@Injectable()
@Extends(ProductParts)
export class ProductLinksPart implements ProductPart<PreparedLinks> {
  readonly name = 'product_links';
  readonly order = 40;
  /** Products without links keep the empty list they are read with. */
  readonly readsWhen = 'EXISTS (SELECT 1 FROM catalog_product_link l WHERE l.product_id = p.entity_id)';
  /** A link names its target's SKU. */
  readonly embeds = 'ARRAY(SELECT l.linked_product_id FROM catalog_product_link l WHERE l.product_id = p.entity_id)';

  constructor(
    private readonly locator: ProductLocator,
    private readonly store: ProductLinkStore,
  ) {}

  /**
   * Magento's ProductRepository::processLinks checks the linked SKUs first (404); a link type it
   * does not know fails later, in the link save handler, as the invalid-data error.
   */
  async prepare(save: ProductSave): Promise<PreparedLinks | undefined> {
    const links = save.input.product_links;
    if (links === undefined || links === null) return undefined;
    const linkedSkus = links.map((l) => l.linked_product_sku ?? '');
    const found = await this.locator.locate(linkedSkus);
    for (const sku of linkedSkus) {
      if (!found.has(skuKey(sku))) throw new NoSuchEntityException('The Product with the "%1" SKU doesn\'t exist.', [sku]);
    }
    const resolved = links.map((l) => {
      const typeId = linkTypeId(l.link_type);
      if (typeId === undefined) throw new CouldNotSaveException(LINKED_DATA_INVALID);
      return {
        typeId,
        linkedId: found.get(skuKey(l.linked_product_sku ?? ''))!.entity_id,
        position: l.position,
        qty: l.extension_attributes?.qty ?? null,
      };
    });
    // Magento's link SaveHandler deletes every link of the product, then saves the sent ones.
    return { typeIds: LINK_TYPE_ORDER, rows: linkRows(resolved) };
  }

  async write(product: SavedProductRef, prepared: PreparedLinks): Promise<void> {
    await this.store.replace(product.id, prepared.typeIds, prepared.rows);
  }

  /** One statement for the whole batch; every product gets its list (empty when it has none). */
  async read(products: ProductData[]): Promise<void> {
    const links = await this.store.linksOf(products.map((p) => p.id as number));
    for (const product of products) {
      product.product_links = (links.get(product.id as number) ?? []).map((l) => ({ sku: product.sku, ...l }));
    }
  }
}
