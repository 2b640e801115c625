import { route, SearchCriteriaInput } from '@mercato/platform';
import { CheckoutAgreements } from './services/checkout-agreements';
import { AgreementData } from './dto/agreement.output';

/** Magento_CheckoutAgreements' web API routes (etc/webapi.xml). */
export const checkoutAgreementsRoutes = [
  route({
    method: 'GET',
    path: '/V1/carts/licence',
    contract: 'Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsRepositoryInterface::getList',
    acl: ['Magento_Sales::sales'],
    output: [AgreementData],
    service: CheckoutAgreements,
    handler: (s, ctx) => s.getActive(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/carts/licence/list',
    contract: 'Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsListInterface::getList',
    acl: ['Magento_Sales::sales'],
    input: SearchCriteriaInput,
    output: [AgreementData],
    service: CheckoutAgreements,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
];
