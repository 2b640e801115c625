import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { BlockData, BlockIdInput, BlockSaveInput, BlockUpdateInput } from './dto/block.input';
import { PageData, PageIdInput, PageSaveInput, PageUpdateInput } from './dto/page.input';
import { BlockRepository } from './services/block-repository';
import { PageRepository } from './services/page-repository';

const API = 'Magento\\Cms\\Api\\';
const PAGES = `${API}PageRepositoryInterface`;
const BLOCKS = `${API}BlockRepositoryInterface`;
const BLOCK_ACL = ['Magento_Cms::block'];

/** Magento_Cms's web API routes (etc/webapi.xml): CMS pages and blocks. */
export const cmsRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/cmsPage/:pageId',
    contract: `${PAGES}::getById`,
    acl: ['Magento_Cms::page'],
    input: PageIdInput,
    output: PageData,
    service: PageRepository,
    handler: (s, ctx, i) => s.getById(ctx, i.pageId),
  }),
  route({
    method: 'GET',
    path: '/V1/cmsPage/search',
    contract: `${PAGES}::getList`,
    acl: ['Magento_Cms::page'],
    input: SearchCriteriaInput,
    output: searchResults(PageData),
    service: PageRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST',
    path: '/V1/cmsPage',
    contract: `${PAGES}::save`,
    acl: ['Magento_Cms::save'],
    input: PageSaveInput,
    output: PageData,
    service: PageRepository,
    handler: (s, ctx, i) => s.save(ctx, i.page),
  }),
  route({
    method: 'PUT',
    path: '/V1/cmsPage/:id',
    contract: `${PAGES}::save`,
    acl: ['Magento_Cms::save'],
    input: PageUpdateInput,
    output: PageData,
    service: PageRepository,
    handler: (s, ctx, i) => s.save(ctx, i.page),
  }),
  route({
    method: 'DELETE',
    path: '/V1/cmsPage/:pageId',
    contract: `${PAGES}::deleteById`,
    acl: ['Magento_Cms::page_delete'],
    input: PageIdInput,
    output: 'bool',
    service: PageRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.pageId),
  }),
  route({
    method: 'GET',
    path: '/V1/cmsBlock/:blockId',
    contract: `${BLOCKS}::getById`,
    acl: BLOCK_ACL,
    input: BlockIdInput,
    output: BlockData,
    service: BlockRepository,
    handler: (s, ctx, i) => s.getById(ctx, i.blockId),
  }),
  route({
    method: 'GET',
    path: '/V1/cmsBlock/search',
    contract: `${BLOCKS}::getList`,
    acl: BLOCK_ACL,
    input: SearchCriteriaInput,
    output: searchResults(BlockData),
    service: BlockRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST',
    path: '/V1/cmsBlock',
    contract: `${BLOCKS}::save`,
    acl: BLOCK_ACL,
    input: BlockSaveInput,
    output: BlockData,
    service: BlockRepository,
    handler: (s, ctx, i) => s.save(ctx, i.block),
  }),
  route({
    method: 'PUT',
    path: '/V1/cmsBlock/:id',
    contract: `${BLOCKS}::save`,
    acl: BLOCK_ACL,
    input: BlockUpdateInput,
    output: BlockData,
    service: BlockRepository,
    handler: (s, ctx, i) => s.save(ctx, i.block),
  }),
  route({
    method: 'DELETE',
    path: '/V1/cmsBlock/:blockId',
    contract: `${BLOCKS}::deleteById`,
    acl: BLOCK_ACL,
    input: BlockIdInput,
    output: 'bool',
    service: BlockRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.blockId),
  }),
];
