import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Eav\\Api\\Data\\AttributeOptionLabelInterface')
export class OptionLabelData {
  @Field('int') store_id?: number;
  @Field('string') label?: string;
}

@DataInterface('Magento\\Eav\\Api\\Data\\AttributeOptionInterface')
export class AttributeOptionData {
  @Field('string') label?: string;
  /** Option id on update; ignored on add (ids are assigned). */
  @Field('string') value?: string;
  @Field('int') sort_order?: number;
  @Field('bool') is_default?: boolean;
  @Field(() => OptionLabelData, { array: true }) store_labels?: OptionLabelData[];
}

@DataInterface('Magento\\Eav\\Api\\Data\\AttributeFrontendLabelInterface')
export class FrontendLabelData {
  @Field('int') store_id?: number;
  @Field('string') label?: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductAttributeInterface')
export class ProductAttributeData {
  @Field('int') attribute_id?: number;
  @Field('string') attribute_code?: string;
  @Field('string') frontend_input?: string;
  @Field('string') entity_type_id?: string;
  @Field('bool') is_required?: boolean;
  @Field(() => AttributeOptionData, { array: true }) options?: AttributeOptionData[];
  @Field('bool') is_user_defined?: boolean;
  @Field('string') default_frontend_label?: string;
  @Field(() => FrontendLabelData, { array: true }) frontend_labels?: FrontendLabelData[];
  @Field('string') note?: string;
  @Field('string') backend_type?: string;
  @Field('string') backend_model?: string;
  @Field('string') source_model?: string;
  @Field('string') default_value?: string;
  @Field('bool') is_unique?: boolean;
  @Field('string') frontend_class?: string;
  @Field('mixed', { array: true }) validation_rules?: unknown[];
  @Field('string') scope?: string;
  @Field('bool') is_wysiwyg_enabled?: boolean;
  @Field('bool') is_html_allowed_on_front?: boolean;
  @Field('bool') used_for_sort_by?: boolean;
  @Field('bool') is_filterable?: boolean;
  @Field('bool') is_filterable_in_search?: boolean;
  @Field('bool') is_used_in_grid?: boolean;
  @Field('bool') is_visible_in_grid?: boolean;
  @Field('bool') is_filterable_in_grid?: boolean;
  @Field('int') position?: number;
  @Field('string', { array: true }) apply_to?: string[];
  @Field('string') is_searchable?: string;
  @Field('string') is_visible_in_advanced_search?: string;
  @Field('string') is_comparable?: string;
  @Field('string') is_used_for_promo_rules?: string;
  @Field('string') is_visible_on_front?: string;
  @Field('string') used_in_product_listing?: string;
  @Field('bool') is_visible?: boolean;
  @Field('mixed') extension_attributes?: unknown;
  @Field('mixed', { array: true }) custom_attributes?: unknown[];
}

export class AttributeSaveInput {
  @Field(() => ProductAttributeData, { required: true }) attribute: ProductAttributeData;
}

export class AttributeUpdateInput extends AttributeSaveInput {
  @Field('string', { required: true, carriedBy: 'attribute.attribute_code' }) attributeCode: string;
}

export class AttributeCodeInput {
  @Field('string', { required: true }) attributeCode: string;
}

export class OptionAddInput extends AttributeCodeInput {
  @Field(() => AttributeOptionData, { required: true }) option: AttributeOptionData;
}

export class OptionIdInput extends AttributeCodeInput {
  @Field('int', { required: true }) optionId: number;
}

export class OptionUpdateInput extends OptionIdInput {
  @Field(() => AttributeOptionData, { required: true }) option: AttributeOptionData;
}
