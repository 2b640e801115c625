import { Provider } from '@nestjs/common';
import { CategoryAttributeRepository } from './services/category-attribute-repository';
import { ProductAttributeRepository } from './services/product-attribute-repository';
import { attributesRoutes } from './webapi';

export { attributesRoutes };

/** Providers of this area. */
export const attributesProviders: Provider[] = [ProductAttributeRepository, CategoryAttributeRepository];
/** Providers other areas and libs may inject. */
export const attributesExports: Provider[] = [ProductAttributeRepository, CategoryAttributeRepository];
