import { Injectable } from '@nestjs/common';
import { Database, DbNotifications, warnUnlessStopping } from '@mercato/platform';
import { OperationStatus } from '../services/operation-status';
import { CONCURRENCY, DeliverBatch, QueueConsumer } from './queue-consumer';

/**
 * Operations one worker claims at a time: fewer than RabbitMQ's batches (BATCH_SIZE). With 200,
 * two consumers on a bulk of interleaved updates of the same SKUs held each other's operations
 * back (EntityOrder) until their deferrals stacked up: one drain in two took about 70 s instead of 5.
 */
const CLAIM_SIZE = 50;

/**
 * What a worker that claimed nothing waits at least: BUSY_IDLE_MS when due operations are there
 * but other workers hold them (SKIP LOCKED), so it does not spin on them; MIN_IDLE_MS otherwise.
 */
const MIN_IDLE_MS = 20;
const BUSY_IDLE_MS = 100;

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
        if (n === 0) await this.sleep(Math.max(MIN_IDLE_MS, Math.min(1000, soonest)));
      } catch (e) {
        this.claimed -= limit;
        // A batch the server failed as this process was being asked to stop (a Ctrl-C reaches the
        // launcher's embedded PostgreSQL at the same moment) is part of that stop, not a fault.
        warnUnlessStopping('database queue: batch failed, retrying', { error: (e as Error).message, retry_in_ms: backoff });
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
      if (!rows.length) return { settled: 0, soonest: await this.nextDueInMs() };
      const result = await this.deliver(rows);
      return { settled: result.settled.length, soonest: Math.min(Infinity, ...result.retry.map((r) => r.delayMs)) };
    });
  }

  /**
   * When nothing could be claimed: how soon an open operation is due (Infinity when none is open).
   * Held-back operations come due with no notification; sleeping a whole second for each left
   * interleaved drains waiting on their tail, round after round.
   */
  private async nextDueInMs(): Promise<number> {
    const [row]: { ms: number | null }[] = await this.ds.query(
      `SELECT (EXTRACT(EPOCH FROM min(available_at) - now()) * 1000)::float8 AS ms FROM magento_operation
       WHERE status = ${OperationStatus.Open}`,
    );
    if (row?.ms === null || row?.ms === undefined) return Infinity;
    return row.ms <= 0 ? BUSY_IDLE_MS : row.ms;
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
