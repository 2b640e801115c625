import { route, RouteDefinition } from '@mercato/platform';
import { ProductInput } from '@mercato/catalog';
import {
  BundleAddChildInput,
  BundleChildrenInput,
  BundleOptionIdInput,
  BundleOptionInput,
  BundleOptionSaveInput,
  BundleOptionTypeData,
  BundleOptionUpdateInput,
  BundleRemoveChildInput,
  BundleSaveChildInput,
  BundleSkuInput,
} from './dto/bundle-option.input';
import { BundleLinkManagement } from './services/bundle-link-management';
import { BundleOptionManagement } from './services/bundle-option-management';
import { BundleOptionRepository } from './services/bundle-option-repository';
import { BundleOptionTypeList } from './services/option-type-list';

const PRODUCTS = ['Magento_Catalog::products'];
const API = 'Magento\\Bundle\\Api\\';

/** Bundle's web API routes (Magento etc/webapi.xml). */
export const bundleRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/bundle-products/:sku/links/:optionId',
    contract: `${API}ProductLinkManagementInterface::addChildByProductSku`,
    acl: PRODUCTS,
    input: BundleAddChildInput,
    output: 'int',
    service: BundleLinkManagement,
    handler: (s, ctx, i) => s.addChildByProductSku(ctx, i.sku, i.optionId, i.linkedProduct),
  }),
  route({
    method: 'PUT',
    path: '/V1/bundle-products/:sku/links/:id',
    contract: `${API}ProductLinkManagementInterface::saveChild`,
    acl: PRODUCTS,
    input: BundleSaveChildInput,
    output: 'bool',
    service: BundleLinkManagement,
    handler: (s, ctx, i) => s.saveChild(ctx, i.sku, i.id, i.linkedProduct),
  }),
  route({
    method: 'GET',
    path: '/V1/bundle-products/:productSku/children',
    contract: `${API}ProductLinkManagementInterface::getChildren`,
    acl: PRODUCTS,
    input: BundleChildrenInput,
    output: [ProductInput],
    service: BundleLinkManagement,
    handler: (s, ctx, i) => s.getChildren(ctx, i.productSku, i.optionId),
  }),
  route({
    method: 'DELETE',
    path: '/V1/bundle-products/:sku/options/:optionId/children/:childSku',
    contract: `${API}ProductLinkManagementInterface::removeChild`,
    acl: PRODUCTS,
    input: BundleRemoveChildInput,
    output: 'bool',
    service: BundleLinkManagement,
    handler: (s, ctx, i) => s.removeChild(ctx, i.sku, i.optionId, i.childSku),
  }),
  route({
    method: 'GET',
    path: '/V1/bundle-products/:sku/options/all',
    contract: `${API}ProductOptionRepositoryInterface::getList`,
    acl: PRODUCTS,
    input: BundleSkuInput,
    output: [BundleOptionInput],
    service: BundleOptionRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.sku),
  }),
  route({
    method: 'GET',
    path: '/V1/bundle-products/options/types',
    contract: `${API}ProductOptionTypeListInterface::getItems`,
    acl: PRODUCTS,
    output: [BundleOptionTypeData],
    service: BundleOptionTypeList,
    handler: (s) => s.getItems(),
  }),
  route({
    method: 'GET',
    path: '/V1/bundle-products/:sku/options/:optionId',
    contract: `${API}ProductOptionRepositoryInterface::get`,
    acl: PRODUCTS,
    input: BundleOptionIdInput,
    output: BundleOptionInput,
    service: BundleOptionRepository,
    handler: (s, ctx, i) => s.get(ctx, i.sku, i.optionId),
  }),
  route({
    method: 'POST',
    path: '/V1/bundle-products/options/add',
    contract: `${API}ProductOptionManagementInterface::save`,
    acl: PRODUCTS,
    input: BundleOptionSaveInput,
    output: 'int',
    service: BundleOptionManagement,
    handler: (s, ctx, i) => s.save(ctx, i.option),
  }),
  route({
    method: 'PUT',
    path: '/V1/bundle-products/options/:optionId',
    contract: `${API}ProductOptionManagementInterface::save`,
    acl: PRODUCTS,
    input: BundleOptionUpdateInput,
    output: 'int',
    service: BundleOptionManagement,
    handler: (s, ctx, i) => s.save(ctx, i.option, i.optionId),
  }),
  route({
    method: 'DELETE',
    path: '/V1/bundle-products/:sku/options/:optionId',
    contract: `${API}ProductOptionRepositoryInterface::deleteById`,
    acl: PRODUCTS,
    input: BundleOptionIdInput,
    output: 'bool',
    service: BundleOptionRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.sku, i.optionId),
  }),
];
