import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

interface Pending {
  key: string;
  nonce: string;
  consumerId: number;
  timestamp: number;
  resolve(stored: boolean): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 1000;
const PURGE_INTERVAL_MS = 10_000;

/**
 * The nonces consumers have used (`oauth_nonce`). Every signed call must store its nonce, durably,
 * before it is answered; under load those writes are grouped: while one INSERT is in flight, the
 * nonces that arrive wait and go together in the next one (one statement for many calls, none
 * waiting longer than one round trip). An idle server inserts at once.
 */
@Injectable()
export class NonceLedger {
  private queue: Pending[] = [];
  /** Keys queued or in flight: the same nonce twice at once is a replay without asking the database. */
  private readonly inFlight = new Set<string>();
  private flushing = false;
  private purgedAt = 0;

  constructor(private readonly ds: Database) {}

  /** True when the nonce was new for the consumer and is now recorded; false when it was used before. */
  use(consumerId: number, nonce: string, timestamp: number): Promise<boolean> {
    const key = `${consumerId}\u0000${nonce}`;
    if (this.inFlight.has(key)) return Promise.resolve(false);
    this.inFlight.add(key);
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ key, nonce, consumerId, timestamp, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  /**
   * Removes nonces older than `before` (epoch seconds): their timestamps are refused anyway. At most
   * once per PURGE_INTERVAL_MS per process, however often it is asked.
   */
  async purge(before: number): Promise<void> {
    if (Date.now() - this.purgedAt < PURGE_INTERVAL_MS) return;
    this.purgedAt = Date.now();
    await this.ds.query(`DELETE FROM oauth_nonce WHERE timestamp < $1`, [before]);
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const rows: { consumer_id: number; nonce: string }[] = await this.ds.query(
            `INSERT INTO oauth_nonce (nonce, consumer_id, timestamp)
             SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
             ON CONFLICT DO NOTHING RETURNING consumer_id, nonce`,
            [batch.map((p) => p.nonce), batch.map((p) => p.consumerId), batch.map((p) => p.timestamp)],
          );
          const stored = new Set(rows.map((r) => `${r.consumer_id}\u0000${r.nonce}`));
          for (const p of batch) p.resolve(stored.has(p.key));
        } catch (error) {
          for (const p of batch) p.reject(error);
        } finally {
          for (const p of batch) this.inFlight.delete(p.key);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
