import { DataInterface, Field } from '@mercato/platform';

/** Magento\GiftWrapping\Api\Data\WrappingExtensionInterface: no attributes of its own yet. */
@DataInterface('Magento\\GiftWrapping\\Api\\Data\\WrappingExtensionInterface')
export class WrappingExtensionInput {}

/** Magento\GiftWrapping\Api\Data\WrappingInterface as REST reads it: one property per setter. */
@DataInterface('Magento\\GiftWrapping\\Api\\Data\\WrappingInterface')
export class WrappingData {
  @Field('int') wrapping_id?: number;
  @Field('string') design?: string;
  /** 1 enabled, 0 disabled. */
  @Field('int') status?: number;
  @Field('float') base_price?: number;
  /** With `image_base64_content`: the file name the image is stored under (media/wrapping). */
  @Field('string') image_name?: string;
  @Field('string') image_base64_content?: string;
  /** Must be the store's base currency when sent. */
  @Field('string') base_currency_code?: string;
  @Field('int', { array: true }) website_ids?: number[];
  /** Accepted and ignored: derived from the stored image. */
  @Field('string') image_url?: string;
  @Field(() => WrappingExtensionInput) extension_attributes?: WrappingExtensionInput;
}

export class WrappingGetInput {
  @Field('int', { required: true }) id: number;
  /** The store view whose design label is answered (the default label when it has none). */
  @Field('int') storeId?: number;
}

export class WrappingSaveInput {
  @Field(() => WrappingData, { required: true }) data: WrappingData;
  /** The store view the design label is saved for; the default (0) when absent. */
  @Field('int') storeId?: number;
}

/** PUT /V1/gift-wrappings/:wrappingId: the path id names the wrapping to update. */
export class WrappingUpdateInput extends WrappingSaveInput {
  @Field('int', { required: true }) wrappingId: number;
}

export class WrappingIdInput {
  @Field('int', { required: true }) id: number;
}
