import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { EavModule } from '@mercato/eav';
import { CatalogModule } from '@mercato/catalog';
import './dto/product-extension';
import { BundleCatalog } from './services/bundle-catalog';
import { BundlePricing } from './services/bundle-choice';
import { BundleLinkManagement } from './services/bundle-link-management';
import { BundleOptionManagement } from './services/bundle-option-management';
import { BundleOptionRepository } from './services/bundle-option-repository';
import { BundlePlanner } from './services/bundle-planner';
import { BundleProductPart } from './services/bundle-product-part';
import { BundleWriter } from './services/bundle-writer';
import { BundleOptionTypeList } from './services/option-type-list';
import { bundleRoutes } from './webapi';

/**
 * Magento_Bundle: bundle options and their links (children with qty and price), option types, and the product extension attribute
 * bundle_product_options.
 */
@WebApiRoutes(bundleRoutes)
@Module({
  imports: [EavModule, CatalogModule],
  providers: [
    BundleCatalog,
    BundlePlanner,
    BundleWriter,
    BundleProductPart,
    BundleOptionTypeList,
    BundleOptionRepository,
    BundleOptionManagement,
    BundleLinkManagement,
    BundlePricing,
  ],
  exports: [BundleCatalog, BundlePricing],
})
export class BundleModule {}
