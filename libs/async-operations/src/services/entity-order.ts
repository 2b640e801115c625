import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
import { OperationStatus } from './operation-status';

/** Seconds a held-back operation waits before it is offered again, beyond its predecessor's own wait. */
export const DEFER_SECONDS = 0.1;

/** Earlier operations one batch takes over at most, beyond its own. */
const PULL_LIMIT = 50;

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
  constructor(private readonly ds: Database) {}

  /**
   * Locks and returns (ids) the open, due operations accepted before the claimed ones of the same
   * entity that no other transaction holds, earliest first. One statement.
   */
  async pullEarlier(claimed: number[]): Promise<number[]> {
    if (!claimed.length) return [];
    const rows: { id: number }[] = await this.ds.query(
      `SELECT o.id FROM magento_operation o
       WHERE o.status = ${OperationStatus.Open} AND o.id IN (
         SELECT e.id FROM magento_operation m
         JOIN magento_operation e ON e.entity_key = m.entity_key AND e.entity_key IS NOT NULL AND e.status = ${OperationStatus.Open}
           AND e.id < m.id
         WHERE m.id = ANY($1::int[]) AND e.id <> ALL($1::int[]) AND e.available_at <= now()
       )
       ORDER BY o.id LIMIT ${PULL_LIMIT}
       FOR UPDATE OF o SKIP LOCKED`,
      [numberArray(claimed)],
    );
    return rows.map((r) => r.id);
  }

  /**
   * The claimed operations that must wait, with how long: each has an earlier open operation of its
   * entity outside the batch (being run by another batch, waiting for a retry, or not yet taken).
   * One statement for the batch.
   */
  async heldBack(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows: { id: number; wait: number }[] = await this.ds.query(
      `SELECT c.id, EXTRACT(EPOCH FROM GREATEST(min(b.available_at), now()::timestamp) - now()::timestamp)::float8 AS wait
       FROM magento_operation c
       JOIN magento_operation b ON b.entity_key = c.entity_key AND b.entity_key IS NOT NULL AND b.status = ${OperationStatus.Open}
         AND b.id < c.id AND b.id <> ALL($1::int[])
       WHERE c.id = ANY($1::int[]) AND c.entity_key IS NOT NULL
       GROUP BY c.id`,
      [numberArray(ids)],
    );
    return new Map(rows.map((r) => [r.id, Number(r.wait) + DEFER_SECONDS]));
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
