import { renderPhrase } from '@mercato/platform';
/** Magento_GiftCardAccount's phrases, word for word (Model\Service\GiftCardAccountManagement and friends). */
export const MESSAGES = {
  compositeRequired: 'Requiring a composite gift card account.',
  cartEmpty: 'The "%1" Cart doesn\'t contain products.',
  cannotAdd: "The gift card code couldn't be added. Verify your information and try again.",
  cannotDelete: "The gift card couldn't be deleted from the quote.",
  incorrectOrExpired: 'The gift card code is either incorrect or expired. Verify and try again.',
  /** NoSuchEntityException without a phrase (the account manager's "not found"). */
  noSuchEntity: 'No such entity.',
  tooManyAttempts: 'Too many attempts, please try again later.',
  /** Giftcardaccount::_throwException's public message, whatever the logged reason. */
  correctCode: 'Please correct the gift card code.',
  negativeBalance: 'The balance cannot be less than zero.',
  expiresInPast: 'The expiration date must be set in the future.',
  refundedToCard: 'We refunded %1 to Gift Card (%2)',
  usedOnOrder: 'Order #%1.',
} as const;

/** Fills Magento's positional placeholders (%1, %2 …). */
export function phrase(text: string, ...values: unknown[]): string {
  return renderPhrase(text, values);
}
