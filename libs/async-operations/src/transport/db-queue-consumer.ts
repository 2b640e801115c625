import { Injectable } from '@nestjs/common';
import { Database, DbNotifications, logger } from '@mercato/platform';
import { OperationStatus } from '../services/operation-status';
import { CONCURRENCY, DeliverBatch, QueueConsumer } from './queue-consumer';

/**
 * Operations one worker claims at a time: fewer than RabbitMQ's batches (BATCH_SIZE). With 200,
 * two consumers on a bulk of interleaved updates of the same SKUs held each other's operations
 * back (EntityOrder) until their deferrals stacked up: one drain in two took about 70 s instead of 5.
 */
const CLAIM_SIZE = 50;

/**
 * The queue kept in the database (no AMQP_URL): open operations are claimed in id order with
 * `FOR UPDATE SKIP LOCKED`, so any number of consumers share them, and delivered to the handlers
 * inside the claiming transaction. A consumer that dies releases its claim with its connection. New work wakes it
 * through LISTEN/NOTIFY; it also looks every second (back-off timers, missed notifications).
 */
@Injectable()
export class DbQueueConsumer implements QueueConsumer {
  private running = false;
  private readonly sleepers = new Set<() => void>();
  private claimed = 0;
  private deliver: DeliverBatch = () => Promise.reject(new Error('not started'));
  private resolveFinished!: () => void;
  readonly finished = new Promise<void>((r) => (this.resolveFinished = r));

  constructor(
    private readonly ds: Database,
    private readonly notifications: DbNotifications,
  ) {}

  async start({ maxMessages }: { maxMessages?: number }, deliver: DeliverBatch): Promise<void> {
    this.running = true;
    this.deliver = deliver;
    await this.notifications.listen(
      'mercato_operations',
      () => this.wakeAll(),
      () => this.wakeAll(),
    );
    const max = maxMessages ?? Infinity;
    const workers = Array.from({ length: CONCURRENCY }, () => this.loop(max));
    void Promise.all(workers).finally(() => {
      this.running = false;
      this.resolveFinished();
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeAll();
    await this.finished;
  }

  /** One worker: claims and runs batches until stopped or the --max-messages budget is spent. */
  private async loop(max: number): Promise<void> {
    let backoff = 200;
    while (this.running && this.claimed < max) {
      const limit = Math.min(CLAIM_SIZE, max - this.claimed);
      this.claimed += limit; // reserve the budget before claiming, so workers do not overshoot
      try {
        const { settled: n, soonest } = await this.claimAndRun(limit);
        this.claimed -= limit - n;
        backoff = 200;
        // Operations held back behind an earlier one of their entity are due again shortly: no notification says so.
        if (n === 0) await this.sleep(Math.min(1000, soonest));
      } catch (e) {
        this.claimed -= limit;
        logger.warn('database queue: batch failed, retrying', { error: (e as Error).message, retry_in_ms: backoff });
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, 5000);
      }
    }
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }

  /** Runs one batch; returns how many operations it settled and in how many ms the soonest retry is due. */
  private claimAndRun(limit: number): Promise<{ settled: number; soonest: number }> {
    return this.ds.transaction(async () => {
      const rows: { id: number; topic: string }[] = await this.ds.query(
        `SELECT id, topic_name AS topic FROM magento_operation WHERE status = ${OperationStatus.Open} AND available_at <= now()
         ORDER BY available_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
      );
      if (!rows.length) return { settled: 0, soonest: Infinity };
      const result = await this.deliver(rows);
      return { settled: result.settled.length, soonest: Math.min(Infinity, ...result.retry.map((r) => r.delayMs)) };
    });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
