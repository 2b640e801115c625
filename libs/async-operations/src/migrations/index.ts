import { AsyncOperations1763800000012 } from './1763800000012-async-operations';
import { SealedOperationArguments1763800000451 } from './1763800000451-sealed-operation-arguments';
import { OperationEntityKey1763800000461 } from './1763800000461-operation-entity-key';
import { BulkRequestId1763800000483 } from './1763800000483-bulk-request-id';
import { OperationLogAnalysedByItsOwner1763800000495 } from './1763800000495-operation-log-analysed-by-its-owner';

export const asyncOperationsMigrations = [
  AsyncOperations1763800000012,
  SealedOperationArguments1763800000451,
  OperationEntityKey1763800000461,
  BulkRequestId1763800000483,
  OperationLogAnalysedByItsOwner1763800000495,
];
