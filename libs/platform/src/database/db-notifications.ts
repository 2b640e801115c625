import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { logger } from '../logging/logger';
import { orderlyStopBegun } from '../orderly-stop';

type Listener = (payload: string) => void;

/** How long a lost connection waits to see whether the process was asked to stop at the same moment. */
const SIGNAL_GRACE_MS = 500;
/** The channel `caughtUp` sends its markers on; every process listens to it. */
const CAUGHT_UP = 'mercato_caught_up';
/** How long `caughtUp` waits for its marker before giving up (a server too busy to deliver it). */
const CAUGHT_UP_MS = 5_000;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection per process: caches learn at once that
 * another process (or a trigger) changed what they hold. On a lost connection it warns, reconnects
 * with back-off and tells every channel's listeners to drop what they cached (`reset`). While the
 * process stops (orderly-stop.ts) a closed connection is expected: no warning, no reconnecting.
 */
@Injectable()
export class DbNotifications implements OnApplicationShutdown {
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Map<string, { onMessage: Listener; onReset: () => void }[]>();
  private closed = false;
  private backoffMs = 100;
  /** The channels each connection listens on (a new connection listens on all of them). */
  private readonly channelsOf = new WeakMap<Client, Set<string>>();
  /** `caughtUp` calls waiting for their marker, by its payload. */
  private readonly markers = new Map<string, () => void>();
  private markerSequence = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Subscribes to a channel; `onReset` runs whenever notifications may have been missed. */
  async listen(channel: string, onMessage: Listener, onReset: () => void): Promise<void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
    const list = this.listeners.get(channel) ?? [];
    list.push({ onMessage, onReset });
    this.listeners.set(channel, list);
    await this.ensureConnected();
    // Once per channel and connection, whoever asks first: several listeners of one channel may
    // register together while the connection is being made.
    const client = this.client;
    if (client && !this.channelsOf.get(client)?.has(channel)) {
      this.channelsOf.get(client)?.add(channel);
      await client.query(`LISTEN ${channel}`);
    }
  }

  /**
   * Resolves once every notification committed before the call has reached this process's
   * listeners: what another process committed (a consumer's bulk operation) is then out of its
   * caches. PostgreSQL delivers notifications to a listener in the order their transactions
   * committed, so this process's own marker, sent now, arrives after all of them. Used where a
   * client learns that another process's work is done (the bulk status routes), so that its next
   * read sees that work. At once when notifications are not live (caches are then not relied on).
   */
  async caughtUp(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const marker = `${process.pid}.${++this.markerSequence}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.markers.set(marker, resolve);
      timer = setTimeout(resolve, CAUGHT_UP_MS);
      timer.unref();
    });
    try {
      await client.query(`SELECT pg_notify('${CAUGHT_UP}', $1)`, [marker]);
      await arrived;
    } catch {
      // The connection was lost: its end drops every cache (resetAll), which is as good.
    } finally {
      clearTimeout(timer);
      this.markers.delete(marker);
    }
  }

  /** True while notifications are being received; callers must not rely on caches otherwise. */
  get live(): boolean {
    return this.client !== null;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  /** Closed here, or the process is stopping: the connection is not wanted any more. */
  private get stopping(): boolean {
    return this.closed || orderlyStopBegun();
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.stopping) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl! });
    client.on('notification', (n) => {
      if (n.channel === CAUGHT_UP) return this.markers.get(n.payload ?? '')?.();
      for (const l of this.listeners.get(n.channel) ?? []) l.onMessage(n.payload ?? '');
    });
    // One loss is one warning: the server's message and the closed socket both arrive as errors.
    // Decided a moment later: a Ctrl-C reaches the embedded server and this process together, and
    // the server's close may arrive before this process's own signal handler has run.
    let warned = false;
    client.on('error', (e) => {
      if (warned || this.stopping) return;
      warned = true;
      setTimeout(() => {
        if (!this.stopping) logger.warn('notification connection error', { error: e.message });
      }, SIGNAL_GRACE_MS).unref();
    });
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = null;
      this.resetAll();
      if (!this.stopping) setTimeout(() => void this.reconnect(), this.backoffMs).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CAUGHT_UP}`);
    const channels = new Set<string>();
    this.channelsOf.set(client, channels);
    for (const channel of this.listeners.keys()) {
      channels.add(channel);
      await client.query(`LISTEN ${channel}`);
    }
    if (this.closed) {
      // Shut down while connecting: this connection would outlive the module.
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoffMs = 100;
  }

  private async reconnect(): Promise<void> {
    try {
      await this.ensureConnected();
    } catch (e) {
      if (this.stopping) return;
      this.backoffMs = Math.min(this.backoffMs * 2, 10_000);
      logger.warn('notification connection failed; retrying', { error: (e as Error).message, in_ms: this.backoffMs });
      if (!this.closed) setTimeout(() => void this.reconnect(), this.backoffMs).unref();
    }
    this.resetAll();
  }

  private resetAll(): void {
    for (const list of this.listeners.values()) for (const l of list) l.onReset();
    // Every cache was dropped: nothing a waiting `caughtUp` waited for can still be in one.
    for (const release of this.markers.values()) release();
  }
}
