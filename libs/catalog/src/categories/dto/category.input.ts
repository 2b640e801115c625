import { DataInterface, Field } from '@mercato/platform';
import { AttributeValueInput } from '../../dto/product.input';

/** Magento's CategoryExtensionInterface declares no attributes of its own. */
@DataInterface('Magento\\Catalog\\Api\\Data\\CategoryExtensionInterface')
export class CategoryExtensionInput {}

@DataInterface('Magento\\Catalog\\Api\\Data\\CategoryInterface')
export class CategoryData {
  @Field('int') id?: number;
  @Field('int') parent_id?: number;
  @Field('string') name?: string;
  @Field('bool') is_active?: boolean;
  @Field('int') position?: number;
  /** Read-only: derived from the parent; accepted and ignored as Magento does. */
  @Field('int') level?: number;
  @Field('string') children?: string;
  @Field('string') created_at?: string;
  @Field('string') updated_at?: string;
  @Field('string') path?: string;
  @Field('string', { array: true }) available_sort_by?: string[];
  @Field('bool') include_in_menu?: boolean;
  @Field(() => CategoryExtensionInput) extension_attributes?: CategoryExtensionInput;
  @Field(() => AttributeValueInput, { array: true }) custom_attributes?: AttributeValueInput[];
}

export class CategorySaveInput {
  @Field(() => CategoryData, { required: true }) category: CategoryData;
}

export class CategoryUpdateInput extends CategorySaveInput {
  @Field('string', { required: true, carriedBy: 'category.id' }) id: string;
}

export class CategoryIdInput {
  @Field('int', { required: true }) categoryId: number;
}

/** `CategoryRepositoryInterface::get($categoryId, $storeId)` */
export class CategoryGetInput extends CategoryIdInput {
  @Field('int') storeId?: number;
}

export class CategoryTreeInput {
  @Field('int') rootCategoryId?: number;
  @Field('int') depth?: number;
}

export class CategoryMoveInput {
  @Field('int', { required: true }) categoryId: number;
  @Field('int', { required: true }) parentId: number;
  @Field('int') afterId?: number;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\CategoryProductLinkInterface')
export class CategoryProductLinkData {
  @Field('string') sku?: string;
  @Field('int') position?: number;
  @Field('string') category_id?: string;
  @Field(() => CategoryExtensionInput) extension_attributes?: CategoryExtensionInput;
}

export class CategoryLinkSaveInput {
  @Field('int', { required: true, carriedBy: 'productLink.category_id' }) categoryId: number;
  @Field(() => CategoryProductLinkData, { required: true }) productLink: CategoryProductLinkData;
}

export class CategoryLinkDeleteInput {
  @Field('int', { required: true }) categoryId: number;
  @Field('string', { required: true }) sku: string;
}
