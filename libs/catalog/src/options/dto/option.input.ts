import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductCustomOptionValuesInterface')
export class ProductCustomOptionValueInput {
  @Field('string') title?: string | null;
  @Field('int') sort_order?: number | null;
  @Field('float') price?: number | null;
  @Field('string') price_type?: string | null;
  @Field('string') sku?: string | null;
  @Field('int') option_type_id?: number | null;
}

/** Magento's ProductCustomOptionExtensionInterface declares no attributes of its own. */
@DataInterface('Magento\\Catalog\\Api\\Data\\ProductCustomOptionExtensionInterface')
export class ProductCustomOptionExtensionInput {}

/**
 * A custom option as clients send it, on its own (POST/PUT /V1/products/options) or in a
 * product's `options`. Nulls are accepted where Magento accepts them and mean "not given".
 */
@DataInterface('Magento\\Catalog\\Api\\Data\\ProductCustomOptionInterface')
export class ProductCustomOptionInput {
  @Field('string') product_sku?: string | null;
  @Field('int') option_id?: number | null;
  @Field('string') title?: string | null;
  @Field('string') type?: string | null;
  @Field('int') sort_order?: number | null;
  @Field('bool') is_require?: boolean | null;
  @Field('float') price?: number | null;
  @Field('string') price_type?: string | null;
  @Field('string') sku?: string | null;
  @Field('string') file_extension?: string | null;
  @Field('int') max_characters?: number | null;
  @Field('int') image_size_x?: number | null;
  @Field('int') image_size_y?: number | null;
  @Field(() => ProductCustomOptionValueInput, { array: true }) values?: ProductCustomOptionValueInput[] | null;
  @Field(() => ProductCustomOptionExtensionInput) extension_attributes?: ProductCustomOptionExtensionInput;
}

/** POST /V1/products/options */
export class OptionSaveInput {
  @Field(() => ProductCustomOptionInput, { required: true }) option: ProductCustomOptionInput;
}

/** PUT /V1/products/options/:optionId: the path names the option (Magento overrides option_id with it). */
export class OptionUpdateInput extends OptionSaveInput {
  @Field('int', { required: true, carriedBy: 'option.option_id' }) optionId: number;
}

/** GET /V1/products/:sku/options */
export class OptionListInput {
  @Field('string', { required: true }) sku: string;
}

/** GET and DELETE /V1/products/:sku/options/:optionId */
export class OptionIdentifierInput extends OptionListInput {
  @Field('int', { required: true }) optionId: number;
}
