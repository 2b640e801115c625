import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { WrappingData, WrappingGetInput, WrappingIdInput, WrappingSaveInput, WrappingUpdateInput } from './dto/wrapping.input';
import { WrappingRepository } from './services/wrapping-repository';

const REPOSITORY = 'Magento\\GiftWrapping\\Api\\WrappingRepositoryInterface';
const ACL = ['Magento_GiftWrapping::magento_giftwrapping'];

/** GiftWrapping's web API routes (commerce edition: every declaration carries `edition: 'commerce'`). */
export const giftWrappingRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/gift-wrappings/:id',
    contract: `${REPOSITORY}::get`,
    acl: ACL,
    edition: 'commerce',
    input: WrappingGetInput,
    output: WrappingData,
    service: WrappingRepository,
    handler: (s, ctx, i) => s.get(ctx, i.id, i.storeId),
  }),
  route({
    method: 'POST',
    path: '/V1/gift-wrappings',
    contract: `${REPOSITORY}::save`,
    acl: ACL,
    edition: 'commerce',
    input: WrappingSaveInput,
    output: WrappingData,
    service: WrappingRepository,
    handler: (s, ctx, i) => s.save(ctx, i.data, i.storeId),
  }),
  route({
    method: 'PUT',
    path: '/V1/gift-wrappings/:wrappingId',
    contract: `${REPOSITORY}::save`,
    acl: ACL,
    edition: 'commerce',
    input: WrappingUpdateInput,
    output: WrappingData,
    service: WrappingRepository,
    handler: (s, ctx, i) => s.save(ctx, i.data, i.storeId, i.wrappingId),
  }),
  route({
    method: 'GET',
    path: '/V1/gift-wrappings',
    contract: `${REPOSITORY}::getList`,
    acl: ACL,
    edition: 'commerce',
    input: SearchCriteriaInput,
    output: searchResults(WrappingData),
    service: WrappingRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'DELETE',
    path: '/V1/gift-wrappings/:id',
    contract: `${REPOSITORY}::deleteById`,
    acl: ACL,
    edition: 'commerce',
    input: WrappingIdInput,
    output: 'bool',
    service: WrappingRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.id),
  }),
];
