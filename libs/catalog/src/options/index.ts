import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { OptionReader } from './option-reader';
import { OptionRepository } from './option-repository';
import { OptionTypeList } from './option-type-list';
import { OptionWriter } from './option-writer';
import { ProductOptionsPart } from './product-options-part';
import { optionRoutes } from './webapi';

/**
 * Custom options: option types, per-product options with values and prices (Magento_Catalog ProductCustomOptionRepository).
 * Area of the catalog module: its routes, providers and migrations are spread into
 * ../catalog.module.ts and ../migrations. Products carry their options through
 * ProductOptionsPart (product save and read).
 */

/** Route declarations of this area. */
export const optionsRoutes: RouteDefinition[] = optionRoutes;
/** Providers of this area. */
export const optionsProviders: Provider[] = [OptionReader, OptionWriter, OptionRepository, OptionTypeList, ProductOptionsPart];
/** Providers other areas and libs may inject. */
export const optionsExports: Provider[] = [OptionRepository];
export { optionsMigrations } from './migrations';
