import { AsyncOperations1763800000012 } from './1763800000012-async-operations';
import { SealedOperationArguments1763800000451 } from './1763800000451-sealed-operation-arguments';

export const asyncOperationsMigrations = [AsyncOperations1763800000012, SealedOperationArguments1763800000451];
