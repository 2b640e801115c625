import { route, RouteDefinition } from '@mercato/platform';
import {
  LinkTypeInput,
  ProductLinkDeleteInput,
  ProductLinkSaveInput,
  ProductLinksByTypeInput,
  ProductLinksSetInput,
  ProductWebsiteLinkDeleteInput,
  ProductWebsiteLinkSaveInput,
} from './dto/links.input';
import { ProductLinkManagement } from './product-link-management';
import { ProductLinkRepository } from './product-link-repository';
import { ProductLinkTypeList } from './product-link-types';
import { ProductWebsiteLinks } from './product-website-links';
import { ProductLinkAttributeData, ProductLinkTypeData } from '../dto/types.output';
import { ProductLinkInput } from './dto/product-link.input';

const API = 'Magento\\Catalog\\Api\\';
const CATALOG = ['Magento_Catalog::catalog'];
const PRODUCTS = ['Magento_Catalog::products'];

/** Magento_Catalog's product link and product website routes (etc/webapi.xml). */
export const productLinkRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/products/links/types',
    contract: `${API}ProductLinkTypeListInterface::getItems`,
    acl: CATALOG,
    output: [ProductLinkTypeData],
    service: ProductLinkTypeList,
    handler: (s) => s.getItems(),
  }),
  route({
    method: 'GET',
    path: '/V1/products/links/:type/attributes',
    contract: `${API}ProductLinkTypeListInterface::getItemAttributes`,
    acl: CATALOG,
    input: LinkTypeInput,
    output: [ProductLinkAttributeData],
    service: ProductLinkTypeList,
    handler: (s, _ctx, i) => s.getItemAttributes(i.type),
  }),
  route({
    method: 'GET',
    path: '/V1/products/:sku/links/:type',
    contract: `${API}ProductLinkManagementInterface::getLinkedItemsByType`,
    acl: CATALOG,
    input: ProductLinksByTypeInput,
    output: [ProductLinkInput],
    service: ProductLinkManagement,
    handler: (s, ctx, i) => s.getLinkedItemsByType(ctx, i.sku, i.type),
  }),
  route({
    method: 'POST',
    path: '/V1/products/:sku/links',
    contract: `${API}ProductLinkManagementInterface::setProductLinks`,
    acl: CATALOG,
    input: ProductLinksSetInput,
    output: 'bool',
    service: ProductLinkManagement,
    handler: (s, ctx, i) => s.setProductLinks(ctx, i.sku, i.items),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/:sku/links',
    contract: `${API}ProductLinkRepositoryInterface::save`,
    acl: CATALOG,
    input: ProductLinkSaveInput,
    output: 'bool',
    service: ProductLinkRepository,
    handler: (s, ctx, i) => s.save(ctx, i.entity),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/:sku/links/:type/:linkedProductSku',
    contract: `${API}ProductLinkRepositoryInterface::deleteById`,
    acl: CATALOG,
    input: ProductLinkDeleteInput,
    output: 'bool',
    service: ProductLinkRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.sku, i.type, i.linkedProductSku),
  }),
  route({
    method: 'POST',
    path: '/V1/products/:sku/websites',
    contract: `${API}ProductWebsiteLinkRepositoryInterface::save`,
    acl: PRODUCTS,
    input: ProductWebsiteLinkSaveInput,
    output: 'bool',
    service: ProductWebsiteLinks,
    handler: (s, ctx, i) => s.save(ctx, i.productWebsiteLink, i.sku),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/:sku/websites',
    contract: `${API}ProductWebsiteLinkRepositoryInterface::save`,
    acl: PRODUCTS,
    input: ProductWebsiteLinkSaveInput,
    output: 'bool',
    service: ProductWebsiteLinks,
    handler: (s, ctx, i) => s.save(ctx, i.productWebsiteLink, i.sku),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/:sku/websites/:websiteId',
    contract: `${API}ProductWebsiteLinkRepositoryInterface::deleteById`,
    acl: PRODUCTS,
    input: ProductWebsiteLinkDeleteInput,
    output: 'bool',
    service: ProductWebsiteLinks,
    handler: (s, ctx, i) => s.deleteById(ctx, i.sku, i.websiteId),
  }),
];
