import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { downloadableRoutes } from './webapi';

/**
 * Magento_Downloadable: downloadable links and samples (URL or file), and the product extension attributes downloadable_product_links / downloadable_product_samples.
 */
@Global()
@WebApiRoutes(downloadableRoutes)
@Module({
  providers: [],
  exports: [],
})
export class DownloadableModule {}
