import { Field } from '@mercato/platform';
import { ProductInput } from '@mercato/catalog';
import { OptionInput } from './option.input';

/** GET /V1/configurable-products/:sku/children, GET …/:sku/options/all */
export class ConfigurableSkuInput {
  @Field('string', { required: true }) sku: string;
}

/** POST /V1/configurable-products/:sku/child */
export class AddChildInput {
  @Field('string', { required: true }) sku: string;
  @Field('string', { required: true }) childSku: string;
}

/** DELETE /V1/configurable-products/:sku/children/:childSku */
export class RemoveChildInput extends AddChildInput {}

/** GET and DELETE /V1/configurable-products/:sku/options/:id */
export class OptionIdInput {
  @Field('string', { required: true }) sku: string;
  @Field('int', { required: true }) id: number;
}

/** POST /V1/configurable-products/:sku/options */
export class OptionSaveInput {
  @Field('string', { required: true }) sku: string;
  @Field(() => OptionInput, { required: true }) option: OptionInput;
}

/** PUT /V1/configurable-products/:sku/options/:id: the path's id is the option's (Magento's ParamsOverrider). */
export class OptionUpdateInput extends OptionSaveInput {
  @Field('int', { required: true, carriedBy: 'option.id' }) id: number;
}

/** PUT /V1/configurable-products/variation */
export class GenerateVariationInput {
  @Field(() => ProductInput, { required: true }) product: ProductInput;
  @Field(() => OptionInput, { array: true, required: true }) options: OptionInput[];
}
