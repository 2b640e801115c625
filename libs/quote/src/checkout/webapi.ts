import { route } from '@mercato/platform';
import {
  CartIdInput,
  CollectTotalsInput,
  EstimateByAddressIdInput,
  EstimateInput,
  GuestCartIdInput,
  GuestCollectTotalsInput,
  GuestEstimateInput,
  GuestPaymentInformationInput,
  GuestPlaceOrderInput,
  GuestSetPaymentMethodInput,
  GuestShippingInformationInput,
  GuestTotalsInformationInput,
  PaymentData,
  PaymentInformationInput,
  PlaceOrderInput,
  SetPaymentMethodInput,
  ShippingInformationInput,
  TotalsInformationInput,
} from './dto/checkout.input';
import { CartTotalsService } from './cart-totals-service';
import { OrderSubmission } from './order-submission-service';
import { PaymentSelection } from './payment-selection-service';
import { ShippingSelection } from './shipping-selection-service';
import { PaymentDetailsData, PaymentMethodData, ShippingMethodData, TotalsData } from './dto/checkout.output';

const MANAGE = ['Magento_Cart::manage'];
const SELF = ['self'];
const ANONYMOUS = ['anonymous'];
/** Magento's forced parameter: a customer's `mine` routes work on the cart of the token. */
const MINE = { cartId: '%cart_id%' };
const QUOTE = 'Magento\\Quote\\Api';
const CHECKOUT = 'Magento\\Checkout\\Api';

/**
 * Magento_Quote and Magento_Checkout routes for totals, shipping and payment selection and placing
 * the order, under the administrator (`carts/:cartId`), customer (`carts/mine`) and guest
 * (`guest-carts/:cartId`, the masked id) prefixes.
 */
