import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
import { OperationLogStatistics } from './operation-log-statistics';
import { OperationStatus } from './operation-status';

/** Seconds a held-back operation waits before it is offered again, beyond its predecessor's own wait. */
export const DEFER_SECONDS = 0.1;

/** The operation log changes by thousands of rows a second while a bulk drains: no cached plans over it. */
const PLAN_EACH_CALL = { planEachCall: true };

/**
 * Earlier operations one batch takes over at most, beyond its own. Enough for a whole prefetch of
 * interleaved work: messages come out of order (two outbox relays publish side by side, held
 * operations return through the retry queue), and an operation whose predecessors were not taken
 * over waits a round through the retry queue, where it meets the same again. With 50, 10,000 price
 * updates of 400 SKUs took 17 s to drain on one consumer; with 1,000, 3.5 s, as distinct SKUs do.
 * Taken-over operations coalesce with the batch's own, so the larger batch costs little more.
 */
const PULL_LIMIT = 1000;

/**
 * Keeps one entity's operations in the order they were accepted when several consumers (and several
 * batches in one consumer) share the queue. Neither RabbitMQ (round-robin delivery, redelivery,
 * the retry queue) nor the database queue (SKIP LOCKED) keeps that order across batches, and two
 * batches holding `price=1` and `price=2` of one SKU could commit in either order.
 *
 * The rule, checked inside the batch's transaction after its operations are claimed: an operation
 * with an entity key runs only when no operation of the same key with a smaller id (accepted
 * earlier) is still open outside the batch. Inside the batch the claimed operations run in id
 * order, so consecutive ones still coalesce. Of one key only the earliest open operation can ever
 * run, so two batches never run one entity's operations at once and none overtakes another.
 *
 * So that an entity's chain does not advance by one operation per trip round the queue, a batch
 * first takes over the earlier open operations of its entities that no other batch holds (SKIP
 * LOCKED) and runs them before its own, in id order (so they coalesce too); their own messages,
 * when they come, find them done and are skipped like any redelivery.
 *
 * Held-back operations are not failed and spend no attempt: they stay open, their `available_at`
 * moves to just after their predecessor's, and the transport offers them again (the database queue
 * by `available_at`; RabbitMQ through the retry queue). Nothing here is a lock held outside a
 * transaction: a consumer killed mid-batch rolls back, its operations are open again and delivered
 * to another consumer, and the ones waiting behind them run after them, so no entity stays blocked.
 */
@Injectable()
export class EntityOrder {
  constructor(
    private readonly ds: Database,
    private readonly statistics: OperationLogStatistics,
  ) {}

  /**
   * For a batch's claimed operations, one statement: `pulled`, the open, due operations accepted
   * before them of the same entities that no other transaction holds (now locked by this one,
   * earliest first), and `held`, the operations of the batch (claimed or pulled) that must wait,
   * with how many seconds: each has an earlier open operation of its entity outside the batch
   * (being run by another batch, waiting for a retry, or beyond the pull limit). Nothing to do, and
   * no statement, when no claimed operation names its entity.
   */
  async arrange(claimed: { id: number; entity_key: string | null }[]): Promise<{ pulled: number[]; held: Map<number, number> }> {
    if (!claimed.some((op) => op.entity_key !== null)) return { pulled: [], held: new Map() };
    const started = performance.now();
    const rows: { id: number; wait: number | null }[] = await this.ds.query(
      `WITH mine AS (
         SELECT id, entity_key FROM magento_operation WHERE id = ANY($1::int[]) AND entity_key IS NOT NULL
       ), pulled AS (
         SELECT o.id, o.entity_key FROM magento_operation o
         WHERE o.status = ${OperationStatus.Open} AND o.id IN (
           SELECT e.id FROM mine m
           JOIN magento_operation e ON e.entity_key = m.entity_key AND e.entity_key IS NOT NULL AND e.status = ${OperationStatus.Open}
             AND e.id < m.id
           WHERE e.id <> ALL($1::int[]) AND e.available_at <= now()
         )
         ORDER BY o.id LIMIT ${PULL_LIMIT}
         FOR UPDATE OF o SKIP LOCKED
       ), batch AS (SELECT id, entity_key FROM mine UNION ALL SELECT id, entity_key FROM pulled)
       SELECT id, NULL::float8 AS wait FROM pulled
       UNION ALL
       SELECT c.id, EXTRACT(EPOCH FROM GREATEST(min(b.available_at), now()::timestamp) - now()::timestamp)::float8
       FROM batch c
       JOIN magento_operation b ON b.entity_key = c.entity_key AND b.entity_key IS NOT NULL AND b.status = ${OperationStatus.Open}
         AND b.id < c.id AND b.id <> ALL($1::int[]) AND b.id NOT IN (SELECT id FROM pulled)
       GROUP BY c.id`,
      [numberArray(claimed.map((op) => op.id))],
      PLAN_EACH_CALL,
    );
    this.statistics.afterCheck(performance.now() - started);
    const pulled = rows.filter((r) => r.wait === null).map((r) => r.id);
    const held = new Map(rows.filter((r) => r.wait !== null).map((r) => [r.id, Number(r.wait) + DEFER_SECONDS]));
    return { pulled, held };
  }

  /** Offers held-back operations again after their wait (one statement); status and attempts stay. */
  async defer(held: Map<number, number>): Promise<void> {
    if (!held.size) return;
    await this.ds.query(
      `UPDATE magento_operation o SET available_at = now() + make_interval(secs => x.wait)
       FROM unnest($1::int[], $2::float8[]) AS x(id, wait) WHERE o.id = x.id`,
      [numberArray([...held.keys()]), numberArray([...held.values()])],
    );
  }
}
