import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';

/**
 * has_options / required_options of a downloadable product: when its links are purchased
 * separately the buyer must pick some, so Magento's downloadable type reports (required) options.
 */
@Injectable()
export class ProductOptionFlags {
  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeCatalog,
  ) {}

  /**
   * Raises both flags when links_purchased_separately is set (a global attribute: store 0). Never
   * lowers them: custom options, another part of the product, may be what set them.
   */
  async markLinksPurchasedSeparately(productId: number): Promise<void> {
    const attribute = await this.attributes.require('links_purchased_separately');
    await this.ds.query(
      `UPDATE catalog_product_entity SET has_options = true, required_options = true
       WHERE entity_id = $1 AND NOT (has_options AND required_options)
         AND EXISTS (SELECT 1 FROM catalog_product_entity_int v
                     WHERE v.entity_id = $1 AND v.attribute_id = $2 AND v.store_id = 0 AND v.value = 1)`,
      [productId, attribute.attribute_id],
    );
  }
}
