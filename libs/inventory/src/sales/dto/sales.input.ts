import { DataInterface, Field } from '@mercato/platform';

export class SkuStockInput {
  @Field('string', { required: true }) sku: string;
  @Field('int', { required: true }) stockId: number;
}

export class RequestedQtyInput extends SkuStockInput {
  @Field('float', { required: true }) requestedQty: number;
}

export class AreProductsSalableInput {
  @Field('string', { array: true, required: true }) skus: string[];
  @Field('int', { required: true }) stockId: number;
}

@DataInterface('Magento\\InventorySalesApi\\Api\\Data\\IsProductSalableForRequestedQtyRequestInterface')
export class SkuRequest {
  @Field('string', { required: true }) sku: string;
  @Field('float', { required: true }) qty: number;
}

export class AreProductsSalableForRequestedQtyInput {
  @Field(() => SkuRequest, { array: true, required: true }) skuRequests: SkuRequest[];
  @Field('int', { required: true }) stockId: number;
}
