import { route } from '@mercato/platform';
import { AreProductsSalableForRequestedQtyInput, AreProductsSalableInput, RequestedQtyInput, SkuStockInput } from './dto/sales.input';
import { AddressInput, DistanceInput, LatLngData, SourceSelectionInput } from './dto/source-selection.input';
import { DistanceService } from './distance-service';
import { SalableQuantityService } from './salable-quantity-service';
import { SourceSelectionService } from './source-selection-service';
import {
  IsProductSalableForRequestedQtyResultData,
  IsProductSalableResultData,
  ProductSalableResultData,
  SourceSelectionAlgorithmData,
  SourceSelectionResultData,
} from './dto/sales.output';

const SALES = ['Magento_InventorySalesApi::stock'];
const SALES_API = 'Magento\\InventorySalesApi\\Api';
const SELECTION_API = 'Magento\\InventorySourceSelectionApi\\Api';
const DISTANCE_API = 'Magento\\InventoryDistanceBasedSourceSelectionApi\\Api';
const SOURCE = ['Magento_InventoryApi::source'];

/** InventorySalesApi, InventorySourceSelectionApi and InventoryDistanceBasedSourceSelectionApi routes. */
export const salesRouteDeclarations = [
  route({
    method: 'GET',
    path: '/V1/inventory/get-product-salable-quantity/:sku/:stockId',
    contract: `${SALES_API}\\GetProductSalableQtyInterface::execute`,
    acl: SALES,
    input: SkuStockInput,
    output: 'float',
    service: SalableQuantityService,
    handler: (s, _ctx, i) => s.getProductSalableQty(i.sku, i.stockId),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/is-product-salable/:sku/:stockId',
    contract: `${SALES_API}\\IsProductSalableInterface::execute`,
    acl: SALES,
    input: SkuStockInput,
    output: 'bool',
    service: SalableQuantityService,
    handler: (s, _ctx, i) => s.isProductSalable(i.sku, i.stockId),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/are-products-salable',
    contract: `${SALES_API}\\AreProductsSalableInterface::execute`,
    acl: SALES,
    input: AreProductsSalableInput,
    output: [IsProductSalableResultData],
    service: SalableQuantityService,
    handler: (s, _ctx, i) => s.areProductsSalable(i.skus, i.stockId),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/is-product-salable-for-requested-qty/:sku/:stockId/:requestedQty',
    contract: `${SALES_API}\\IsProductSalableForRequestedQtyInterface::execute`,
    acl: SALES,
    input: RequestedQtyInput,
    output: ProductSalableResultData,
    service: SalableQuantityService,
    handler: (s, _ctx, i) => s.isProductSalableForRequestedQty(i.sku, i.stockId, i.requestedQty),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/are-product-salable-for-requested-qty/',
    contract: `${SALES_API}\\AreProductsSalableForRequestedQtyInterface::execute`,
    acl: SALES,
    input: AreProductsSalableForRequestedQtyInput,
    output: [IsProductSalableForRequestedQtyResultData],
    service: SalableQuantityService,
    handler: (s, _ctx, i) => s.areProductsSalableForRequestedQty(i.skuRequests, i.stockId),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/source-selection-algorithm-list',
    contract: `${SELECTION_API}\\GetSourceSelectionAlgorithmListInterface::execute`,
    acl: ['Magento_InventorySourceSelectionApi::source_selection_algorithm'],
    output: [SourceSelectionAlgorithmData],
    service: SourceSelectionService,
    handler: (s) => s.algorithms(),
  }),
  route({
    method: 'POST',
    path: '/V1/inventory/source-selection-algorithm-result',
    contract: `${SELECTION_API}\\SourceSelectionServiceInterface::execute`,
    acl: ['Magento_InventorySourceSelectionApi::source_selection_algorithm_post'],
    input: SourceSelectionInput,
    output: SourceSelectionResultData,
    service: SourceSelectionService,
    handler: (s, _ctx, i) =>
      s.select(
        i.inventoryRequest.stock_id,
        i.inventoryRequest.items,
        i.algorithmCode,
        i.inventoryRequest.extension_attributes?.destination_address,
      ),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/get-distance-provider-code',
    contract: `${DISTANCE_API}\\GetDistanceProviderCodeInterface::execute`,
    acl: SOURCE,
    output: 'string',
    service: DistanceService,
    handler: (s) => s.providerCode(),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/get-distance',
    contract: `${DISTANCE_API}\\GetDistanceInterface::execute`,
    acl: SOURCE,
    input: DistanceInput,
    output: 'float',
    service: DistanceService,
    handler: (s, _ctx, i) => s.distance(i.source, i.destination),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/get-latlng-from-address',
    contract: `${DISTANCE_API}\\GetLatLngFromAddressInterface::execute`,
    acl: SOURCE,
    input: AddressInput,
    output: LatLngData,
    service: DistanceService,
    handler: (s, _ctx, i) => s.latLngFromAddress(i.address),
  }),
  route({
    method: 'GET',
    path: '/V1/inventory/get-latslngs-from-address',
    contract: `${DISTANCE_API}\\GetLatsLngsFromAddressInterface::execute`,
    acl: SOURCE,
    input: AddressInput,
    output: [LatLngData],
    service: DistanceService,
    handler: (s, _ctx, i) => s.latsLngsFromAddress(i.address),
  }),
];
