import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { PriceScope } from './services/price-scope';
import { ProductLocator } from './services/product-locator';
import { ProductReader } from './services/product-reader';
import { ProductRepository } from './services/product-repository';
import { ProductWriter } from './services/product-writer';
import { catalogRoutes } from './webapi';

/** Magento_Catalog: products (the rest of the catalogue arrives with its issue). */
@Global()
@WebApiRoutes(catalogRoutes)
@Module({
  providers: [PriceScope, ProductLocator, ProductReader, ProductWriter, ProductRepository],
  exports: [PriceScope, ProductLocator, ProductReader, ProductRepository],
})
export class CatalogModule {}
