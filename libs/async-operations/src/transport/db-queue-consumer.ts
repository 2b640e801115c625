import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DbNotifications, logger, runInTransaction } from '@mercato/platform';
import { OperationStatus } from '../entities';
import { OperationRunner } from '../services/operation-runner';
import { BATCH_SIZE, QueueConsumer } from './queue-consumer';

/**
 * The queue kept in the database (no AMQP_URL): open operations are claimed in id order with
 * `FOR UPDATE SKIP LOCKED`, so any number of consumers share them, and run in the claiming
 * transaction. A consumer that dies releases its claim with its connection. New work wakes it
 * through LISTEN/NOTIFY; it also looks every second (back-off timers, missed notifications).
 */
@Injectable()
export class DbQueueConsumer implements QueueConsumer {
  private running = false;
  private wake: (() => void) | null = null;
  private resolveFinished!: () => void;
  readonly finished = new Promise<void>((r) => (this.resolveFinished = r));

  constructor(
    private readonly ds: DataSource,
    private readonly runner: OperationRunner,
    private readonly notifications: DbNotifications,
  ) {}

  async start({ maxMessages }: { maxMessages?: number }): Promise<void> {
    this.running = true;
    await this.notifications.listen('mercato_operations', () => this.wake?.(), () => this.wake?.());
    void this.loop(maxMessages ?? Infinity);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.finished;
  }

  private async loop(max: number): Promise<void> {
    let processed = 0;
    let backoff = 200;
    try {
      while (this.running && processed < max) {
        try {
          const n = await this.claimAndRun(Math.min(BATCH_SIZE, max - processed));
          processed += n;
          backoff = 200;
          if (n === 0) await this.sleep(1000);
        } catch (e) {
          logger.warn('database queue: batch failed, retrying', { error: (e as Error).message, retry_in_ms: backoff });
          await this.sleep(backoff);
          backoff = Math.min(backoff * 2, 5000);
        }
      }
    } finally {
      this.running = false;
      this.resolveFinished();
    }
  }

  private claimAndRun(limit: number): Promise<number> {
    return runInTransaction(this.ds, async () => {
      const rows: { id: number }[] = await this.ds.query(
        `SELECT id FROM magento_operation WHERE status = ${OperationStatus.Open} AND available_at <= now()
         ORDER BY available_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
      );
      if (!rows.length) return 0;
      const result = await this.runner.runBatch(rows.map((r) => r.id));
      return result.settled.length;
    });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }
}
