import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Database, DbNotifications, logger, numberArray } from '@mercato/platform';
import { RabbitConnection } from './rabbitmq-connection';

const BATCH = 1000;

/**
 * Moves accepted operations from the outbox to RabbitMQ: claims a batch (SKIP LOCKED, so several
 * relays share the work), publishes it with publisher confirms and deletes it in the same
 * transaction. A broker outage only delays the work: nothing is deleted that was not confirmed.
 * A message published twice (a relay dying after the broker confirmed) is skipped by the consumer.
 */
@Injectable()
export class OutboxRelay implements OnApplicationShutdown {
  private running = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly ds: Database,
    private readonly rabbit: RabbitConnection,
    private readonly notifications: DbNotifications,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(): Promise<void> {
    if (this.running || !this.config.amqpUrl) return;
    this.running = true;
    await this.notifications.listen(
      'mercato_outbox',
      () => this.wake?.(),
      () => this.wake?.(),
    );
    void this.rabbit.open();
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Publishes until the outbox is empty; returns how many messages went out. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.relayOnce();
      total += n;
      if (n < BATCH) return total;
    }
  }

  private async run(): Promise<void> {
    let backoff = 200;
    while (this.running) {
      try {
        await this.drain();
        backoff = 200;
        await this.sleep(1000);
      } catch (e) {
        logger.warn('outbox relay waiting for the broker', { error: (e as Error).message, retry_in_ms: backoff });
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, 5000);
      }
    }
  }

  private relayOnce(): Promise<number> {
    return this.ds.transaction(async () => {
      const rows: { id: string; operation_id: number; topic: string; bulk_uuid: string; entity_key: string | null }[] = await this.ds.query(
        `SELECT q.id, q.operation_id, q.topic, o.bulk_uuid, o.entity_key FROM queue_outbox q
         JOIN magento_operation o ON o.id = q.operation_id
         ORDER BY q.id LIMIT ${BATCH} FOR UPDATE OF q SKIP LOCKED`,
      );
      if (!rows.length) return 0;
      await this.rabbit.publish(
        rows.map((r) => ({
          routingKey: r.topic,
          messageId: String(r.operation_id),
          // The entity lets a consumer keep one entity's operations out of batches run side by side.
          body: JSON.stringify({ operation_id: r.operation_id, bulk_uuid: r.bulk_uuid, topic: r.topic, entity_key: r.entity_key }),
        })),
      );
      await this.ds.query(`DELETE FROM queue_outbox WHERE id = ANY($1::bigint[])`, [numberArray(rows.map((r) => Number(r.id)))]);
      return rows.length;
    });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
