export { checkoutAgreementsMigrations } from './migrations';
export { CheckoutAgreementsModule } from './checkout-agreements.module';
export { CheckoutAgreements, AGREEMENTS_NOT_ACCEPTED } from './services/checkout-agreements';
