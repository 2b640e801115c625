import { route, SearchCriteriaInput } from '@mercato/platform';
import { CheckoutAgreements } from './services/checkout-agreements';

/** Magento_CheckoutAgreements' web API routes (etc/webapi.xml). */
export const checkoutAgreementsRoutes = [
  route({
    method: 'GET',
    path: '/V1/carts/licence',
    contract: 'Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsRepositoryInterface::getList',
    acl: ['Magento_Sales::sales'],
    service: CheckoutAgreements,
    handler: (s, ctx) => s.getActive(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/carts/licence/list',
    contract: 'Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsListInterface::getList',
    acl: ['Magento_Sales::sales'],
    input: SearchCriteriaInput,
    service: CheckoutAgreements,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
];
