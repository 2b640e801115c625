import { Coalescer, route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import {
  BulkAssignInput,
  BulkTransferInput,
  LowStockItemsInput,
  PartialTransferInput,
  SourceItemConfigurationGetInput,
  SourceItemConfigurationInput,
  SourceItemConfigurationsInput,
  SourceItemInput,
  SourceItemsInput,
  StockItemBySkuInput,
  StockItemInput,
  StockItemUpdateInput,
} from './dto/source-items.input';
import { StockItemCollectionData, StockStatusData } from './dto/source-items.output';
import { BulkInventoryService } from './services/bulk-inventory-service';
import { LowQuantityNotifications } from './services/low-quantity-notifications-service';
import { SourceItemsService } from './services/source-items-service';
import { StockRegistry } from './services/stock-registry-service';

const INVENTORY_API = 'Magento\\InventoryApi\\Api\\';
const CATALOG_API = 'Magento\\InventoryCatalogApi\\Api\\';
const LOW_QTY_API = 'Magento\\InventoryLowQuantityNotificationApi\\Api\\';
const LOW_QTY_ACL = 'Magento_InventoryLowQuantityNotificationApi::';
const STOCK_REGISTRY = 'Magento\\CatalogInventory\\Api\\StockRegistryInterface';
const PRODUCTS = ['Magento_Catalog::products'];
const CATALOG_INVENTORY = ['Magento_Catalog::catalog_inventory'];
const ASSIGN = ['Magento_InventoryApi::stock_source_item_assign'];

/**
 * Consecutive saves (or deletes) of source items in a bulk are one call over all their items, one
 * statement per table: a repeated item's last values win, as they do within one call and as they
 * would one operation after another. Each operation answers nothing (void).
 */
const mergeSourceItems: Coalescer<SourceItemsInput> = {
  merge: (inputs) => Object.assign(new SourceItemsInput(), { sourceItems: inputs.flatMap((i) => i.sourceItems) }),
  split: (_result, count) => Array.from({ length: count }, () => undefined),
};

/**
 * Source items (InventoryApi), bulk assign/unassign/transfer (InventoryCatalogApi), low-quantity
 * notifications (InventoryLowQuantityNotificationApi) and legacy stock items (CatalogInventory).
 */
export const sourceItemsRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/inventory/source-items',
    contract: `${INVENTORY_API}SourceItemRepositoryInterface::getList`,
    acl: ['Magento_InventoryApi::source'],
    input: SearchCriteriaInput,
    output: searchResults(SourceItemInput),
    service: SourceItemsService,
    handler: (s, _ctx, i) => s.getList(i.searchCriteria),
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/source-items',
    contract: `${INVENTORY_API}SourceItemsSaveInterface::execute`,
    acl: ASSIGN,
    input: SourceItemsInput,
    output: 'void',
    service: SourceItemsService,
    handler: (s, _ctx, i) => s.save(i.sourceItems),
    coalesce: mergeSourceItems,
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/source-items-delete',
    contract: `${INVENTORY_API}SourceItemsDeleteInterface::execute`,
    acl: ASSIGN,
    input: SourceItemsInput,
    output: 'void',
    service: SourceItemsService,
    handler: (s, _ctx, i) => s.delete(i.sourceItems),
    coalesce: mergeSourceItems,
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/bulk-product-source-assign',
    contract: `${CATALOG_API}BulkSourceAssignInterface::execute`,
    acl: PRODUCTS,
    input: BulkAssignInput,
    output: 'int',
    service: BulkInventoryService,
    handler: (s, _ctx, i) => s.assign(i.skus, i.sourceCodes),
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/bulk-product-source-unassign',
    contract: `${CATALOG_API}BulkSourceUnassignInterface::execute`,
    acl: PRODUCTS,
    input: BulkAssignInput,
    output: 'int',
    service: BulkInventoryService,
    handler: (s, _ctx, i) => s.unassign(i.skus, i.sourceCodes),
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/bulk-product-source-transfer',
    contract: `${CATALOG_API}BulkInventoryTransferInterface::execute`,
    acl: PRODUCTS,
    input: BulkTransferInput,
    output: 'bool',
    service: BulkInventoryService,
    handler: (s, _ctx, i) => s.transfer(i.skus, i.originSource, i.destinationSource, i.unassignFromOrigin),
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/bulk-partial-source-transfer',
    contract: `${CATALOG_API}BulkPartialInventoryTransferInterface::execute`,
    acl: PRODUCTS,
    input: PartialTransferInput,
    output: 'void',
    service: BulkInventoryService,
    handler: (s, _ctx, i) => s.partialTransfer(i.originSourceCode, i.destinationSourceCode, i.items),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/low-quantity-notification/:sourceCode/:sku',
    contract: `${LOW_QTY_API}GetSourceItemConfigurationInterface::execute`,
    acl: [`${LOW_QTY_ACL}low_quantity_notification`],
    input: SourceItemConfigurationGetInput,
    output: SourceItemConfigurationInput,
    service: LowQuantityNotifications,
    handler: (s, _ctx, i) => s.get(i.sourceCode, i.sku),
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/low-quantity-notification',
    contract: `${LOW_QTY_API}SourceItemConfigurationsSaveInterface::execute`,
    acl: [`${LOW_QTY_ACL}stock_create_low_quantity_notification`],
    input: SourceItemConfigurationsInput,
    output: 'void',
    service: LowQuantityNotifications,
    handler: (s, _ctx, i) => s.save(i.sourceItemConfigurations),
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/low-quantity-notifications-delete',
    contract: `${LOW_QTY_API}DeleteSourceItemsConfigurationInterface::execute`,
    acl: [`${LOW_QTY_ACL}stock_delete_low_quantity_notification`],
    input: SourceItemsInput,
    output: 'void',
    service: LowQuantityNotifications,
    handler: (s, _ctx, i) => s.delete(i.sourceItems),
  }),
  route({
    method: 'GET',
    path: '/V1/stockItems/:productSku',
    contract: `${STOCK_REGISTRY}::getStockItemBySku`,
    acl: CATALOG_INVENTORY,
    input: StockItemBySkuInput,
    output: StockItemInput,
    service: StockRegistry,
    handler: (s, _ctx, i) => s.getStockItemBySku(i.productSku),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/:productSku/stockItems/:itemId',
    contract: `${STOCK_REGISTRY}::updateStockItemBySku`,
    acl: CATALOG_INVENTORY,
    input: StockItemUpdateInput,
    output: 'int',
    service: StockRegistry,
    handler: (s, _ctx, i) => s.updateStockItemBySku(i.productSku, i.stockItem),
    batch: (s, _ctx, inputs) => s.updateStockItemsBySku(inputs.map((i) => ({ sku: i.productSku, stockItem: i.stockItem }))),
  }),
  route({
    method: 'GET',
    path: '/V1/stockItems/lowStock/',
    contract: `${STOCK_REGISTRY}::getLowStockItems`,
    acl: CATALOG_INVENTORY,
    input: LowStockItemsInput,
    output: StockItemCollectionData,
    service: StockRegistry,
    handler: (s, _ctx, i) => s.getLowStockItems(i.scopeId, i.qty, i.currentPage ?? 1, i.pageSize ?? 0),
  }),
  route({
    method: 'GET',
    path: '/V1/stockStatuses/:productSku',
    contract: `${STOCK_REGISTRY}::getStockStatusBySku`,
    acl: CATALOG_INVENTORY,
    input: StockItemBySkuInput,
    output: StockStatusData,
    service: StockRegistry,
    handler: (s, _ctx, i) => s.getStockStatusBySku(i.productSku),
  }),
];
