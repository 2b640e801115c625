import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { CartAddresses } from './cart-addresses';
import { CartTotalsService } from './cart-totals-service';
import { CheckoutCart } from './checkout-cart';
import { OrderSubmission } from './order-submission-service';
import { PaymentSelection } from './payment-selection-service';
import { QuoteTotals } from './quote-totals';
import { checkoutRouteDeclarations } from './webapi';
import { ShippingSelection } from './shipping-selection-service';
import { TotalsParts } from './totals-parts';
import { TotalsWriter } from './totals-writer';

/** Route declarations of this area (see ../quote.module.ts). */
export const checkoutRoutes: RouteDefinition[] = checkoutRouteDeclarations;
/** Providers of this area. */
export const checkoutProviders: Provider[] = [
  CheckoutCart,
  CartAddresses,
  QuoteTotals,
  TotalsWriter,
  CartTotalsService,
  ShippingSelection,
  PaymentSelection,
  OrderSubmission,
  TotalsParts,
];
/** Providers other libs may inject. */
export const checkoutExports: Provider[] = [QuoteTotals, OrderSubmission, TotalsParts, CheckoutCart, ShippingSelection];

export { QuoteTotals } from './quote-totals';
export { OrderSubmission } from './order-submission-service';
export { ShippingSelection } from './shipping-selection-service';
export type { EstimateAddress } from './shipping-selection-service';
export type { PaymentAuthorizer } from './order-submission-service';
export { GuestPaymentInformationInput } from './dto/checkout.input';
export type { CollectedTotals, ItemTotals } from './quote-totals';
export { TotalsParts } from './totals-parts';
export type { TotalsPart, TotalsAdjustment, TotalsSoFar, Redemption, AppliedAdjustment } from './totals-parts';
export { CheckoutCart } from './checkout-cart';
export type { CheckoutCartData, CheckoutQuote, CheckoutItem } from './checkout-cart';
export { quoteIdOf } from './cart-key';
export type { CartKey } from './cart-key';
