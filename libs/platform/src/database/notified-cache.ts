import { Database } from './database';
import { DbNotifications } from './db-notifications';

/**
 * A process-wide cache of database reads that database triggers keep true: a NOTIFY on its channel
 * drops entries (all of them, or the one the payload names), and nothing is cached while the
 * notification connection is down or inside a transaction (uncommitted data). A read
 * that raced with a change is not stored: `begin()` before reading, `set(…, token)` after.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly notifications: DbNotifications,
    private readonly maxEntries: number,
  ) {}

  /**
   * Subscribes to `channel`. `onChange` says what a notification's payload invalidates: a key, or `'all'` for
   * everything (the default); `null` to ignore it.
   */
  listen(channel: string, onChange: (payload: string) => string | null = () => 'all'): Promise<void> {
    return this.notifications.listen(
      channel,
      (payload) => {
        const target = onChange(payload);
        if (target === 'all') this.clear();
        else if (target !== null) this.delete(target);
      },
      () => this.clear(),
    );
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** A token for `set`, or null when what is about to be read must not be cached. */
  begin(): number | null {
    return this.notifications.live && !this.db.inTransaction ? this.generation : null;
  }

  set(key: string, value: V, token: number | null): void {
    if (token === null || token !== this.generation || !this.notifications.live) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  /**
   * The entry for `key`, else what `load` reads, kept once it is committed data: at once outside a
   * transaction; inside one, after its commit (the read saw the transaction's own writes, which a
   * rollback takes back). The load runs where it is called, inside the caller's transaction, so it
   * never waits for a second connection. A change notified meanwhile keeps it out (its token).
   * Callers must not change what it answers: the entry is shared.
   */
  async remember(key: string, load: () => Promise<V>): Promise<V> {
    const held = this.entries.get(key);
    if (held !== undefined) return held;
    const token = this.notifications.live ? this.generation : null;
    const value = await load();
    if (token !== null) await this.db.afterCommit(async () => this.set(key, value, token));
    return value;
  }

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
