import { DataInterface, Field } from '@mercato/platform';

// --- Data interfaces ------------------------------------------------------------------------------

@DataInterface('Magento\\InventoryApi\\Api\\Data\\SourceItemInterface')
export class SourceItemInput {
  @Field('string') sku?: string | null;
  @Field('string') source_code?: string | null;
  @Field('float') quantity?: number | null;
  /** 1 in stock, 0 out of stock. */
  @Field('int') status?: number | null;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\InventoryLowQuantityNotificationApi\\Api\\Data\\SourceItemConfigurationInterface')
export class SourceItemConfigurationInput {
  @Field('string') source_code?: string | null;
  @Field('string') sku?: string | null;
  @Field('float') notify_stock_qty?: number | null;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\InventoryCatalogApi\\Api\\Data\\PartialInventoryTransferItemInterface')
export class PartialTransferItemInput {
  @Field('string') sku?: string | null;
  @Field('float') qty?: number | null;
}

/** CatalogInventory's legacy stock item; only the fields sent are merged into the stored item. */
@DataInterface('Magento\\CatalogInventory\\Api\\Data\\StockItemInterface')
export class StockItemInput {
  @Field('int') item_id?: number | null;
  @Field('int') product_id?: number | null;
  @Field('int') stock_id?: number | null;
  @Field('int') website_id?: number | null;
  @Field('float') qty?: number | null;
  @Field('bool') is_in_stock?: boolean | null;
  @Field('bool') is_qty_decimal?: boolean | null;
  @Field('bool') show_default_notification_message?: boolean | null;
  @Field('bool') use_config_min_qty?: boolean | null;
  @Field('float') min_qty?: number | null;
  @Field('int') use_config_min_sale_qty?: number | null;
  @Field('float') min_sale_qty?: number | null;
  @Field('bool') use_config_max_sale_qty?: boolean | null;
  @Field('float') max_sale_qty?: number | null;
  @Field('bool') use_config_backorders?: boolean | null;
  @Field('int') backorders?: number | null;
  @Field('bool') use_config_notify_stock_qty?: boolean | null;
  @Field('float') notify_stock_qty?: number | null;
  @Field('bool') use_config_qty_increments?: boolean | null;
  @Field('float') qty_increments?: number | null;
  @Field('bool') use_config_enable_qty_inc?: boolean | null;
  @Field('bool') enable_qty_increments?: boolean | null;
  @Field('bool') use_config_manage_stock?: boolean | null;
  @Field('bool') manage_stock?: boolean | null;
  @Field('string') low_stock_date?: string | null;
  @Field('bool') is_decimal_divided?: boolean | null;
  @Field('int') stock_status_changed_auto?: number | null;
  @Field('mixed') extension_attributes?: unknown;
}

// --- Argument sets --------------------------------------------------------------------------------

/** POST /V1/inventory/source-items, POST /V1/inventory/source-items-delete */
export class SourceItemsInput {
  @Field(() => SourceItemInput, { array: true, required: true }) sourceItems: SourceItemInput[];
}

/** POST /V1/inventory/bulk-product-source-assign and -unassign */
export class BulkAssignInput {
  @Field('string', { array: true, required: true }) skus: string[];
  @Field('string', { array: true, required: true }) sourceCodes: string[];
}

/** POST /V1/inventory/bulk-product-source-transfer */
export class BulkTransferInput {
  @Field('string', { array: true, required: true }) skus: string[];
  @Field('string', { required: true }) originSource: string;
  @Field('string', { required: true }) destinationSource: string;
  @Field('bool', { required: true }) unassignFromOrigin: boolean;
}

/** POST /V1/inventory/bulk-partial-source-transfer */
export class PartialTransferInput {
  @Field('string', { required: true }) originSourceCode: string;
  @Field('string', { required: true }) destinationSourceCode: string;
  @Field(() => PartialTransferItemInput, { array: true, required: true }) items: PartialTransferItemInput[];
}

/** GET /V1/inventory/low-quantity-notification/:sourceCode/:sku */
export class SourceItemConfigurationGetInput {
  @Field('string', { required: true }) sourceCode: string;
  @Field('string', { required: true }) sku: string;
}

/** POST /V1/inventory/low-quantity-notification */
export class SourceItemConfigurationsInput {
  @Field(() => SourceItemConfigurationInput, { array: true, required: true }) sourceItemConfigurations: SourceItemConfigurationInput[];
}

/** GET /V1/stockItems/:productSku, GET /V1/stockStatuses/:productSku */
export class StockItemBySkuInput {
  @Field('string', { required: true }) productSku: string;
  @Field('int') scopeId?: number;
}

/** PUT /V1/products/:productSku/stockItems/:itemId */
export class StockItemUpdateInput {
  @Field('string', { required: true }) productSku: string;
  /** A path parameter only: it lands in `stockItem.item_id`, which is ignored when the product has an item. */
  @Field('string', { carriedBy: 'stockItem.item_id' }) itemId?: string;
  @Field(() => StockItemInput, { required: true }) stockItem: StockItemInput;
}

/** GET /V1/stockItems/lowStock/ */
export class LowStockItemsInput {
  @Field('int', { required: true }) scopeId: number;
  @Field('float', { required: true }) qty: number;
  @Field('int') currentPage?: number;
  @Field('int') pageSize?: number;
}