export const checkoutRouteDeclarations = [
  // Totals
  route({
    method: 'GET', path: '/V1/carts/:cartId/totals', contract: `${QUOTE}\\CartTotalRepositoryInterface::get`, acl: MANAGE,
    input: CartIdInput, output: TotalsData, service: CartTotalsService, handler: (s, _c, i) => s.get(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/carts/mine/totals', contract: `${QUOTE}\\CartTotalRepositoryInterface::get`, acl: SELF, force: MINE,
    input: CartIdInput, output: TotalsData, service: CartTotalsService, handler: (s, _c, i) => s.get(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/guest-carts/:cartId/totals', contract: `${QUOTE}\\GuestCartTotalRepositoryInterface::get`, acl: ANONYMOUS,
    input: GuestCartIdInput, output: TotalsData, service: CartTotalsService, handler: (s, _c, i) => s.get(i.cartId),
  }),
  route({
    method: 'PUT', path: '/V1/carts/mine/collect-totals', contract: `${QUOTE}\\CartTotalManagementInterface::collectTotals`, acl: SELF, force: MINE,
    input: CollectTotalsInput, output: TotalsData,
    service: CartTotalsService, handler: (s, _c, { cartId, ...rest }) => s.collectTotals(cartId, rest),
  }),
  route({
    method: 'PUT', path: '/V1/guest-carts/:cartId/collect-totals', contract: `${QUOTE}\\GuestCartTotalManagementInterface::collectTotals`,
    acl: ANONYMOUS, input: GuestCollectTotalsInput, output: TotalsData,
    service: CartTotalsService, handler: (s, _c, { cartId, ...rest }) => s.collectTotals(cartId, rest),
  }),
  route({
    method: 'POST', path: '/V1/carts/:cartId/totals-information', contract: `${CHECKOUT}\\TotalsInformationManagementInterface::calculate`,
    acl: MANAGE, input: TotalsInformationInput, output: TotalsData,
    service: CartTotalsService, handler: (s, _c, i) => s.calculate(i.cartId, i.addressInformation),
  }),
  route({
    method: 'POST', path: '/V1/carts/mine/totals-information', contract: `${CHECKOUT}\\TotalsInformationManagementInterface::calculate`,
    acl: SELF, force: MINE, input: TotalsInformationInput, output: TotalsData,
    service: CartTotalsService, handler: (s, _c, i) => s.calculate(i.cartId, i.addressInformation),
  }),
  route({
    method: 'POST', path: '/V1/guest-carts/:cartId/totals-information', contract: `${CHECKOUT}\\GuestTotalsInformationManagementInterface::calculate`,
    acl: ANONYMOUS, input: GuestTotalsInformationInput, output: TotalsData,
    service: CartTotalsService, handler: (s, _c, i) => s.calculate(i.cartId, i.addressInformation),
  }),

  // Shipping methods and estimates
  route({
    method: 'GET', path: '/V1/carts/:cartId/shipping-methods', contract: `${QUOTE}\\ShippingMethodManagementInterface::getList`, acl: MANAGE,
    input: CartIdInput, output: [ShippingMethodData], service: ShippingSelection, handler: (s, _c, i) => s.getList(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/carts/mine/shipping-methods', contract: `${QUOTE}\\ShippingMethodManagementInterface::getList`, acl: SELF, force: MINE,
    input: CartIdInput, output: [ShippingMethodData], service: ShippingSelection, handler: (s, _c, i) => s.getList(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/guest-carts/:cartId/shipping-methods', contract: `${QUOTE}\\GuestShippingMethodManagementInterface::getList`,
    acl: ANONYMOUS, input: GuestCartIdInput, output: [ShippingMethodData],
    service: ShippingSelection, handler: (s, _c, i) => s.getList(i.cartId),
  }),
  route({
    method: 'POST', path: '/V1/carts/:cartId/estimate-shipping-methods', contract: `${QUOTE}\\ShipmentEstimationInterface::estimateByExtendedAddress`,
    acl: MANAGE, input: EstimateInput, output: [ShippingMethodData],
    service: ShippingSelection, handler: (s, _c, i) => s.estimateByExtendedAddress(i.cartId, i.address),
  }),
  route({
    method: 'POST', path: '/V1/carts/mine/estimate-shipping-methods', contract: `${QUOTE}\\ShipmentEstimationInterface::estimateByExtendedAddress`,
    acl: SELF, force: MINE, input: EstimateInput, output: [ShippingMethodData],
    service: ShippingSelection, handler: (s, _c, i) => s.estimateByExtendedAddress(i.cartId, i.address),
  }),
  route({
    method: 'POST', path: '/V1/guest-carts/:cartId/estimate-shipping-methods',
    contract: `${QUOTE}\\GuestShipmentEstimationInterface::estimateByExtendedAddress`, acl: ANONYMOUS, input: GuestEstimateInput,
    output: [ShippingMethodData],
    service: ShippingSelection, handler: (s, _c, i) => s.estimateByExtendedAddress(i.cartId, i.address),
  }),
  route({
    method: 'POST', path: '/V1/carts/:cartId/estimate-shipping-methods-by-address-id',
    contract: `${QUOTE}\\ShippingMethodManagementInterface::estimateByAddressId`, acl: MANAGE, input: EstimateByAddressIdInput,
    output: [ShippingMethodData],
    service: ShippingSelection, handler: (s, _c, i) => s.estimateByAddressId(i.cartId, i.addressId),
  }),
  route({
    method: 'POST', path: '/V1/carts/mine/estimate-shipping-methods-by-address-id',
    contract: `${QUOTE}\\ShippingMethodManagementInterface::estimateByAddressId`, acl: SELF, force: MINE, input: EstimateByAddressIdInput,
    output: [ShippingMethodData],
    service: ShippingSelection, handler: (s, _c, i) => s.estimateByAddressId(i.cartId, i.addressId),
  }),
  route({
    method: 'POST', path: '/V1/carts/:cartId/shipping-information', contract: `${CHECKOUT}\\ShippingInformationManagementInterface::saveAddressInformation`,
    acl: MANAGE, input: ShippingInformationInput, output: PaymentDetailsData,
    service: ShippingSelection, handler: (s, _c, i) => s.saveAddressInformation(i.cartId, i.addressInformation),
  }),
  route({
    method: 'POST', path: '/V1/carts/mine/shipping-information', contract: `${CHECKOUT}\\ShippingInformationManagementInterface::saveAddressInformation`,
    acl: SELF, force: MINE, input: ShippingInformationInput, output: PaymentDetailsData, service: ShippingSelection,
    handler: (s, _c, i) => s.saveAddressInformation(i.cartId, i.addressInformation),
  }),
  route({
    method: 'POST', path: '/V1/guest-carts/:cartId/shipping-information',
    contract: `${CHECKOUT}\\GuestShippingInformationManagementInterface::saveAddressInformation`, acl: ANONYMOUS, input: GuestShippingInformationInput,
    output: PaymentDetailsData,
    service: ShippingSelection, handler: (s, _c, i) => s.saveAddressInformation(i.cartId, i.addressInformation),
  }),

  // Payment methods
  route({
    method: 'GET', path: '/V1/carts/:cartId/payment-methods', contract: `${QUOTE}\\PaymentMethodManagementInterface::getList`, acl: MANAGE,
    input: CartIdInput, output: [PaymentMethodData], service: PaymentSelection, handler: (s, _c, i) => s.getList(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/carts/mine/payment-methods', contract: `${QUOTE}\\PaymentMethodManagementInterface::getList`, acl: SELF, force: MINE,
    input: CartIdInput, output: [PaymentMethodData], service: PaymentSelection, handler: (s, _c, i) => s.getList(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/guest-carts/:cartId/payment-methods', contract: `${QUOTE}\\GuestPaymentMethodManagementInterface::getList`,
    acl: ANONYMOUS, input: GuestCartIdInput, output: [PaymentMethodData],
    service: PaymentSelection, handler: (s, _c, i) => s.getList(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/carts/:cartId/selected-payment-method', contract: `${QUOTE}\\PaymentMethodManagementInterface::get`, acl: MANAGE,
    input: CartIdInput, output: PaymentData, service: PaymentSelection, handler: (s, _c, i) => s.get(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/carts/mine/selected-payment-method', contract: `${QUOTE}\\PaymentMethodManagementInterface::get`, acl: SELF,
    force: MINE, input: CartIdInput, output: PaymentData, service: PaymentSelection, handler: (s, _c, i) => s.get(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/guest-carts/:cartId/selected-payment-method', contract: `${QUOTE}\\GuestPaymentMethodManagementInterface::get`,
    acl: ANONYMOUS, input: GuestCartIdInput, output: PaymentData, service: PaymentSelection, handler: (s, _c, i) => s.get(i.cartId),
  }),
  route({
    method: 'PUT', path: '/V1/carts/:cartId/selected-payment-method', contract: `${QUOTE}\\PaymentMethodManagementInterface::set`, acl: MANAGE,
    input: SetPaymentMethodInput, output: 'int', service: PaymentSelection, handler: (s, _c, i) => s.set(i.cartId, i.method),
  }),
  route({
    method: 'PUT', path: '/V1/carts/mine/selected-payment-method', contract: `${QUOTE}\\PaymentMethodManagementInterface::set`, acl: SELF,
    force: MINE, input: SetPaymentMethodInput, output: 'int', service: PaymentSelection, handler: (s, _c, i) => s.set(i.cartId, i.method),
  }),
  route({
    method: 'PUT', path: '/V1/guest-carts/:cartId/selected-payment-method', contract: `${QUOTE}\\GuestPaymentMethodManagementInterface::set`,
    acl: ANONYMOUS, input: GuestSetPaymentMethodInput, output: 'int',
    service: PaymentSelection, handler: (s, _c, i) => s.set(i.cartId, i.method),
  }),

  // Payment information and placing the order
  route({
    method: 'GET', path: '/V1/carts/mine/payment-information', contract: `${CHECKOUT}\\PaymentInformationManagementInterface::getPaymentInformation`,
    acl: SELF, force: MINE, input: CartIdInput, output: PaymentDetailsData,
    service: OrderSubmission, handler: (s, _c, i) => s.getPaymentInformation(i.cartId),
  }),
  route({
    method: 'GET', path: '/V1/guest-carts/:cartId/payment-information',
    contract: `${CHECKOUT}\\GuestPaymentInformationManagementInterface::getPaymentInformation`, acl: ANONYMOUS, input: GuestCartIdInput,
    output: PaymentDetailsData,
    service: OrderSubmission, handler: (s, _c, i) => s.getPaymentInformation(i.cartId),
  }),
  route({
    method: 'POST', path: '/V1/carts/mine/set-payment-information', contract: `${CHECKOUT}\\PaymentInformationManagementInterface::savePaymentInformation`,
    acl: SELF, force: MINE, input: PaymentInformationInput, output: 'bool', service: OrderSubmission,
    handler: (s, _c, i) => s.savePaymentInformation(i.cartId, i.paymentMethod, i.billingAddress),
  }),
  route({
    method: 'POST', path: '/V1/guest-carts/:cartId/set-payment-information',
    contract: `${CHECKOUT}\\GuestPaymentInformationManagementInterface::savePaymentInformation`, acl: ANONYMOUS, input: GuestPaymentInformationInput,
    output: 'bool',
    service: OrderSubmission, handler: (s, _c, i) => s.savePaymentInformation(i.cartId, i.paymentMethod, i.billingAddress, i.email),
  }),
  route({
    method: 'POST', path: '/V1/carts/mine/payment-information',
    contract: `${CHECKOUT}\\PaymentInformationManagementInterface::savePaymentInformationAndPlaceOrder`, acl: SELF, force: MINE,
    input: PaymentInformationInput, output: 'int', service: OrderSubmission,
    handler: (s, _c, i) => s.savePaymentInformationAndPlaceOrder(i.cartId, i.paymentMethod, i.billingAddress),
  }),
  route({
    method: 'POST', path: '/V1/guest-carts/:cartId/payment-information',
    contract: `${CHECKOUT}\\GuestPaymentInformationManagementInterface::savePaymentInformationAndPlaceOrder`, acl: ANONYMOUS,
    input: GuestPaymentInformationInput, output: 'int', service: OrderSubmission,
    handler: (s, _c, i) => s.savePaymentInformationAndPlaceOrder(i.cartId, i.paymentMethod, i.billingAddress, i.email),
  }),
  route({
    method: 'PUT', path: '/V1/carts/:cartId/order', contract: `${QUOTE}\\CartManagementInterface::placeOrder`, acl: MANAGE,
    input: PlaceOrderInput, output: 'int', service: OrderSubmission, handler: (s, _c, i) => s.placeOrder(i.cartId, i.paymentMethod),
  }),
  route({
    method: 'PUT', path: '/V1/carts/mine/order', contract: `${QUOTE}\\CartManagementInterface::placeOrder`, acl: SELF, force: MINE,
    input: PlaceOrderInput, output: 'int', service: OrderSubmission, handler: (s, _c, i) => s.placeOrder(i.cartId, i.paymentMethod),
  }),
  route({
    method: 'PUT', path: '/V1/guest-carts/:cartId/order', contract: `${QUOTE}\\GuestCartManagementInterface::placeOrder`, acl: ANONYMOUS,
    input: GuestPlaceOrderInput, output: 'int', service: OrderSubmission, handler: (s, _c, i) => s.placeOrder(i.cartId, i.paymentMethod),
  }),
];
