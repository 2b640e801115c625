import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { galleryRoutes } from './webapi';
import { GalleryManagement } from './services/gallery-management';
import { GalleryWriter } from './services/gallery-writer';
import { MediaAttributeManagement } from './services/media-attribute-management';
import { MediaFiles } from './services/media-files';
import { MediaGalleryPart } from './services/media-gallery-part';

/**
 * Media gallery: entries, roles, files under DATA_DIR/media, media types (Magento_Catalog ProductAttributeMediaGalleryManagement).
 * Area of the catalog module: its routes, providers and migrations are spread into
 * ../catalog.module.ts and ../migrations.
 */

/** Route declarations of this area. */
export const mediaRoutes: RouteDefinition[] = galleryRoutes;
/** Providers of this area (MediaGalleryPart is one of the ProductParts). */
export const mediaProviders: Provider[] = [MediaFiles, GalleryWriter, MediaGalleryPart, GalleryManagement, MediaAttributeManagement];
/** Providers other areas and libs may inject. */
export const mediaExports: Provider[] = [MediaFiles, GalleryManagement];
export { mediaMigrations } from './migrations';
