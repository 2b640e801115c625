import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { ProductLinkManagement } from './product-link-management';
import { ProductLinkRepository } from './product-link-repository';
import { ProductLinkStore } from './product-link-store';
import { ProductLinkTypeList } from './product-link-types';
import { ProductLinksPart } from './product-links-part';
import { ProductLookup } from './product-lookup';
import { ProductWebsiteLinks } from './product-website-links';
import { productLinkRoutes } from './webapi';

/**
 * Product links (related, up-sell, cross-sell), link types and attributes, and websites per product (Magento_Catalog
 * ProductLinkManagement, ProductWebsiteLinkRepository).
 * Area of the catalog module: its routes, providers and migrations are spread into
 * ../catalog.module.ts and ../migrations.
 */

/** Route declarations of this area. */
export const linksRoutes: RouteDefinition[] = productLinkRoutes;
/** Providers of this area (ProductLinksPart adds `product_links` to ProductParts). */
export const linksProviders: Provider[] = [
  ProductLinkStore,
  ProductLookup,
  ProductLinkTypeList,
  ProductLinkManagement,
  ProductLinkRepository,
  ProductWebsiteLinks,
  ProductLinksPart,
];
/** Providers other areas and libs may inject. */
export const linksExports: Provider[] = [ProductLinkManagement, ProductLinkRepository, ProductWebsiteLinks];
export { linksMigrations } from './migrations';
export { ProductLinkInput, ProductLinkExtensionInput } from './dto/product-link.input';
