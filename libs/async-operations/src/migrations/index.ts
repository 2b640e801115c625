import { AsyncOperations1763800000012 } from './1763800000012-async-operations';

export const asyncOperationsMigrations = [AsyncOperations1763800000012];
