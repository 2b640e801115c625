export { PaymentModule } from './payment.module';
export { PaymentMethods, PaymentMethodInput, NOT_AVAILABLE } from './methods/payment-methods';
export type { RegisteredMethod } from './methods/payment-methods';
export type { MethodConfig } from './methods/defaults';
export { COMMON_METHOD_DEFAULTS, METHOD_DEFAULTS } from './methods/defaults';
export type { PaymentContext } from './methods/rules';
export { CheckoutAgreements } from '@mercato/checkout-agreements';
