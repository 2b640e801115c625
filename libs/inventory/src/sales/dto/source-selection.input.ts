import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\InventorySourceSelectionApi\\Api\\Data\\AddressInterface')
export class AddressData {
  @Field('string', { required: true }) country: string;
  @Field('string') postcode?: string | null;
  @Field('string') street?: string | null;
  @Field('string') region?: string | null;
  @Field('string') city?: string | null;
}

@DataInterface('Magento\\InventorySourceSelectionApi\\Api\\Data\\InventoryRequestExtensionInterface')
export class InventoryRequestExtension {
  @Field(() => AddressData) destination_address?: AddressData | null;
}

@DataInterface('Magento\\InventorySourceSelectionApi\\Api\\Data\\ItemRequestInterface')
export class ItemRequest {
  @Field('string', { required: true }) sku: string;
  @Field('float', { required: true }) qty: number;
}

@DataInterface('Magento\\InventorySourceSelectionApi\\Api\\Data\\InventoryRequestInterface')
export class InventoryRequestData {
  @Field('int', { required: true }) stock_id: number;
  @Field(() => ItemRequest, { array: true, required: true }) items: ItemRequest[];
  @Field(() => InventoryRequestExtension) extension_attributes?: InventoryRequestExtension | null;
}

export class SourceSelectionInput {
  @Field(() => InventoryRequestData, { required: true }) inventoryRequest: InventoryRequestData;
  @Field('string', { required: true }) algorithmCode: string;
}

@DataInterface('Magento\\InventoryDistanceBasedSourceSelectionApi\\Api\\Data\\LatLngInterface')
export class LatLngData {
  @Field('float', { required: true }) lat: number;
  @Field('float', { required: true }) lng: number;
}

export class DistanceInput {
  @Field(() => LatLngData, { required: true }) source: LatLngData;
  @Field(() => LatLngData, { required: true }) destination: LatLngData;
}

export class AddressInput {
  @Field(() => AddressData, { required: true }) address: AddressData;
}
