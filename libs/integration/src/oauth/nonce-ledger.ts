import { Injectable } from '@nestjs/common';
import { Database, GroupedWrites } from '@mercato/platform';

interface NonceUse {
  key: string;
  nonce: string;
  consumerId: number;
  timestamp: number;
}

const PURGE_INTERVAL_MS = 10_000;

/**
 * The nonces consumers have used (`oauth_nonce`). Every signed call must store its nonce, durably,
 * before it is answered; under load those writes are grouped (`GroupedWrites`): one INSERT for
 * the nonces of many concurrent calls.
 */
@Injectable()
export class NonceLedger {
  /** Keys queued or in flight: the same nonce twice at once is a replay without asking the database. */
  private readonly inFlight = new Set<string>();
  private readonly inserts: GroupedWrites<NonceUse, boolean>;
  private purgedAt = 0;

  constructor(private readonly ds: Database) {
    this.inserts = new GroupedWrites(ds, (uses) => this.insert(uses));
  }

  /** True when the nonce was new for the consumer and is now recorded; false when it was used before. */
  async use(consumerId: number, nonce: string, timestamp: number): Promise<boolean> {
    const key = `${consumerId}\u0000${nonce}`;
    if (this.inFlight.has(key)) return false;
    this.inFlight.add(key);
    try {
      return await this.inserts.add({ key, nonce, consumerId, timestamp });
    } finally {
      this.inFlight.delete(key);
    }
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

  /** Whether each nonce was new: one statement for the group. */
  private async insert(uses: NonceUse[]): Promise<boolean[]> {
    const rows: { consumer_id: number; nonce: string }[] = await this.ds.query(
      `INSERT INTO oauth_nonce (nonce, consumer_id, timestamp)
       SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
       ON CONFLICT DO NOTHING RETURNING consumer_id, nonce`,
      [uses.map((u) => u.nonce), uses.map((u) => u.consumerId), uses.map((u) => u.timestamp)],
    );
    const stored = new Set(rows.map((r) => `${r.consumer_id}\u0000${r.nonce}`));
    return uses.map((u) => stored.has(u.key));
  }
}
