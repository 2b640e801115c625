import { Injectable } from '@nestjs/common';
import { Database, logger } from '@mercato/platform';

/** A bulk this large changes what the consumers' statements should expect of the operation log. */
export const LARGE_BULK = 1000;
/** An entity-order check slower than this was planned on statistics that no longer hold. */
export const SLOW_CHECK_MS = 100;
/** Refreshes closer together than this share the first one. */
const MIN_INTERVAL_MS = 1000;

/**
 * Keeps the planner's statistics of the operation log close to what it holds.
 *
 * Operations go from open to complete by thousands a second: statistics taken while nearly none
 * were open can meet a bulk of 10,000 open ones. The entity-order check of a 200-operation batch
 * was then planned as a nested loop over what looked like an empty set of open operations and took
 * 600 ms instead of 1.3 ms; a drain of 10,000 updates took 13 s instead of 5 s, in one run of three.
 *
 * So the log is analysed here, and only here (migration 1763800000495 keeps autovacuum from
 * analysing it between bulks, when nothing is open): when a large bulk is accepted, and when a
 * check comes out slow (many small requests can build the same backlog). Only the columns those statements filter and join on
 * are analysed: the serialized arguments and results are large and no plan depends on them. It runs
 * beside the work, never in its way: a failure costs only the better plans, and is logged.
 */
@Injectable()
export class OperationLogStatistics {
  private last = 0;
  private running = false;

  constructor(private readonly ds: Database) {}

  afterAccepted(operations: number): void {
    if (operations >= LARGE_BULK) this.refresh('large bulk accepted');
  }

  afterCheck(ms: number): void {
    if (ms < SLOW_CHECK_MS) return;
    // Worth a line: it means the log's statistics had gone stale without a large bulk.
    if (this.refresh('slow entity-order check')) {
      logger.info('operation log statistics refreshed after a slow check', { ms: Math.round(ms) });
    }
  }

  /** Starts a refresh unless one runs or ran just now; answers whether it started one. */
  private refresh(reason: string): boolean {
    const now = Date.now();
    if (this.running || now - this.last < MIN_INTERVAL_MS) return false;
    this.running = true;
    this.last = now;
    this.ds
      .query(`ANALYZE magento_operation (id, bulk_uuid, status, entity_key, available_at)`)
      .then(() => this.ds.query(`ANALYZE queue_outbox`))
      .catch((error: unknown) => logger.warn('operation log statistics not refreshed', { reason, error: (error as Error)?.message }))
      .finally(() => (this.running = false));
    return true;
  }
}
