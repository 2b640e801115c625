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
