import { route, RouteDefinition } from '@mercato/platform';
import { ProductInput } from '@mercato/catalog';
import {
  AddChildInput,
  ConfigurableSkuInput,
  GenerateVariationInput,
  OptionIdInput,
  OptionSaveInput,
  OptionUpdateInput,
  RemoveChildInput,
} from './dto/route.input';
import { LinkManagement } from './services/link-management';
import { OptionRepository } from './services/option-repository';
import { VariationBuilder } from './services/variation-builder';
import { OptionInput } from './dto/option.input';

const API = 'Magento\\ConfigurableProduct\\Api\\';
const PRODUCTS = ['Magento_Catalog::products'];

/** ConfigurableProduct's web API routes (Magento etc/webapi.xml). */
export const configurableProductRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/configurable-products/:sku/children',
    contract: `${API}LinkManagementInterface::getChildren`,
    acl: PRODUCTS,
    input: ConfigurableSkuInput,
    output: [ProductInput],
    service: LinkManagement,
    handler: (s, ctx, i) => s.getChildren(ctx, i.sku),
  }),
  route({
    method: 'DELETE',
    path: '/V1/configurable-products/:sku/children/:childSku',
    contract: `${API}LinkManagementInterface::removeChild`,
    acl: PRODUCTS,
    input: RemoveChildInput,
    output: 'bool',
    service: LinkManagement,
    handler: (s, ctx, i) => s.removeChild(ctx, i.sku, i.childSku),
  }),
  route({
    method: 'PUT',
    path: '/V1/configurable-products/variation',
    contract: `${API}ConfigurableProductManagementInterface::generateVariation`,
    acl: PRODUCTS,
    input: GenerateVariationInput,
    output: [ProductInput],
    service: VariationBuilder,
    handler: (s, ctx, i) => s.generateVariation(ctx, i.product, i.options),
  }),
  route({
    method: 'POST',
    path: '/V1/configurable-products/:sku/child',
    contract: `${API}LinkManagementInterface::addChild`,
    acl: PRODUCTS,
    input: AddChildInput,
    output: 'bool',
    service: LinkManagement,
    handler: (s, ctx, i) => s.addChild(ctx, i.sku, i.childSku),
  }),
  route({
    method: 'GET',
    path: '/V1/configurable-products/:sku/options/:id',
    contract: `${API}OptionRepositoryInterface::get`,
    acl: PRODUCTS,
    input: OptionIdInput,
    output: OptionInput,
    service: OptionRepository,
    handler: (s, ctx, i) => s.get(ctx, i.sku, i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/configurable-products/:sku/options/all',
    contract: `${API}OptionRepositoryInterface::getList`,
    acl: PRODUCTS,
    input: ConfigurableSkuInput,
    output: [OptionInput],
    service: OptionRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.sku),
  }),
  route({
    method: 'POST',
    path: '/V1/configurable-products/:sku/options',
    contract: `${API}OptionRepositoryInterface::save`,
    acl: PRODUCTS,
    input: OptionSaveInput,
    output: 'int',
    service: OptionRepository,
    handler: (s, ctx, i) => s.save(ctx, i.sku, i.option),
  }),
  route({
    method: 'PUT',
    path: '/V1/configurable-products/:sku/options/:id',
    contract: `${API}OptionRepositoryInterface::save`,
    acl: PRODUCTS,
    input: OptionUpdateInput,
    output: 'int',
    service: OptionRepository,
    handler: (s, ctx, i) => s.save(ctx, i.sku, { ...i.option, id: i.id }),
  }),
  route({
    method: 'DELETE',
    path: '/V1/configurable-products/:sku/options/:id',
    contract: `${API}OptionRepositoryInterface::deleteById`,
    acl: PRODUCTS,
    input: OptionIdInput,
    output: 'bool',
    service: OptionRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.sku, i.id),
  }),
];
