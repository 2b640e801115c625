import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { AttributeCodeInput, AttributeOptionData, AttributeSaveInput, AttributeUpdateInput, OptionAddInput, OptionIdInput, OptionUpdateInput, ProductAttributeData } from './dto/attribute.input';
import { CategoryAttributeRepository } from './services/category-attribute-repository';
import { ProductAttributeRepository } from './services/product-attribute-repository';
import { ProductAttributeTypeData } from '../dto/types.output';

const ATTRIBUTES = ['Magento_Catalog::attributes_attributes'];
const API = 'Magento\\Catalog\\Api\\';

/** Route declarations of this area (see ../catalog.module.ts): product and category attributes and their options. */
export const attributesRoutes: RouteDefinition[] = [
  route({
    method: 'GET', path: '/V1/products/attributes/types', contract: `${API}ProductAttributeTypesListInterface::getItems`, acl: ATTRIBUTES,
    output: [ProductAttributeTypeData],
    service: ProductAttributeRepository, handler: (s) => s.types(),
  }),
  route({
    method: 'GET', path: '/V1/products/attributes/:attributeCode', contract: `${API}ProductAttributeRepositoryInterface::get`, acl: ATTRIBUTES,
    input: AttributeCodeInput, output: ProductAttributeData,
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.get(ctx, i.attributeCode),
  }),
  route({
    method: 'GET', path: '/V1/products/attributes', contract: `${API}ProductAttributeRepositoryInterface::getList`, acl: ATTRIBUTES,
    input: SearchCriteriaInput, output: searchResults(ProductAttributeData),
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/products/attributes', contract: `${API}ProductAttributeRepositoryInterface::save`, acl: ATTRIBUTES,
    input: AttributeSaveInput, output: ProductAttributeData,
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.save(ctx, i.attribute),
  }),
  route({
    method: 'PUT', path: '/V1/products/attributes/:attributeCode', contract: `${API}ProductAttributeRepositoryInterface::save`, acl: ATTRIBUTES,
    input: AttributeUpdateInput, output: ProductAttributeData,
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.save(ctx, i.attribute, i.attributeCode),
  }),
  route({
    method: 'DELETE', path: '/V1/products/attributes/:attributeCode', contract: `${API}ProductAttributeRepositoryInterface::deleteById`, acl: ATTRIBUTES,
    input: AttributeCodeInput, output: 'bool',
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.attributeCode),
  }),
  route({
    method: 'GET', path: '/V1/products/attributes/:attributeCode/options', contract: `${API}ProductAttributeOptionManagementInterface::getItems`, acl: ATTRIBUTES,
    input: AttributeCodeInput, output: [AttributeOptionData],
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.options(ctx, i.attributeCode),
  }),
  route({
    method: 'POST', path: '/V1/products/attributes/:attributeCode/options', contract: `${API}ProductAttributeOptionManagementInterface::add`, acl: ATTRIBUTES,
    input: OptionAddInput, output: 'string',
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.addOption(ctx, i.attributeCode, i.option),
  }),
  route({
    method: 'PUT', path: '/V1/products/attributes/:attributeCode/options/:optionId', contract: `${API}ProductAttributeOptionUpdateInterface::update`, acl: ATTRIBUTES,
    input: OptionUpdateInput, output: 'bool',
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.updateOption(ctx, i.attributeCode, i.optionId, i.option),
  }),
  route({
    method: 'DELETE', path: '/V1/products/attributes/:attributeCode/options/:optionId', contract: `${API}ProductAttributeOptionManagementInterface::delete`, acl: ATTRIBUTES,
    input: OptionIdInput, output: 'bool',
    service: ProductAttributeRepository, handler: (s, ctx, i) => s.deleteOption(ctx, i.attributeCode, i.optionId),
  }),
  // Static segments win over `:categoryId` in the route table, so these are not taken for /V1/categories/:categoryId.
  route({
    method: 'GET', path: '/V1/categories/attributes/:attributeCode', contract: `${API}CategoryAttributeRepositoryInterface::get`, acl: ATTRIBUTES,
    input: AttributeCodeInput, output: ProductAttributeData,
    service: CategoryAttributeRepository, handler: (s, ctx, i) => s.get(ctx, i.attributeCode),
  }),
  route({
    method: 'GET', path: '/V1/categories/attributes', contract: `${API}CategoryAttributeRepositoryInterface::getList`, acl: ATTRIBUTES,
    input: SearchCriteriaInput, output: searchResults(ProductAttributeData),
    service: CategoryAttributeRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'GET', path: '/V1/categories/attributes/:attributeCode/options', contract: `${API}CategoryAttributeOptionManagementInterface::getItems`, acl: ATTRIBUTES,
    input: AttributeCodeInput, output: [AttributeOptionData],
    service: CategoryAttributeRepository, handler: (s, ctx, i) => s.options(ctx, i.attributeCode),
  }),
];
