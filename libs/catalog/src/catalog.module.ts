import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { EavModule } from '@mercato/eav';
import { CustomerModule } from '@mercato/customer';
import { MediaStorageModule } from '@mercato/media-storage';
import { PriceScope } from './services/price-scope';
import { FinalPrices } from './services/final-prices';
import { ProductCache } from './services/product-cache';
import { ProductLocator } from './services/product-locator';
import { ProductReader } from './services/product-reader';
import { ProductRepository } from './services/product-repository';
import { ProductSavePlanner } from './services/product-save-planner';
import { ProductWriter } from './services/product-writer';
import { ProductParts } from './services/product-parts';
import { ProductStockPort } from './services/product-stock';
import { ProductPriceValues } from './services/product-price-values';
import { ProductRowWriter } from './services/product-row-writer';
import { SetAttributes } from './services/set-attributes';
import { catalogRoutes } from './webapi';
import { attributeSetsExports, attributeSetsProviders, attributeSetsRoutes } from './attribute-sets';
import { attributesExports, attributesProviders, attributesRoutes } from './attributes';
import { categoriesExports, categoriesProviders, categoriesRoutes } from './categories';
import { mediaExports, mediaProviders, mediaRoutes } from './media';
import { optionsExports, optionsProviders, optionsRoutes } from './options';
import { linksExports, linksProviders, linksRoutes } from './links';
import { tierPricesExports, tierPricesProviders, tierPricesRoutes } from './tier-prices';
import { renderExports, renderProviders, renderRoutes } from './render';

/**
 * Magento_Catalog: products (services/; other areas and libs add their parts through ProductParts),
 * categories (categories/), product and category attributes
 * with their options (attributes/), attribute sets and groups (attribute-sets/), media (media/),
 * custom options (options/), links and websites (links/), group tier prices (tier-prices/) and
 * products-render-info (render/).
 */
@WebApiRoutes([
  ...catalogRoutes,
  ...categoriesRoutes,
  ...attributesRoutes,
  ...attributeSetsRoutes,
  ...mediaRoutes,
  ...optionsRoutes,
  ...linksRoutes,
  ...tierPricesRoutes,
  ...renderRoutes,
])
@Module({
  imports: [StoreModule, EavModule, CustomerModule, MediaStorageModule],
  providers: [
    ProductParts,
    ProductStockPort,
    ProductPriceValues,
    ProductRowWriter,
    PriceScope,
    FinalPrices,
    ProductCache,
    ProductLocator,
    ProductReader,
    ProductSavePlanner,
    ProductWriter,
    ProductRepository,
    SetAttributes,
    ...categoriesProviders,
    ...attributesProviders,
    ...attributeSetsProviders,
    ...mediaProviders,
    ...optionsProviders,
    ...linksProviders,
    ...tierPricesProviders,
    ...renderProviders,
  ],
  exports: [
    ProductParts,
    ProductStockPort,
    ProductPriceValues,
    ProductRowWriter,
    PriceScope,
    FinalPrices,
    ProductCache,
    ProductLocator,
    ProductReader,
    ProductRepository,
    ...categoriesExports,
    ...attributesExports,
    ...attributeSetsExports,
    ...mediaExports,
    ...optionsExports,
    ...linksExports,
    ...tierPricesExports,
    ...renderExports,
  ],
})
export class CatalogModule {}
