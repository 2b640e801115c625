import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { productLinkEntities } from './entities';
import { ProductLinkManagement } from './product-link-management';
import { ProductLinkRepository } from './product-link-repository';
import { ProductLinkStore } from './product-link-store';
import { ProductLinkTypeList } from './product-link-types';
import { ProductLinksPart } from './product-links.part';
import { ProductLookup } from './product-lookup';
import { ProductWebsiteLinks } from './product-website-links';
import { productLinkRoutes } from './routes';

/**
 * Product links (related, up-sell, cross-sell), link types and attributes, and websites per product (Magento_Catalog
 * ProductLinkManagement, ProductWebsiteLinkRepository).
 * Area of the catalog module: its routes, providers, entities and migrations are spread into
 * ../catalog.module.ts, ../entities and ../migrations.
 */

/** Route declarations of this area. */
export const linksRoutes: RouteDefinition[] = productLinkRoutes;
/** Providers of this area (ProductLinksPart registers `product_links` with ProductParts). */
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
/** TypeORM entities of this area (must match its migrations). */
export const linksEntities: Function[] = productLinkEntities;
export { linksMigrations } from './migrations';
export { ProductLinkInput, ProductLinkExtensionInput } from './dto/product-link.input';
