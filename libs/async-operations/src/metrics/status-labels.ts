import { OperationStatus } from '../services/operation-status';

/** Operation statuses as label values: names a dashboard reads, for Magento's codes 1 to 5. */
export const STATUS_LABELS: Readonly<Record<number, string>> = {
  [OperationStatus.Complete]: 'complete',
  [OperationStatus.RetriablyFailed]: 'retriably_failed',
  [OperationStatus.NotRetriablyFailed]: 'not_retriably_failed',
  [OperationStatus.Open]: 'open',
  [OperationStatus.Rejected]: 'rejected',
};
