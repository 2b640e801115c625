import { declareExtensionAttribute } from '@mercato/platform';
import { ProductExtensionInput } from '@mercato/catalog';
import { BundleOptionInput } from './bundle-option.input';

/**
 * Magento_Bundle's extension_attributes.xml: products carry `bundle_product_options`. Declared at
 * module load, before the first request is read.
 */
declareExtensionAttribute(ProductExtensionInput, 'bundle_product_options', () => BundleOptionInput, { array: true });

/** The slice of a product's extension attributes this library owns. */
export interface BundleProductExtension {
  bundle_product_options?: BundleOptionInput[];
}
