/** A running consumer of `async.operations.all`, whatever carries the messages. */
export interface QueueConsumer {
  /** Starts consuming; resolves once subscribed. */
  start(options: { maxMessages?: number }): Promise<void>;
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
