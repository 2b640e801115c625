import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, InputException, RequestContext } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { ProductCache } from '../services/product-cache';
import { ProductWebsiteLinkInput } from './dto/links.input';
import { ProductLinkStore } from './product-link-store';
import { ProductLookup } from './product-lookup';

/**
 * Magento\Catalog\Api\ProductWebsiteLinkRepositoryInterface: a product's websites
 * (catalog_product_website, the table the product's `extension_attributes.website_ids` is read
 * from). Magento saves the whole product for each call, so each call also changes updated_at.
 */
@Injectable()
export class ProductWebsiteLinks {
  constructor(
    private readonly ds: Database,
    private readonly products: ProductLookup,
    private readonly stores: StoreDirectory,
    private readonly links: ProductLinkStore,
    private readonly cache: ProductCache,
  ) {}

  /**
   * Assigns the product to the website; assigning it again changes nothing. The product is the
   * link's `sku` (the path's on PUT); a POST whose link has no SKU uses the path's.
   */
  async save(_ctx: RequestContext, link: ProductWebsiteLinkInput, pathSku: string): Promise<boolean> {
    if (!link.website_id) throw new InputException('There are not websites for assign to product');
    const product = await this.products.require(link.sku ?? pathSku);
    // Magento's product save fails on the website foreign key and reports it so.
    if (!(await this.stores.websiteExists(link.website_id))) {
      throw new CouldNotSaveException('Could not assign product "%1" to websites "%2"', [String(product.entity_id), link.website_id]);
    }
    await this.write(product.entity_id, () =>
      this.ds.query(`INSERT INTO catalog_product_website (product_id, website_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        product.entity_id,
        link.website_id,
      ]),
    );
    return true;
  }

  /** Unassigns the product from the website; a website it is not in (or none at all) changes nothing. */
  async deleteById(_ctx: RequestContext, sku: string, websiteId: number): Promise<boolean> {
    const product = await this.products.require(sku);
    await this.write(product.entity_id, () =>
      this.ds.query(`DELETE FROM catalog_product_website WHERE product_id = $1 AND website_id = $2`, [product.entity_id, websiteId]),
    );
    return true;
  }

  private async write(productId: number, change: () => Promise<unknown>): Promise<void> {
    try {
      await this.ds.transaction(async () => {
        await change();
        await this.links.touchProduct(productId);
      });
    } finally {
      this.cache.invalidate();
    }
  }
}
