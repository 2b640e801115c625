import { CheckoutAgreements1763800000071 } from './1763800000071-checkout-agreements';

export const checkoutAgreementsMigrations = [CheckoutAgreements1763800000071];
