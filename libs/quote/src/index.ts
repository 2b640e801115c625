export * from './entities';
export { quoteMigrations } from './migrations';
export { QuoteModule } from './quote.module';
export { OrderSubmission, GuestPaymentInformationInput } from './checkout';
export type { PaymentAuthorizer } from './checkout';
export { TotalsParts, CheckoutCart, quoteIdOf, QuoteTotals } from './checkout';
export type { TotalsPart, TotalsAdjustment, TotalsSoFar, Redemption, AppliedAdjustment, CheckoutCartData, CheckoutQuote, CheckoutItem, CartKey, CollectedTotals } from './checkout';
export { CartLocator, CartReader, CartAccess, CartWriter } from './carts';
// Estimates at a given address (libs/gift-registry: a registry's shipping address).
export { ShippingSelection } from './checkout';
export type { EstimateAddress } from './checkout';
