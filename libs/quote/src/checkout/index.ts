import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { CartAddresses } from './cart-addresses';
import { CartTotalsService } from './cart-totals.service';
import { CheckoutCart } from './checkout-cart';
import { OrderSubmission } from './order-submission.service';
import { PaymentSelection } from './payment-selection.service';
import { QuoteTotals } from './quote-totals';
import { checkoutRouteDeclarations } from './routes';
import { ShippingSelection } from './shipping-selection.service';

/** Route declarations of this area (see ../quote.module.ts). */
export const checkoutRoutes: RouteDefinition[] = checkoutRouteDeclarations;
/** Providers of this area. */
export const checkoutProviders: Provider[] = [CheckoutCart, CartAddresses, QuoteTotals, CartTotalsService, ShippingSelection, PaymentSelection, OrderSubmission];
/** Providers other libs may inject. */
export const checkoutExports: Provider[] = [QuoteTotals, OrderSubmission];

export { QuoteTotals } from './quote-totals';
export { OrderSubmission } from './order-submission.service';
export type { PaymentAuthorizer } from './order-submission.service';
export { GuestPaymentInformationInput } from './dto/checkout.input';
export type { CollectedTotals, ItemTotals } from './quote-totals';
