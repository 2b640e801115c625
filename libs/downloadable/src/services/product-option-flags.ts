import { Injectable } from '@nestjs/common';
import { AttributeCatalog } from '@mercato/eav';
import { ProductRowWriter } from '@mercato/catalog';

/**
 * has_options / required_options of a downloadable product: when its links are purchased
 * separately the buyer must pick some, so Magento's downloadable type reports (required) options.
 */
@Injectable()
export class ProductOptionFlags {
  constructor(
    private readonly productRow: ProductRowWriter,
    private readonly attributes: AttributeCatalog,
  ) {}

  /**
   * Raises both flags when links_purchased_separately is set (a global attribute: store 0). Never
   * lowers them: custom options, another part of the product, may be what set them.
   */
  async markLinksPurchasedSeparately(productId: number): Promise<void> {
    const attribute = await this.attributes.require('links_purchased_separately');
    await this.productRow.raiseOptionFlagsWhenSet(productId, attribute.attribute_id);
  }
}
