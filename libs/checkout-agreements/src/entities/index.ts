import { CheckoutAgreement, CheckoutAgreementStore } from './agreement.entity';

export { CheckoutAgreement, CheckoutAgreementStore };
export const checkoutAgreementsEntities = [CheckoutAgreement, CheckoutAgreementStore];
