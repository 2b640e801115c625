import { DataInterface, Field } from '@mercato/platform';

/** What the salability and source-selection routes answer (Magento's Inventory*Api data interfaces). */

@DataInterface('Magento\\InventorySalesApi\\Api\\Data\\IsProductSalableResultInterface')
export class IsProductSalableResultData {
  @Field('string') sku?: string;
  @Field('int') stock_id?: number;
  @Field('bool') salable?: boolean;
}

@DataInterface('Magento\\InventorySalesApi\\Api\\Data\\ProductSalabilityErrorInterface')
export class ProductSalabilityErrorData {
  @Field('string') code?: string;
  @Field('string') message?: string;
}

@DataInterface('Magento\\InventorySalesApi\\Api\\Data\\ProductSalableResultInterface')
export class ProductSalableResultData {
  @Field('bool') salable?: boolean;
  @Field(() => ProductSalabilityErrorData, { array: true }) errors?: ProductSalabilityErrorData[];
}

@DataInterface('Magento\\InventorySalesApi\\Api\\Data\\IsProductSalableForRequestedQtyResultInterface')
export class IsProductSalableForRequestedQtyResultData extends IsProductSalableResultData {
  @Field(() => ProductSalabilityErrorData, { array: true }) errors?: ProductSalabilityErrorData[];
}

@DataInterface('Magento\\InventorySourceSelectionApi\\Api\\Data\\SourceSelectionAlgorithmInterface')
export class SourceSelectionAlgorithmData {
  @Field('string') code?: string;
  @Field('string') title?: string;
  @Field('string') description?: string;
}

@DataInterface('Magento\\InventorySourceSelectionApi\\Api\\Data\\SourceSelectionItemInterface')
export class SourceSelectionItemData {
  @Field('string') source_code?: string;
  @Field('string') sku?: string;
  @Field('float') qty_to_deduct?: number;
  @Field('float') qty_available?: number;
}

@DataInterface('Magento\\InventorySourceSelectionApi\\Api\\Data\\SourceSelectionResultInterface')
export class SourceSelectionResultData {
  @Field(() => SourceSelectionItemData, { array: true }) source_selection_items?: SourceSelectionItemData[];
  @Field('bool') shippable?: boolean;
}
