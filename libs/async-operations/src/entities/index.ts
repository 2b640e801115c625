import { Bulk } from './bulk.entity';
import { Operation, OperationStatus } from './operation.entity';
import { OutboxMessage } from './outbox.entity';

export { Bulk, Operation, OperationStatus, OutboxMessage };
export const asyncOperationsEntities = [Bulk, Operation, OutboxMessage];
