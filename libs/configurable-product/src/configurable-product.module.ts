import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { EavModule } from '@mercato/eav';
import { CatalogModule } from '@mercato/catalog';
import './dto/option.input';
import { configurableProductRoutes } from './webapi';
import { ConfigurableData } from './services/configurable-data';
import { ConfigurableProductPart } from './services/configurable-product-part';
import { LinkManagement } from './services/link-management';
import { OptionRepository } from './services/option-repository';
import { OptionRules } from './services/option-rules';
import { VariationBuilder } from './services/variation-builder';

/**
 * Magento_ConfigurableProduct: configurable options, children, variation generation, and the
 * product extension attributes configurable_product_options / configurable_product_links (a
 * product part; importing ./dto/option.input declares them on ProductExtensionInput).
 */
@WebApiRoutes(configurableProductRoutes)
@Module({
  imports: [EavModule, CatalogModule],
  providers: [ConfigurableData, OptionRules, ConfigurableProductPart, OptionRepository, LinkManagement, VariationBuilder],
  exports: [ConfigurableData],
})
export class ConfigurableProductModule {}
