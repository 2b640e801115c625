import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { EavModule } from '@mercato/eav';
import { CatalogModule } from '@mercato/catalog';
import { MediaStorageModule } from '@mercato/media-storage';
import './dto/product-extension';
import { DownloadableDomains } from './services/downloadable-domains';
import { DownloadableFiles } from './services/downloadable-files';
import { DownloadableProductPart } from './services/downloadable-product-part';
import { DownloadableReader } from './services/downloadable-reader';
import { LinkRepository } from './services/link-repository';
import { LinkValidator } from './services/link-validator';
import { LinkWriter } from './services/link-writer';
import { ProductOptionFlags } from './services/product-option-flags';
import { ResourceValidator } from './services/resource-validator';
import { SampleRepository } from './services/sample-repository';
import { SampleValidator } from './services/sample-validator';
import { SampleWriter } from './services/sample-writer';
import { downloadableRoutes } from './webapi';

/**
 * Magento_Downloadable: downloadable links and samples (URL or file), and the product extension
 * attributes downloadable_product_links / downloadable_product_samples (DownloadableProductPart).
 */
@WebApiRoutes(downloadableRoutes)
@Module({
  imports: [StoreModule, EavModule, CatalogModule, MediaStorageModule],
  providers: [
    DownloadableFiles,
    DownloadableDomains,
    DownloadableReader,
    ResourceValidator,
    LinkValidator,
    SampleValidator,
    LinkWriter,
    SampleWriter,
    ProductOptionFlags,
    LinkRepository,
    SampleRepository,
    DownloadableProductPart,
  ],
  exports: [LinkRepository, SampleRepository, DownloadableDomains],
})
export class DownloadableModule {}
