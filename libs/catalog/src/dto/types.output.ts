import { DataInterface, Field } from '@mercato/platform';

/** The catalog's fixed type lists, answered by its `…/types` routes. */

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductTypeInterface')
export class ProductTypeData {
  @Field('string') name?: string;
  @Field('string') label?: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductAttributeTypeInterface')
export class ProductAttributeTypeData {
  @Field('string') value?: string;
  @Field('string') label?: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductCustomOptionTypeInterface')
export class ProductCustomOptionTypeData {
  @Field('string') label?: string;
  @Field('string') code?: string;
  @Field('string') group?: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductLinkTypeInterface')
export class ProductLinkTypeData {
  @Field('int') code?: number;
  @Field('string') name?: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductLinkAttributeInterface')
export class ProductLinkAttributeData {
  @Field('string') code?: string;
  @Field('string') type?: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\CategoryTreeInterface')
export class CategoryTreeData {
  @Field('int') id?: number;
  @Field('int') parent_id?: number;
  @Field('string') name?: string;
  @Field('bool') is_active?: boolean;
  @Field('int') position?: number;
  @Field('int') level?: number;
  @Field('int') product_count?: number;
  @Field(() => CategoryTreeData, { array: true }) children_data?: CategoryTreeData[];
}
