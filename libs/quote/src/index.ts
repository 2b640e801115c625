export { quoteMigrations } from './migrations';
export { QuoteModule } from './quote.module';
export { OrderSubmission, GuestPaymentInformationInput } from './checkout';
export type { PaymentAuthorizer } from './checkout';
export { TotalsParts, CheckoutCart, quoteIdOf, QuoteTotals } from './checkout';
export type {
  TotalsPart,
  TotalsAdjustment,
  TotalsSoFar,
  Redemption,
  AppliedAdjustment,
  CheckoutCartData,
  CheckoutQuote,
  CheckoutItem,
  CartKey,
  CollectedTotals,
} from './checkout';
export { CartLocator, CartReader, CartAccess, CartWriter } from './carts';
// Gift wrapping's choice rides on the gift message routes (libs/gift-wrapping).
export { GiftMessageHooks, GiftMessageData, GiftMessageExtensionData } from './carts';
export type { GiftMessageHook, GiftMessageSaved, CartSnapshot } from './carts';
// Estimates at a given address (libs/gift-registry: a registry's shipping address).
export { ShippingSelection } from './checkout';
export { ShippingMethodData } from './checkout/dto/checkout.output';
export type { EstimateAddress } from './checkout';
