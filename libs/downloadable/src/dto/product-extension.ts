import { declareExtensionAttribute } from '@mercato/platform';
import { ProductExtensionInput } from '@mercato/catalog';
import { LinkInput } from './link.input';
import { SampleInput } from './sample.input';

/**
 * Magento_Downloadable's extension_attributes.xml: a product carries its links and samples. Runs
 * at module load (the module imports this file), before the first request is read.
 */
declareExtensionAttribute(ProductExtensionInput, 'downloadable_product_links', () => LinkInput, { array: true });
declareExtensionAttribute(ProductExtensionInput, 'downloadable_product_samples', () => SampleInput, { array: true });
