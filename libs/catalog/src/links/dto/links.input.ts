import { DataInterface, Field } from '@mercato/platform';
import { ProductLinkInput } from './product-link.input';

/** GET /V1/products/links/:type/attributes */
export class LinkTypeInput {
  @Field('string', { required: true }) type: string;
}

/** GET /V1/products/:sku/links/:type */
export class ProductLinksByTypeInput {
  @Field('string', { required: true }) sku: string;
  @Field('string', { required: true }) type: string;
}

/** POST /V1/products/:sku/links (ProductLinkManagementInterface::setProductLinks) */
export class ProductLinksSetInput {
  @Field('string', { required: true }) sku: string;
  @Field(() => ProductLinkInput, { array: true, required: true }) items: ProductLinkInput[];
}

/** PUT /V1/products/:sku/links (ProductLinkRepositoryInterface::save); the path SKU fills `entity.sku`. */
export class ProductLinkSaveInput {
  @Field('string', { required: true, carriedBy: 'entity.sku' }) sku: string;
  @Field(() => ProductLinkInput, { required: true }) entity: ProductLinkInput;
}

/** DELETE /V1/products/:sku/links/:type/:linkedProductSku */
export class ProductLinkDeleteInput {
  @Field('string', { required: true }) sku: string;
  @Field('string', { required: true }) type: string;
  @Field('string', { required: true }) linkedProductSku: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductWebsiteLinkInterface')
export class ProductWebsiteLinkInput {
  @Field('string') sku?: string;
  @Field('int') website_id?: number;
}

/** POST and PUT /V1/products/:sku/websites */
export class ProductWebsiteLinkSaveInput {
  @Field('string', { required: true, carriedBy: 'productWebsiteLink.sku' }) sku: string;
  @Field(() => ProductWebsiteLinkInput, { required: true }) productWebsiteLink: ProductWebsiteLinkInput;
}

/** DELETE /V1/products/:sku/websites/:websiteId */
export class ProductWebsiteLinkDeleteInput {
  @Field('string', { required: true }) sku: string;
  @Field('int', { required: true }) websiteId: number;
}
