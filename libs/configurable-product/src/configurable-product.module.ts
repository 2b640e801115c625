import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { configurableProductRoutes } from './webapi';

/**
 * Magento_ConfigurableProduct: configurable options, children, variation generation, and the product extension attributes configurable_product_options / configurable_product_links.
 */
@Global()
@WebApiRoutes(configurableProductRoutes)
@Module({
  providers: [],
  exports: [],
})
export class ConfigurableProductModule {}
