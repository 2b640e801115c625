import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { BulkUuidInput, OperationStatusInput } from './dto/bulk.input';
import { BulkRetryService } from './services/bulk-retry-service';
import { BulkStatusService } from './services/bulk-status-service';
import { BulkStatusData, DetailedBulkStatusData, OperationData } from './dto/bulk.output';

const BULK_OPERATIONS = ['Magento_Logging::system_magento_logging_bulk_operations'];
const STATUS = 'Magento\\AsynchronousOperations\\Api\\BulkStatusInterface';

/** Magento_AsynchronousOperations' status routes, and Mercato's retry route. */
export const asyncOperationsRoutes = [
  route({
    method: 'GET',
    path: '/V1/bulk/:bulkUuid/status',
    contract: `${STATUS}::getBulkShortStatus`,
    acl: BULK_OPERATIONS,
    input: BulkUuidInput,
    output: BulkStatusData,
    service: BulkStatusService,
    handler: (s, ctx, i) => s.getBulkShortStatus(ctx, i.bulkUuid),
  }),
  route({
    method: 'GET',
    path: '/V1/bulk/:bulkUuid/detailed-status',
    contract: `${STATUS}::getBulkDetailedStatus`,
    acl: BULK_OPERATIONS,
    input: BulkUuidInput,
    output: DetailedBulkStatusData,
    service: BulkStatusService,
    handler: (s, ctx, i) => s.getBulkDetailedStatus(ctx, i.bulkUuid),
  }),
  route({
    method: 'GET',
    path: '/V1/bulk/:bulkUuid/operation-status/:status',
    contract: `${STATUS}::getOperationsCountByBulkIdAndStatus`,
    acl: BULK_OPERATIONS,
    input: OperationStatusInput,
    output: 'int',
    service: BulkStatusService,
    handler: (s, ctx, i) => s.getOperationsCountByBulkIdAndStatus(ctx, i.bulkUuid, i.status),
  }),
  route({
    method: 'GET',
    path: '/V1/bulk',
    contract: 'Magento\\AsynchronousOperations\\Api\\OperationRepositoryInterface::getList',
    acl: BULK_OPERATIONS,
    input: SearchCriteriaInput,
    output: searchResults(OperationData),
    service: BulkStatusService,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
    growsWithoutBound: true,
  }),
  route({
    method: 'POST',
    path: '/V1/bulk/:bulkUuid/retry',
    contract: 'Mercato\\AsynchronousOperations\\Api\\BulkRetryInterface::retry',
    acl: BULK_OPERATIONS,
    input: BulkUuidInput,
    output: 'int',
    service: BulkRetryService,
    handler: (s, ctx, i) => s.retry(ctx, i.bulkUuid),
    extension: 'Magento retries failed operations from the admin UI only.',
  }),
];
