import { DataInterface, Field } from '@mercato/platform';

/** What the attribute-metadata routes answer (Magento_Customer's AttributeMetadataInterface family). */

@DataInterface('Magento\\Customer\\Api\\Data\\ValidationRuleInterface')
export class ValidationRuleData {
  @Field('string') name?: string;
  @Field('string') value?: string;
}

@DataInterface('Magento\\Customer\\Api\\Data\\OptionInterface')
export class OptionData {
  @Field('string') label?: string;
  @Field('string') value?: string;
  @Field(() => OptionData, { array: true }) options?: OptionData[];
}

@DataInterface('Magento\\Customer\\Api\\Data\\AttributeMetadataInterface')
export class AttributeMetadataData {
  @Field('string') frontend_input?: string;
  @Field('string') input_filter?: string;
  @Field('string') store_label?: string;
  @Field(() => ValidationRuleData, { array: true }) validation_rules?: ValidationRuleData[];
  @Field('int') multiline_count?: number;
  @Field('bool') visible?: boolean;
  @Field('bool') required?: boolean;
  @Field('string') data_model?: string;
  @Field(() => OptionData, { array: true }) options?: OptionData[];
  @Field('string') frontend_class?: string;
  @Field('bool') user_defined?: boolean;
  @Field('int') sort_order?: number;
  @Field('string') frontend_label?: string;
  @Field('string') note?: string;
  @Field('bool') system?: boolean;
  @Field('string') backend_type?: string;
  @Field('bool') is_used_in_grid?: boolean;
  @Field('bool') is_visible_in_grid?: boolean;
  @Field('bool') is_filterable_in_grid?: boolean;
  @Field('bool') is_searchable_in_grid?: boolean;
  @Field('string') attribute_code?: string;
}
