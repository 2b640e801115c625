import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { PriceScope } from './services/price-scope';
import { ProductCache } from './services/product-cache';
import { ProductLocator } from './services/product-locator';
import { ProductReader } from './services/product-reader';
import { ProductRepository } from './services/product-repository';
import { ProductWriter } from './services/product-writer';
import { catalogRoutes } from './webapi';

/** Magento_Catalog: products (the rest of the catalogue arrives with its issue). */
@Global()
@WebApiRoutes(catalogRoutes)
@Module({
  providers: [PriceScope, ProductCache, ProductLocator, ProductReader, ProductWriter, ProductRepository],
  exports: [PriceScope, ProductCache, ProductLocator, ProductReader, ProductRepository],
})
export class CatalogModule {}
