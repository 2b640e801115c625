import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Rma\\Api\\Data\\RmaExtensionInterface')
export class RmaExtensionInput {}

@DataInterface('Magento\\Rma\\Api\\Data\\ItemInterface')
export class RmaItemData {
  @Field('int') entity_id?: number;
  @Field('int') rma_entity_id?: number;
  @Field('int') order_item_id?: number;
  @Field('float') qty_requested?: number;
  @Field('float') qty_authorized?: number;
  @Field('float') qty_approved?: number;
  @Field('float') qty_returned?: number;
  @Field('string') reason?: string;
  @Field('string') condition?: string;
  @Field('string') resolution?: string;
  @Field('string') status?: string;
}

@DataInterface('Magento\\Rma\\Api\\Data\\CommentInterface')
export class RmaCommentData {
  @Field('int') entity_id?: number;
  @Field('int') rma_entity_id?: number;
  @Field('string') comment?: string;
  @Field('bool') is_customer_notified?: boolean;
  @Field('bool') is_visible_on_front?: boolean;
  @Field('string') status?: string;
  @Field('string') created_at?: string;
  @Field('bool') is_admin?: boolean;
}

@DataInterface('Magento\\Rma\\Api\\Data\\TrackInterface')
export class RmaTrackData {
  @Field('int') entity_id?: number;
  @Field('int') rma_entity_id?: number;
  @Field('string') track_number?: string;
  @Field('string') carrier_title?: string;
  @Field('string') carrier_code?: string;
}

@DataInterface('Magento\\Rma\\Api\\Data\\RmaInterface')
export class RmaData {
  @Field('int') entity_id?: number;
  @Field('int') order_id?: number;
  @Field('string') order_increment_id?: string;
  @Field('int') store_id?: number;
  @Field('int') customer_id?: number;
  @Field('string') date_requested?: string;
  @Field('string') customer_custom_email?: string;
  @Field(() => RmaItemData, { array: true }) items?: RmaItemData[];
  @Field('string') status?: string;
  @Field(() => RmaCommentData, { array: true }) comments?: RmaCommentData[];
  @Field(() => RmaTrackData, { array: true }) tracks?: RmaTrackData[];
  @Field('string') increment_id?: string;
  @Field(() => RmaExtensionInput) extension_attributes?: RmaExtensionInput;
}

export class RmaSaveInput {
  @Field(() => RmaData, { required: true }) rmaDataObject: RmaData;
}

/** PUT /V1/returns/:id: the path id names the return the body updates. */
export class RmaUpdateInput extends RmaSaveInput {
  @Field('int', { required: true }) id: number;
}

export class RmaIdInput {
  @Field('int', { required: true }) id: number;
}

/** DELETE /V1/returns/:id: Magento's delete takes the return object; the path id is enough here. */
export class RmaDeleteInput {
  @Field('int', { required: true }) id: number;
  @Field(() => RmaData) rmaDataObject?: RmaData;
}

export class CommentAddInput {
  @Field('int', { required: true }) id: number;
  @Field(() => RmaCommentData, { required: true }) data: RmaCommentData;
}

export class TrackAddInput {
  @Field('int', { required: true }) id: number;
  @Field(() => RmaTrackData, { required: true }) track: RmaTrackData;
}

export class TrackRemoveInput {
  @Field('int', { required: true }) id: number;
  @Field('int', { required: true }) trackId: number;
}

export class AttributeCodeInput {
  @Field('string', { required: true }) attributeCode: string;
}

export class FormCodeInput {
  @Field('string', { required: true }) formCode: string;
}
