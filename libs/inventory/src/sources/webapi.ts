import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import {
  OptionalSearchCriteriaInput,
  SourceCodeInput,
  SourceInput,
  SourceSaveInput,
  SourceUpdateInput,
  StockIdInput,
  StockInput,
  StockResolverInput,
  StockSaveInput,
  StockSourceLinkInput,
  StockSourceLinksInput,
  StockUpdateInput,
} from './dto/sources.input';
import { SourceRepository } from './services/source-repository';
import { StockRepository } from './services/stock-repository';
import { StockResolver } from './services/stock-resolver';
import { StockSourceLinks } from './services/stock-source-links';

const API = 'Magento\\InventoryApi\\Api\\';
const SOURCE = ['Magento_InventoryApi::source'];
const SOURCE_EDIT = ['Magento_InventoryApi::source_edit'];
const STOCK = ['Magento_InventoryApi::stock'];
const STOCK_EDIT = ['Magento_InventoryApi::stock_edit'];
const STOCK_DELETE = ['Magento_InventoryApi::stock_delete'];
const LINKS = ['Magento_InventoryApi::stock_source_link'];

/** Sources, stocks, stock–source links (Magento_InventoryApi) and the stock resolver (Magento_InventorySalesApi). */
export const sourcesRoutes: RouteDefinition[] = [
  route({
    method: 'GET', path: '/V1/inventory/sources', contract: `${API}SourceRepositoryInterface::getList`, acl: SOURCE,
    input: OptionalSearchCriteriaInput, output: searchResults(SourceInput),
    service: SourceRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'GET', path: '/V1/inventory/sources/:sourceCode', contract: `${API}SourceRepositoryInterface::get`, acl: SOURCE,
    input: SourceCodeInput, output: SourceInput, service: SourceRepository, handler: (s, ctx, i) => s.get(ctx, i.sourceCode),
  }),
  route({
    method: 'POST', path: '/V1/inventory/sources', contract: `${API}SourceRepositoryInterface::save`, acl: SOURCE_EDIT,
    input: SourceSaveInput, output: 'void', service: SourceRepository, handler: (s, ctx, i) => s.save(ctx, i.source),
  }),
  route({
    method: 'PUT', path: '/V1/inventory/sources/:sourceCode', contract: `${API}SourceRepositoryInterface::save`, acl: SOURCE_EDIT,
    input: SourceUpdateInput, output: 'void', service: SourceRepository, handler: (s, ctx, i) => s.save(ctx, i.source),
  }),
  route({
    method: 'GET', path: '/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId',
    contract: `${API}GetSourcesAssignedToStockOrderedByPriorityInterface::execute`, acl: SOURCE,
    input: StockIdInput, output: [SourceInput],
    service: SourceRepository, handler: (s, ctx, i) => s.getAssignedToStockOrderedByPriority(ctx, i.stockId),
  }),
  route({
    method: 'GET', path: '/V1/inventory/stocks', contract: `${API}StockRepositoryInterface::getList`, acl: STOCK,
    input: OptionalSearchCriteriaInput, output: searchResults(StockInput),
    service: StockRepository, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'GET', path: '/V1/inventory/stocks/:stockId', contract: `${API}StockRepositoryInterface::get`, acl: STOCK,
    input: StockIdInput, output: StockInput, service: StockRepository, handler: (s, ctx, i) => s.get(ctx, i.stockId),
  }),
  route({
    method: 'POST', path: '/V1/inventory/stocks', contract: `${API}StockRepositoryInterface::save`, acl: STOCK_EDIT,
    input: StockSaveInput, output: 'int', service: StockRepository, handler: (s, ctx, i) => s.save(ctx, i.stock),
  }),
  route({
    method: 'PUT', path: '/V1/inventory/stocks/:stockId', contract: `${API}StockRepositoryInterface::save`, acl: STOCK_EDIT,
    input: StockUpdateInput, output: 'int', service: StockRepository, handler: (s, ctx, i) => s.save(ctx, i.stock),
  }),
  route({
    method: 'DELETE', path: '/V1/inventory/stocks/:stockId', contract: `${API}StockRepositoryInterface::deleteById`, acl: STOCK_DELETE,
    input: StockIdInput, output: 'void', service: StockRepository, handler: (s, ctx, i) => s.deleteById(ctx, i.stockId),
  }),
  route({
    method: 'GET', path: '/V1/inventory/stock-source-links', contract: `${API}GetStockSourceLinksInterface::execute`, acl: LINKS,
    input: SearchCriteriaInput, output: searchResults(StockSourceLinkInput),
    service: StockSourceLinks, handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/inventory/stock-source-links', contract: `${API}StockSourceLinksSaveInterface::execute`, acl: LINKS,
    input: StockSourceLinksInput, output: 'void', service: StockSourceLinks, handler: (s, ctx, i) => s.save(ctx, i.links),
  }),
  route({
    method: 'POST', path: '/V1/inventory/stock-source-links-delete', contract: `${API}StockSourceLinksDeleteInterface::execute`, acl: LINKS,
    input: StockSourceLinksInput, output: 'void', service: StockSourceLinks, handler: (s, ctx, i) => s.delete(ctx, i.links),
  }),
  route({
    method: 'GET', path: '/V1/inventory/stock-resolver/:type/:code', contract: 'Magento\\InventorySalesApi\\Api\\StockResolverInterface::execute',
    acl: ['Magento_InventorySalesApi::stock'],
    input: StockResolverInput, output: StockInput, service: StockResolver, handler: (s, ctx, i) => s.execute(ctx, i.type, i.code),
  }),
];
