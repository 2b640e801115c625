import { declareExtensionAttribute } from '@mercato/platform';
import { GiftMessageExtensionData } from '@mercato/quote';

/**
 * Magento_GiftWrapping's extension_attributes.xml for GiftMessage's MessageInterface: the gift
 * message routes carry the wrapping chosen for the cart or the line, and (cart only) the gift
 * receipt and printed card. Declared when the module is constructed (before the first request is
 * read), so the open-source edition, which does not load the module, refuses them as unknown.
 */
export function declareWrappingChoice(): void {
  declareExtensionAttribute(GiftMessageExtensionData, 'wrapping_id', 'int');
  declareExtensionAttribute(GiftMessageExtensionData, 'wrapping_allow_gift_receipt', 'bool');
  declareExtensionAttribute(GiftMessageExtensionData, 'wrapping_add_printed_card', 'bool');
}

/** The slice of a gift message's extension attributes this library owns. */
export interface WrappingChoiceInput {
  wrapping_id?: number | null;
  wrapping_allow_gift_receipt?: boolean | null;
  wrapping_add_printed_card?: boolean | null;
}
