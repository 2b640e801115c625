import { DataInterface, Field } from '@mercato/platform';

/**
 * Magento's ProductLinkExtensionInterface: `qty` is what Magento_GroupedProduct adds for its
 * `associated` links (a grouped product's default quantity of the member). Accepted on any link, as
 * Magento accepts it; the related, cross-sell and up-sell types have no qty and keep none.
 */
@DataInterface('Magento\\Catalog\\Api\\Data\\ProductLinkExtensionInterface')
export class ProductLinkExtensionInput {
  @Field('float') qty?: number;
}

/** Magento\Catalog\Api\Data\ProductLinkInterface (also a product's `product_links` entry). */
@DataInterface('Magento\\Catalog\\Api\\Data\\ProductLinkInterface')
export class ProductLinkInput {
  @Field('string') sku?: string;
  @Field('string') link_type?: string;
  @Field('string') linked_product_sku?: string;
  /** Read-only: the linked product's type, answered on reads; ignored on writes. */
  @Field('string') linked_product_type?: string;
  @Field('int') position?: number;
  @Field(() => ProductLinkExtensionInput) extension_attributes?: ProductLinkExtensionInput;
}
