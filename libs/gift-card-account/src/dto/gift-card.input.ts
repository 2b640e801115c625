import { DataInterface, Field } from '@mercato/platform';

/**
 * GiftCardAccountInterface as the apply routes take it: a composite of codes (only the first is
 * applied, as in Magento) with the amounts the read route answers, which are ignored on input.
 */
@DataInterface('Magento\\GiftCardAccount\\Api\\Data\\GiftCardAccountInterface')
export class GiftCardAccountData {
  @Field('string', { array: true }) gift_cards?: string[] | null;
  @Field('float') gift_cards_amount?: number | null;
  @Field('float') base_gift_cards_amount?: number | null;
  @Field('float') gift_cards_amount_used?: number | null;
  @Field('float') base_gift_cards_amount_used?: number | null;
  @Field('mixed') extension_attributes?: unknown;
}

// --- Argument sets (body keys plus path parameters) --------------------------------------------

export class QuoteIdInput {
  @Field('int', { required: true }) quoteId: number;
}
export class SaveByQuoteIdInput {
  @Field('int', { required: true }) cartId: number;
  @Field(() => GiftCardAccountData, { required: true }) giftCardAccountData: GiftCardAccountData;
}
export class GuestAddGiftCardInput {
  @Field('string', { required: true }) cartId: string;
  @Field(() => GiftCardAccountData, { required: true }) giftCardAccountData: GiftCardAccountData;
}
export class CartGiftCardCodeInput {
  @Field('int', { required: true }) cartId: number;
  @Field('string', { required: true }) giftCardCode: string;
}
export class GuestCartGiftCardCodeInput {
  @Field('string', { required: true }) cartId: string;
  @Field('string', { required: true }) giftCardCode: string;
}
