import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import {
  CategoryData,
  CategoryGetInput,
  CategoryIdInput,
  CategoryLinkDeleteInput,
  CategoryLinkSaveInput,
  CategoryMoveInput,
  CategoryProductLinkData,
  CategorySaveInput,
  CategoryTreeInput,
  CategoryUpdateInput,
} from './dto/category.input';
import { CategoryLinks } from './category-links';
import { CategoryManagement } from './category-management';
import { CategoryRepository } from './category-repository';
import { CategoryTreeData } from '../dto/types.output';

const CATEGORIES = ['Magento_Catalog::categories'];
const API = 'Magento\\Catalog\\Api\\';

/** Magento_Catalog's category routes (etc/webapi.xml). */
export const categoryRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/categories',
    contract: `${API}CategoryManagementInterface::getTree`,
    acl: CATEGORIES,
    input: CategoryTreeInput,
    output: CategoryTreeData,
    service: CategoryManagement,
    handler: (s, ctx, i) => s.getTree(ctx, i.rootCategoryId, i.depth),
  }),
  route({
    method: 'GET',
    path: '/V1/categories/list',
    contract: `${API}CategoryListInterface::getList`,
    acl: CATEGORIES,
    input: SearchCriteriaInput,
    output: searchResults(CategoryData),
    service: CategoryRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'GET',
    path: '/V1/categories/:categoryId',
    contract: `${API}CategoryRepositoryInterface::get`,
    acl: CATEGORIES,
    input: CategoryGetInput,
    output: CategoryData,
    service: CategoryRepository,
    handler: (s, ctx, i) => s.get(ctx, i.categoryId, i.storeId),
  }),
  route({
    method: 'POST',
    path: '/V1/categories',
    contract: `${API}CategoryRepositoryInterface::save`,
    acl: CATEGORIES,
    input: CategorySaveInput,
    output: CategoryData,
    service: CategoryRepository,
    handler: (s, ctx, i) => s.save(ctx, i.category),
  }),
  route({
    method: 'PUT',
    path: '/V1/categories/:id',
    contract: `${API}CategoryRepositoryInterface::save`,
    acl: CATEGORIES,
    input: CategoryUpdateInput,
    output: CategoryData,
    service: CategoryRepository,
    handler: (s, ctx, i) => s.save(ctx, i.category, Number(i.id)),
  }),
  route({
    method: 'DELETE',
    path: '/V1/categories/:categoryId',
    contract: `${API}CategoryRepositoryInterface::deleteByIdentifier`,
    acl: CATEGORIES,
    input: CategoryIdInput,
    output: 'bool',
    service: CategoryRepository,
    handler: (s, ctx, i) => s.deleteByIdentifier(ctx, i.categoryId),
  }),
  route({
    method: 'PUT',
    path: '/V1/categories/:categoryId/move',
    contract: `${API}CategoryManagementInterface::move`,
    acl: CATEGORIES,
    input: CategoryMoveInput,
    output: 'bool',
    service: CategoryManagement,
    handler: (s, ctx, i) => s.move(ctx, i.categoryId, i.parentId, i.afterId),
  }),
  route({
    method: 'GET',
    path: '/V1/categories/:categoryId/products',
    contract: `${API}CategoryLinkManagementInterface::getAssignedProducts`,
    acl: CATEGORIES,
    input: CategoryIdInput,
    output: [CategoryProductLinkData],
    service: CategoryLinks,
    handler: (s, ctx, i) => s.getAssignedProducts(ctx, i.categoryId),
  }),
  route({
    method: 'POST',
    path: '/V1/categories/:categoryId/products',
    contract: `${API}CategoryLinkRepositoryInterface::save`,
    acl: CATEGORIES,
    input: CategoryLinkSaveInput,
    output: 'bool',
    service: CategoryLinks,
    handler: (s, ctx, i) => s.save(ctx, i.categoryId, i.productLink),
    batch: (s, ctx, inputs) =>
      s.saveMany(
        ctx,
        inputs.map((i) => ({ categoryId: i.categoryId, link: i.productLink })),
      ),
  }),
  route({
    method: 'PUT',
    path: '/V1/categories/:categoryId/products',
    contract: `${API}CategoryLinkRepositoryInterface::save`,
    acl: CATEGORIES,
    input: CategoryLinkSaveInput,
    output: 'bool',
    service: CategoryLinks,
    handler: (s, ctx, i) => s.save(ctx, i.categoryId, i.productLink),
    batch: (s, ctx, inputs) =>
      s.saveMany(
        ctx,
        inputs.map((i) => ({ categoryId: i.categoryId, link: i.productLink })),
      ),
  }),
  route({
    method: 'DELETE',
    path: '/V1/categories/:categoryId/products/:sku',
    contract: `${API}CategoryLinkRepositoryInterface::deleteByIds`,
    acl: CATEGORIES,
    input: CategoryLinkDeleteInput,
    output: 'bool',
    service: CategoryLinks,
    handler: (s, ctx, i) => s.deleteByIds(ctx, i.categoryId, i.sku),
    batch: (s, ctx, inputs) =>
      s.deleteMany(
        ctx,
        inputs.map((i) => ({ categoryId: i.categoryId, sku: i.sku })),
      ),
  }),
];
