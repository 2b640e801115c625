import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { PriceScope } from './services/price-scope';
import { ProductCache } from './services/product-cache';
import { ProductLocator } from './services/product-locator';
import { ProductReader } from './services/product-reader';
import { ProductRepository } from './services/product-repository';
import { ProductWriter } from './services/product-writer';
import { catalogRoutes } from './webapi';
import { attributeSetsExports, attributeSetsProviders, attributeSetsRoutes } from './attribute-sets';
import { attributesExports, attributesProviders, attributesRoutes } from './attributes';
import { categoriesExports, categoriesProviders, categoriesRoutes } from './categories';

/**
 * Magento_Catalog: products (services/), categories (categories/), product and category attributes
 * with their options (attributes/), attribute sets and groups (attribute-sets/).
 */
@Global()
@WebApiRoutes([...catalogRoutes, ...categoriesRoutes, ...attributesRoutes, ...attributeSetsRoutes])
@Module({
  providers: [
    PriceScope,
    ProductCache,
    ProductLocator,
    ProductReader,
    ProductWriter,
    ProductRepository,
    ...categoriesProviders,
    ...attributesProviders,
    ...attributeSetsProviders,
  ],
  exports: [PriceScope, ProductCache, ProductLocator, ProductReader, ProductRepository, ...categoriesExports, ...attributesExports, ...attributeSetsExports],
})
export class CatalogModule {}
