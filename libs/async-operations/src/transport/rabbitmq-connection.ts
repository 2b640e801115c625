import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ChannelModel, ConfirmChannel, connect, RecoveringChannelModel } from 'amqplib';
import { APP_CONFIG, AppConfig, logger, QueueHealth } from '@mercato/platform';

/** Magento's queue topology: exchange `magento`, queue `async.operations.all` bound to `async.#`. */
export const EXCHANGE = 'magento';
export const QUEUE = 'async.operations.all';
/** Messages wait here for their back-off, then dead-letter back into the main queue. */
export const RETRY_QUEUE = 'async.operations.all.retry';
/** Messages no operation can be made of (rejected without requeue). */
export const DEAD_EXCHANGE = 'magento.dead';
export const DEAD_QUEUE = 'async.operations.all.dead';

export interface OutgoingMessage {
  routingKey: string;
  body: string;
  messageId: string;
}

type Setup = (model: ChannelModel) => Promise<void>;
/** Told when the broker had lost the queue: what was on it is gone, accepted before `before`. */
type QueueLost = (before: Date) => Promise<void>;

/**
 * One RabbitMQ connection per process with amqplib's recovery: after every (re)connect the
 * topology is declared again, the confirm channel renewed and each registered consumer
 * re-subscribed. Publishing never waits for the broker longer than its timeout, so the API is not
 * held up by an outage (the outbox keeps what was not confirmed).
 */
@Injectable()
export class RabbitConnection implements OnApplicationShutdown, QueueHealth {
  private connection: RecoveringChannelModel | null = null;
  private publisher: ConfirmChannel | null = null;
  private readonly setups: Setup[] = [];
  private readonly queueLostListeners: QueueLost[] = [];
  private opening: Promise<void> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get connected(): boolean {
    return this.publisher !== null;
  }

  /** Without AMQP_URL the queue is the database, which /health checks itself. */
  healthy(): boolean {
    return this.config.amqpUrl === null || this.connected;
  }

  open(): Promise<void> {
    this.opening ??= this.connect();
    return this.opening;
  }

  private async connect(): Promise<void> {
    const connection = await connect(this.config.amqpUrl!, {
      recovery: {
        initialDelay: 200,
        maxDelay: 5000,
        maxRetries: Infinity,
        waitForConnect: false,
        setup: (model: ChannelModel) => this.setUp(model),
      },
    });
    connection.on('error', (e: Error) => logger.warn('amqp connection error', { error: e.message }));
    connection.on('disconnect', (e?: Error) => {
      this.publisher = null;
      logger.warn('amqp disconnected', { error: e?.message });
    });
    this.connection = connection;
  }

  /**
   * What every (re)connect runs before the connection is in use. amqplib's recovery listens for the
   * new connection's errors only once this has returned: a broker that goes away meanwhile (a
   * restart) would raise its socket error with no listener, an uncaught exception that ends the
   * process. So it listens itself until then; after a failure, for good (the connection is
   * closed and recovery tries again).
   */
  private async setUp(model: ChannelModel): Promise<void> {
    const duringSetUp = (e: Error) => logger.warn('amqp connection error while setting up', { error: e.message });
    model.on('error', duringSetUp);
    const connectedAt = new Date();
    // A queue that is not there any more (a deleted virtual host, a broker that lost its
    // data) took its messages with it: once the topology is declared again, the listeners
    // queue again what was accepted before.
    const queueWasThere = await queueExists(model);
    const ch = await model.createConfirmChannel();
    await declareTopology(ch);
    ch.on('error', (e: Error) => logger.warn('amqp publish channel error', { error: e.message }));
    ch.on('close', () => {
      if (this.publisher === ch) this.publisher = null;
    });
    this.publisher = ch;
    for (const setup of this.setups) await setup(model);
    logger.info('amqp connected');
    if (!queueWasThere) {
      for (const listener of this.queueLostListeners) {
        await listener(connectedAt).catch((e: Error) => logger.warn('re-queueing after a lost queue failed', { error: e.message }));
      }
    }
    model.removeListener('error', duringSetUp);
  }

  /** Registers what to do when a (re)connect finds the queue gone with its messages. */
  onQueueLost(listener: QueueLost): void {
    this.queueLostListeners.push(listener);
  }

  /** Registers a consumer set-up, run now if connected and after every reconnect. */
  async addSetup(setup: Setup): Promise<void> {
    this.setups.push(setup);
    await this.open();
    if (this.publisher && this.connection) await setup(this.connection as unknown as ChannelModel);
  }

  /** Publishes persistent messages and waits for the broker's confirms. */
  async publish(messages: OutgoingMessage[], timeoutMs = 10_000): Promise<void> {
    await this.open();
    const ch = this.publisher;
    if (!ch) throw new Error('RabbitMQ is not connected');
    for (const m of messages) {
      ch.publish(EXCHANGE, m.routingKey, Buffer.from(m.body), {
        persistent: true,
        messageId: m.messageId,
        contentType: 'application/json',
      });
    }
    await withTimeout(ch.waitForConfirms(), timeoutMs, 'RabbitMQ did not confirm the messages in time');
  }

  /** Puts a message on the retry queue; it returns to the main queue after `delayMs`. */
  async publishRetry(message: OutgoingMessage, delayMs: number): Promise<void> {
    const ch = this.publisher;
    if (!ch) throw new Error('RabbitMQ is not connected');
    ch.sendToQueue(RETRY_QUEUE, Buffer.from(message.body), {
      persistent: true,
      messageId: message.messageId,
      expiration: String(Math.max(1, Math.round(delayMs))),
      contentType: 'application/json',
    });
    await withTimeout(ch.waitForConfirms(), 10_000, 'RabbitMQ did not confirm the retry in time');
  }

  async onApplicationShutdown(): Promise<void> {
    const c = this.connection;
    this.connection = null;
    this.publisher = null;
    await c?.close().catch(() => undefined);
  }
}

/** Whether the main queue exists (a passive declare, on a channel of its own: a 404 closes it). */
async function queueExists(model: ChannelModel): Promise<boolean> {
  const ch = await model.createChannel();
  ch.on('error', () => undefined);
  try {
    await ch.checkQueue(QUEUE);
    await ch.close().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

export async function declareTopology(ch: ConfirmChannel | import('amqplib').Channel): Promise<void> {
  await ch.assertExchange(EXCHANGE, 'topic', { durable: true });
  await ch.assertExchange(DEAD_EXCHANGE, 'fanout', { durable: true });
  await ch.assertQueue(DEAD_QUEUE, { durable: true });
  await ch.bindQueue(DEAD_QUEUE, DEAD_EXCHANGE, '');
  await ch.assertQueue(QUEUE, { durable: true, arguments: { 'x-dead-letter-exchange': DEAD_EXCHANGE } });
  await ch.bindQueue(QUEUE, EXCHANGE, 'async.#');
  await ch.assertQueue(RETRY_QUEUE, { durable: true, arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': QUEUE } });
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
