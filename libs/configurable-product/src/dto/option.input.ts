import { DataInterface, declareExtensionAttribute, Field } from '@mercato/platform';
import { ProductExtensionInput } from '@mercato/catalog';

@DataInterface('Magento\\ConfigurableProduct\\Api\\Data\\OptionValueInterface')
export class OptionValueInput {
  @Field('int') value_index?: number;
}

@DataInterface('Magento\\ConfigurableProduct\\Api\\Data\\OptionInterface')
export class OptionInput {
  @Field('int') id?: number;
  @Field('string') attribute_id?: string;
  @Field('string') label?: string;
  @Field('int') position?: number;
  @Field('bool') is_use_default?: boolean;
  @Field(() => OptionValueInput, { array: true }) values?: OptionValueInput[];
  @Field('int') product_id?: number;
}

// Magento_ConfigurableProduct's extension_attributes.xml on ProductInterface.
declareExtensionAttribute(ProductExtensionInput, 'configurable_product_options', () => OptionInput, { array: true });
declareExtensionAttribute(ProductExtensionInput, 'configurable_product_links', 'int', { array: true });

/** The configurable slice of a product's extension_attributes. */
export interface ConfigurableExtension {
  configurable_product_options?: OptionInput[];
  configurable_product_links?: number[];
}
