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
 * Operations per transaction. Each runs in a savepoint; PostgreSQL keeps up to 64 subtransactions
 * per transaction cheaply, so batches stay below that.
 */
export const BATCH_SIZE = 50;

/** Batches one consumer process runs at once, each on its own connection. */
export const CONCURRENCY = 4;
