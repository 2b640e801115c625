import { route, RouteDefinition } from '@mercato/platform';
import {
  GalleryCreateInput,
  GalleryEntryIdInput,
  GalleryEntryInput,
  GallerySkuInput,
  GalleryUpdateInput,
  MediaTypesInput,
} from './dto/media.input';
import { GalleryManagement } from './services/gallery-management';
import { MediaAttributeManagement } from './services/media-attribute-management';
import { ProductAttributeData } from '../attributes/dto/attribute.input';

const API = 'Magento\\Catalog\\Api\\';
const GALLERY = `${API}ProductAttributeMediaGalleryManagementInterface`;
const CATALOG = ['Magento_Catalog::catalog'];
const ATTRIBUTES = ['Magento_Catalog::attributes_attributes'];

/** Magento_Catalog's media routes (etc/webapi.xml), with Magento's ACL resources. */
export const galleryRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/products/media/types/:attributeSetName',
    contract: `${API}ProductMediaAttributeManagementInterface::getList`,
    acl: ATTRIBUTES,
    input: MediaTypesInput,
    output: [ProductAttributeData],
    service: MediaAttributeManagement,
    handler: (s, ctx, i) => s.getList(ctx, i.attributeSetName),
  }),
  route({
    method: 'GET',
    path: '/V1/products/:sku/media',
    contract: `${GALLERY}::getList`,
    acl: CATALOG,
    input: GallerySkuInput,
    output: [GalleryEntryInput],
    service: GalleryManagement,
    handler: (s, ctx, i) => s.getList(ctx, i.sku),
  }),
  route({
    method: 'GET',
    path: '/V1/products/:sku/media/:entryId',
    contract: `${GALLERY}::get`,
    acl: ATTRIBUTES,
    input: GalleryEntryIdInput,
    output: GalleryEntryInput,
    service: GalleryManagement,
    handler: (s, ctx, i) => s.get(ctx, i.sku, i.entryId),
  }),
  route({
    method: 'POST',
    path: '/V1/products/:sku/media',
    contract: `${GALLERY}::create`,
    acl: CATALOG,
    input: GalleryCreateInput,
    output: 'int',
    service: GalleryManagement,
    handler: (s, ctx, i) => s.create(ctx, i.sku, i.entry),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/:sku/media/:entryId',
    contract: `${GALLERY}::update`,
    acl: CATALOG,
    input: GalleryUpdateInput,
    output: 'bool',
    service: GalleryManagement,
    handler: (s, ctx, i) => s.update(ctx, i.sku, i.entry, i.entryId),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/:sku/media/:entryId',
    contract: `${GALLERY}::remove`,
    acl: CATALOG,
    input: GalleryEntryIdInput,
    output: 'bool',
    service: GalleryManagement,
    handler: (s, ctx, i) => s.remove(ctx, i.sku, i.entryId),
  }),
];
