import { CustomAttributeData, DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Quote\\Api\\Data\\AddressExtensionInterface')
export class CartAddressExtension {}

@DataInterface('Magento\\Quote\\Api\\Data\\AddressInterface')
export class CartAddressData {
  @Field('int') id?: number | null;
  @Field('string') region?: string | null;
  @Field('int') region_id?: number | null;
  @Field('string') region_code?: string | null;
  @Field('string') country_id?: string | null;
  @Field('string', { array: true }) street?: string[] | null;
  @Field('string') company?: string | null;
  @Field('string') telephone?: string | null;
  @Field('string') fax?: string | null;
  @Field('string') postcode?: string | null;
  @Field('string') city?: string | null;
  @Field('string') firstname?: string | null;
  @Field('string') lastname?: string | null;
  @Field('string') middlename?: string | null;
  @Field('string') prefix?: string | null;
  @Field('string') suffix?: string | null;
  @Field('string') vat_id?: string | null;
  @Field('int') customer_id?: number | null;
  @Field('string') email?: string | null;
  @Field('int') same_as_billing?: number | null;
  @Field('int') customer_address_id?: number | null;
  @Field('int') save_in_address_book?: number | null;
  @Field(() => CartAddressExtension) extension_attributes?: CartAddressExtension;
  @Field(() => CustomAttributeData, { array: true }) custom_attributes?: CustomAttributeData[] | null;
}

@DataInterface('Magento\\Quote\\Api\\Data\\CartItemInterface')
export class CartItemData {
  @Field('int') item_id?: number | null;
  @Field('string') sku?: string | null;
  @Field('float') qty?: number | null;
  @Field('string') name?: string | null;
  @Field('float') price?: number | null;
  @Field('string') product_type?: string | null;
  /** The cart id (the masked id on guest routes); the path's cart wins. */
  @Field('string') quote_id?: string | null;
  @Field('mixed') product_option?: unknown;
  @Field('mixed') extension_attributes?: unknown;
}

/**
 * CartInterface as `PUT /V1/carts/mine` accepts it: clients send back the cart they read, so every
 * field of the read shape is accepted; the ones a customer may change are applied (see CartService.save).
 */
@DataInterface('Magento\\Quote\\Api\\Data\\CartInterface')
export class CartData {
  @Field('int') id?: number | null;
  @Field('string') created_at?: string | null;
  @Field('string') updated_at?: string | null;
  @Field('string') converted_at?: string | null;
  @Field('bool') is_active?: boolean | null;
  @Field('bool') is_virtual?: boolean | null;
  @Field(() => CartItemData, { array: true }) items?: CartItemData[] | null;
  @Field('int') items_count?: number | null;
  @Field('float') items_qty?: number | null;
  @Field('mixed') customer?: unknown;
  @Field(() => CartAddressData) billing_address?: CartAddressData | null;
  @Field('string') reserved_order_id?: string | null;
  @Field('int') orig_order_id?: number | null;
  @Field('mixed') currency?: unknown;
  @Field('bool') customer_is_guest?: boolean | null;
  @Field('string') customer_note?: string | null;
  @Field('bool') customer_note_notify?: boolean | null;
  @Field('int') customer_tax_class_id?: number | null;
  @Field('int') store_id?: number | null;
  @Field('mixed') extension_attributes?: unknown;
}

/** No attributes of its own: other modules declare theirs (gift wrapping's choice, libs/gift-wrapping). */
@DataInterface('Magento\\GiftMessage\\Api\\Data\\MessageExtensionInterface')
export class GiftMessageExtensionData {}

@DataInterface('Magento\\GiftMessage\\Api\\Data\\MessageInterface')
export class GiftMessageData {
  @Field('int') gift_message_id?: number | null;
  @Field('int') customer_id?: number | null;
  @Field('string', { required: true }) sender: string;
  @Field('string', { required: true }) recipient: string;
  @Field('string', { required: true }) message: string;
  @Field(() => GiftMessageExtensionData) extension_attributes?: GiftMessageExtensionData;
}

// --- Argument sets (body keys plus path parameters) --------------------------------------------

export class CartIdInput {
  @Field('int', { required: true }) cartId: number;
}
export class MaskedCartIdInput {
  @Field('string', { required: true }) cartId: string;
}
export class CustomerIdInput {
  @Field('int', { required: true }) customerId: number;
}
export class AssignCustomerInput extends CartIdInput {
  @Field('int', { required: true }) customerId: number;
  @Field('int', { required: true }) storeId: number;
}
export class GuestAssignCustomerInput extends MaskedCartIdInput {
  @Field('int', { required: true }) customerId: number;
  @Field('int', { required: true }) storeId: number;
}
export class SaveCartInput {
  @Field('int') cartId?: number;
  @Field(() => CartData, { required: true }) quote: CartData;
}

export class ItemAddInput {
  @Field('int', { required: true, carriedBy: 'cartItem.quote_id' }) quoteId: number;
  @Field(() => CartItemData, { required: true }) cartItem: CartItemData;
}
/** `CartItemRepositoryInterface::save($cartItem)`: the item carries its cart and its own id. */
export class ItemInput {
  @Field('int', { required: true, carriedBy: 'cartItem.quote_id' }) cartId: number;
  @Field('int', { carriedBy: 'cartItem.item_id' }) itemId?: number;
  @Field(() => CartItemData, { required: true }) cartItem: CartItemData;
}
/** `GuestCartItemRepositoryInterface::save($cartItem)`: the item's quote_id is the masked cart id. */
export class GuestItemInput {
  @Field('string', { required: true, carriedBy: 'cartItem.quote_id' }) cartId: string;
  @Field('int', { carriedBy: 'cartItem.item_id' }) itemId?: number;
  @Field(() => CartItemData, { required: true }) cartItem: CartItemData;
}
export class ItemIdInput extends CartIdInput {
  @Field('int', { required: true }) itemId: number;
}
export class GuestItemIdInput extends MaskedCartIdInput {
  @Field('int', { required: true }) itemId: number;
}

export class BillingAddressInput extends CartIdInput {
  @Field(() => CartAddressData, { required: true }) address: CartAddressData;
  @Field('bool') useForShipping?: boolean;
}
export class GuestBillingAddressInput extends MaskedCartIdInput {
  @Field(() => CartAddressData, { required: true }) address: CartAddressData;
  @Field('bool') useForShipping?: boolean;
}

export class CouponInput extends CartIdInput {
  @Field('string', { required: true }) couponCode: string;
}
export class GuestCouponInput extends MaskedCartIdInput {
  @Field('string', { required: true }) couponCode: string;
}

export class GiftMessageInput extends CartIdInput {
  @Field(() => GiftMessageData, { required: true }) giftMessage: GiftMessageData;
}
export class GuestGiftMessageInput extends MaskedCartIdInput {
  @Field(() => GiftMessageData, { required: true }) giftMessage: GiftMessageData;
}
export class ItemGiftMessageInput extends ItemIdInput {
  @Field(() => GiftMessageData, { required: true }) giftMessage: GiftMessageData;
}
export class GuestItemGiftMessageInput extends GuestItemIdInput {
  @Field(() => GiftMessageData, { required: true }) giftMessage: GiftMessageData;
}
