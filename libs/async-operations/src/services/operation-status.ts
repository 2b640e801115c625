/** Operation status codes (spec §2.4a), `magento_operation.status`. */
export enum OperationStatus {
  Complete = 1,
  RetriablyFailed = 2,
  NotRetriablyFailed = 3,
  Open = 4,
  Rejected = 5,
}
