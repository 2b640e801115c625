import { Database } from './database';
import { DbNotifications } from './db-notifications';
import { NotifiedCache } from './notified-cache';

/**
 * A small table (or what is computed from it) held whole in memory by each process, because every
 * cart call or request reads it: loaded on first use, outside any transaction (committed rows
 * only), and again after each notification on its channel (a statement trigger made by
 * createChangeNotification) or a change this process made (`changed`). Concurrent readers share
 * one load. Without notifications (down, or a command on a bare Database) every read loads it.
 */
export class NotifiedSnapshot<T> {
  private readonly cache: NotifiedCache<T> | null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly ds: Database,
    notifications: DbNotifications | undefined,
    private readonly channel: string,
    private readonly load: () => Promise<T>,
  ) {
    this.cache = notifications ? new NotifiedCache<T>(ds, notifications, 1) : null;
  }

  /** Subscribes to the channel (a provider's onModuleInit). */
  async listen(): Promise<void> {
    await this.cache?.listen(this.channel, () => {
      this.loading = null;
      return 'all';
    });
  }

  get(): Promise<T> {
    const held = this.cache?.get('all');
    if (held !== undefined) return Promise.resolve(held);
    this.loading ??= this.ds
      .outsideTransaction(async () => {
        const token = this.cache?.begin() ?? null;
        const value = await this.load();
        this.cache?.set('all', value, token);
        return value;
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** After this process changed the table: the next read loads it (no wait for the notification). */
  changed(): void {
    this.loading = null;
    this.cache?.clear();
  }
}
