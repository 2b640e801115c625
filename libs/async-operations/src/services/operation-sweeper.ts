import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Database, logger } from '@mercato/platform';
import { OperationStatus } from './operation-status';
import { RabbitConnection } from '../transport/rabbitmq-connection';

/**
 * Returns stuck operations to the queue. With RabbitMQ, an operation still open long after it was
 * queued, and not waiting in the outbox, lost its message (a purged queue, a broker that lost
 * data): it is queued again. A consumer killed mid-batch needs nothing: its transaction rolls back
 * and the broker (or the database queue) hands the work to the next consumer. When a reconnect
 * finds the queue gone, every open operation accepted before it is queued again at once, without
 * waiting to look stale (a message sent twice is skipped by the consumer).
 */
@Injectable()
export class OperationSweeper implements OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  static readonly STALE_SECONDS = 600;

  constructor(
    private readonly ds: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    rabbit: RabbitConnection,
  ) {
    // Whichever process reconnects first (an API or a consumer) finds the queue gone and re-queues.
    if (config.amqpUrl) rabbit.onQueueLost(async (before) => void (await this.requeue(`o.queued_at < $1`, [before])));
  }

  start(intervalMs = 60_000): void {
    if (!this.config.amqpUrl || this.timer) return;
    this.timer = setInterval(() => void this.sweep().catch((e) => logger.warn('sweeper failed', { error: e.message })), intervalMs);
    this.timer.unref();
  }

  /** Re-queues lost operations; returns how many. */
  async sweep(staleSeconds = OperationSweeper.STALE_SECONDS): Promise<number> {
    return this.requeue(`o.queued_at < now() - make_interval(secs => $1)`, [staleSeconds]);
  }

  /** Puts the open operations that match `which` (and are not waiting in the outbox) back in the outbox. */
  private async requeue(which: string, params: unknown[]): Promise<number> {
    const [{ count }] = await this.ds.query(
      `WITH stale AS (
         UPDATE magento_operation o SET queued_at = now()
         WHERE o.status = ${OperationStatus.Open} AND ${which}
           AND o.available_at <= now()
           AND NOT EXISTS (SELECT 1 FROM queue_outbox q WHERE q.operation_id = o.id)
         RETURNING o.id, o.topic_name
       ), queued AS (INSERT INTO queue_outbox (operation_id, topic) SELECT id, topic_name FROM stale)
       SELECT count(*)::int AS count FROM stale`,
      params,
    );
    if (count) logger.warn('re-queued operations whose messages were lost', { count });
    return count;
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
