import { route, RouteDefinition } from '@mercato/platform';
import { GuestPaymentInformationInput } from '@mercato/quote';
import { WorldpayCheckout } from './services/worldpay-checkout';

/** Worldpay's web API routes (commerce edition: every declaration carries `edition: 'commerce'`). */
export const worldpayRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/worldpay-guest-carts/:cartId/payment-information',
    edition: 'commerce',
    contract: 'Magento\\Worldpay\\Api\\GuestPaymentInformationManagementProxyInterface::savePaymentInformationAndPlaceOrder',
    acl: ['anonymous'],
    input: GuestPaymentInformationInput,
    output: 'int',
    service: WorldpayCheckout,
    handler: (s, _c, i) => s.savePaymentInformationAndPlaceOrder(i),
  }),
];
