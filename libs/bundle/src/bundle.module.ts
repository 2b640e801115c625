import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { bundleRoutes } from './webapi';

/**
 * Magento_Bundle: bundle options and their links (children with qty and price), option types, and the product extension attribute bundle_product_options.
 */
@Global()
@WebApiRoutes(bundleRoutes)
@Module({
  providers: [],
  exports: [],
})
export class BundleModule {}
