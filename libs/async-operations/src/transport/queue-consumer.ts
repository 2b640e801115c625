import { BatchResult } from '../services/operation-runner';

/** One operation as a carrier delivers it: its id and its topic (`async.<contract>.<method>`). */
export interface DeliveredOperation {
  id: number;
  topic: string;
}

/**
 * Runs a carried batch (OperationsServer: the handlers bound to its topics) and resolves with what
 * settled and what is to be retried once the outcomes are committed; rejects when the batch failed.
 */
export type DeliverBatch = (batch: DeliveredOperation[]) => Promise<BatchResult>;

/** What carries operations to the consumer's handlers, whatever the broker: RabbitMQ or the database queue. */
export interface QueueConsumer {
  /** Starts consuming, handing batches to `deliver`; resolves once subscribed. */
  start(options: { maxMessages?: number }, deliver: DeliverBatch): Promise<void>;
  /** Stops taking work, lets the running batch finish and record its outcome. */
  stop(): Promise<void>;
  /** Resolves when the consumer stopped by itself (--max-messages reached) or was stopped. */
  readonly finished: Promise<void>;
}

/**
 * Operations per RabbitMQ batch (one transaction), at most. Bulk imports are mostly operations of set-based routes
 * (product, stock and price writes) whose batch costs the same statements whatever its size, so
 * the larger the batch the fewer round trips per operation: 200 drains 10,000 product creates in
 * 5 s where 50 took 7. The price: a batch that must run operation by operation (a failure, or
 * routes that open savepoints of their own) may pass PostgreSQL's 64 cached subtransactions, which
 * makes other sessions' snapshots slower while it runs; it is correct, and rare.
 */
export const BATCH_SIZE = 200;

/** Batches one consumer process runs at once, each on its own connection. */
export const CONCURRENCY = 4;
