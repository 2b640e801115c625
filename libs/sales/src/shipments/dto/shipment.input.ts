import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentItemCreationInterface')
export class ShipmentItemCreation {
  @Field('int', { required: true }) order_item_id: number;
  @Field('float', { required: true }) qty: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentCommentCreationInterface')
export class ShipmentCommentCreation {
  @Field('string', { required: true }) comment: string;
  @Field('int', { required: true }) is_visible_on_front: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentTrackCreationInterface')
export class ShipmentTrackCreation {
  @Field('string') track_number?: string | null;
  @Field('string') title?: string | null;
  @Field('string') carrier_code?: string | null;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentPackageCreationInterface')
export class ShipmentPackageCreation {
  @Field('mixed') extension_attributes?: unknown;
}

/** MSI's extension of the creation arguments: the source the goods leave from. */
@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentCreationArgumentsExtensionInterface')
export class ShipmentArgumentsExtension {
  @Field('string') source_code?: string | null;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentCreationArgumentsInterface')
export class ShipmentCreationArguments {
  @Field(() => ShipmentArgumentsExtension) extension_attributes?: ShipmentArgumentsExtension;
}

/** ShipOrderInterface::execute arguments. */
export class ShipOrderInput {
  @Field('int', { required: true }) orderId: number;
  @Field(() => ShipmentItemCreation, { array: true }) items?: ShipmentItemCreation[];
  @Field('bool') notify?: boolean;
  @Field('bool') appendComment?: boolean;
  @Field(() => ShipmentCommentCreation) comment?: ShipmentCommentCreation;
  @Field(() => ShipmentTrackCreation, { array: true }) tracks?: ShipmentTrackCreation[];
  @Field(() => ShipmentPackageCreation, { array: true }) packages?: ShipmentPackageCreation[];
  @Field(() => ShipmentCreationArguments) arguments?: ShipmentCreationArguments;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentItemInterface')
export class ShipmentItemData {
  @Field('int') entity_id?: number;
  @Field('int') parent_id?: number;
  @Field('int') order_item_id?: number;
  @Field('int') product_id?: number;
  @Field('string') sku?: string;
  @Field('string') name?: string;
  @Field('string') description?: string;
  @Field('float') price?: number;
  @Field('float') row_total?: number;
  @Field('float') weight?: number;
  @Field('float') qty?: number;
  @Field('string') additional_data?: string;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentTrackInterface')
export class ShipmentTrackData {
  @Field('int') entity_id?: number;
  @Field('int') parent_id?: number;
  @Field('int') order_id?: number;
  @Field('string') track_number?: string;
  @Field('string') title?: string;
  @Field('string') carrier_code?: string;
  @Field('string') description?: string;
  @Field('float') weight?: number;
  @Field('float') qty?: number;
  @Field('string') created_at?: string;
  @Field('string') updated_at?: string;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentCommentInterface')
export class ShipmentCommentData {
  @Field('int') entity_id?: number;
  @Field('int') parent_id?: number;
  @Field('string') comment?: string;
  @Field('int') is_customer_notified?: number;
  @Field('int') is_visible_on_front?: number;
  @Field('string') created_at?: string;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentExtensionInterface')
export class ShipmentExtension {
  @Field('string') source_code?: string | null;
}

@DataInterface('Magento\\Sales\\Api\\Data\\ShipmentInterface')
export class ShipmentData {
  @Field('int') entity_id?: number;
  @Field('string') increment_id?: string;
  @Field('int') order_id?: number;
  @Field('int') store_id?: number;
  @Field('int') customer_id?: number;
  @Field('int') billing_address_id?: number;
  @Field('int') shipping_address_id?: number;
  @Field('float') total_qty?: number;
  @Field('float') total_weight?: number;
  @Field('int') email_sent?: number;
  @Field('int') shipment_status?: number;
  @Field('string') shipping_label?: string;
  @Field('mixed') packages?: unknown;
  @Field('string') created_at?: string;
  @Field('string') updated_at?: string;
  @Field(() => ShipmentItemData, { array: true }) items?: ShipmentItemData[];
  @Field(() => ShipmentTrackData, { array: true }) tracks?: ShipmentTrackData[];
  @Field(() => ShipmentCommentData, { array: true }) comments?: ShipmentCommentData[];
  @Field(() => ShipmentExtension) extension_attributes?: ShipmentExtension;
}

export class ShipmentSaveInput {
  @Field(() => ShipmentData, { required: true }) entity: ShipmentData;
}

export class ShipmentIdInput {
  @Field('int', { required: true }) id: number;
}

export class ShipmentCommentSaveInput {
  @Field('int', { required: true, carriedBy: 'entity.parent_id' }) id: number;
  @Field(() => ShipmentCommentData, { required: true }) entity: ShipmentCommentData;
}

export class ShipmentTrackSaveInput {
  @Field(() => ShipmentTrackData, { required: true }) entity: ShipmentTrackData;
}
