import { DataInterface, Field } from '@mercato/platform';
import { ProductLinkInput } from '../links/dto/product-link.input';
import { GalleryEntryInput } from '../media/dto/media.input';
import { ProductCustomOptionInput } from '../options/dto/option.input';

@DataInterface('Magento\\Catalog\\Api\\Data\\CategoryLinkInterface')
export class CategoryLinkInput {
  @Field('int') position?: number;
  @Field('string') category_id: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductExtensionInterface')
export class ProductExtensionInput {
  @Field('int', { array: true }) website_ids?: number[];
  @Field(() => CategoryLinkInput, { array: true }) category_links?: CategoryLinkInput[];
  /** CatalogInventory's StockItemInterface: checked and saved by the stock provider (ProductStockPort). */
  @Field('mixed') stock_item?: unknown;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductTierPriceExtensionInterface')
export class ProductTierPriceExtensionInput {
  @Field('int') website_id?: number;
  @Field('float') percentage_value?: number;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductTierPriceInterface')
export class ProductTierPriceInput {
  @Field('int') customer_group_id: number;
  @Field('float') qty: number;
  @Field('float') value: number;
  @Field(() => ProductTierPriceExtensionInput) extension_attributes?: ProductTierPriceExtensionInput;
}

@DataInterface('Magento\\Framework\\Api\\AttributeInterface')
export class AttributeValueInput {
  @Field('string') attribute_code: string;
  @Field('mixed') value: unknown;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductInterface')
export class ProductInput {
  @Field('int') id?: number;
  @Field('string') sku?: string;
  @Field('string') name?: string;
  @Field('int') attribute_set_id?: number;
  @Field('float') price?: number;
  @Field('int') status?: number;
  @Field('int') visibility?: number;
  @Field('string') type_id?: string;
  @Field('string') created_at?: string;
  @Field('string') updated_at?: string;
  @Field('float') weight?: number;
  @Field(() => ProductExtensionInput) extension_attributes?: ProductExtensionInput;
  @Field(() => ProductLinkInput, { array: true }) product_links?: ProductLinkInput[];
  @Field(() => ProductCustomOptionInput, { array: true }) options?: ProductCustomOptionInput[] | null;
  @Field(() => GalleryEntryInput, { array: true }) media_gallery_entries?: GalleryEntryInput[];
  @Field(() => ProductTierPriceInput, { array: true }) tier_prices?: ProductTierPriceInput[];
  @Field(() => AttributeValueInput, { array: true }) custom_attributes?: AttributeValueInput[];
}

/** POST /V1/products */
export class ProductSaveInput {
  @Field(() => ProductInput, { required: true }) product: ProductInput;
  @Field('bool') saveOptions?: boolean;
}

/** PUT /V1/products/:sku */
export class ProductUpdateInput extends ProductSaveInput {
  @Field('string', { required: true, carriedBy: 'product.sku' }) sku: string;
}

/** GET /V1/products/:sku */
export class ProductGetInput {
  @Field('string', { required: true }) sku: string;
  @Field('bool') editMode?: boolean;
  @Field('int') storeId?: number;
  @Field('bool') forceReload?: boolean;
}

/** DELETE /V1/products/:sku */
export class ProductSkuInput {
  @Field('string', { required: true }) sku: string;
}
