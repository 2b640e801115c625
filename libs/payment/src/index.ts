export { PaymentModule } from './payment.module';
export { PaymentMethods, PaymentMethodInput, NOT_AVAILABLE } from './methods/payment-methods';
export type { PaymentContext } from './methods/rules';
export { CheckoutAgreements } from '@mercato/checkout-agreements';
