import { Injectable } from '@nestjs/common';
import { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import { logger } from '@mercato/platform';
import { OutboxRelay } from './outbox-relay';
import { QUEUE, RabbitConnection } from './rabbitmq-connection';
import { BATCH_SIZE, CONCURRENCY, DeliverBatch, DeliveredOperation, QueueConsumer } from './queue-consumer';

const PREFETCH = 2 * CONCURRENCY * BATCH_SIZE;
const GATHER_MS = 5;

/**
 * Carries `async.operations.all` from RabbitMQ with manual acks and a bounded prefetch. Messages
 * are gathered into batches (up to BATCH_SIZE, or whatever arrived within a few milliseconds) and
 * delivered to the handlers, which run each batch in one transaction; each message is acknowledged
 * only after its outcome is committed. A transient failure
 * goes to the retry queue with back-off; a message no operation can be made of is dead-lettered.
 * If the batch itself fails (database down) the messages are returned to the queue.
 */
@Injectable()
export class RabbitConsumer implements QueueConsumer {
  private channel: Channel | null = null;
  private consumerTag: string | null = null;
  private pending: ConsumeMessage[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Batches being run, at most CONCURRENCY, each in its own transaction. */
  private readonly running = new Set<Promise<void>>();
  private processed = 0;
  private inFlight = 0;
  private max = Infinity;
  private stopping = false;
  private deliver: DeliverBatch = () => Promise.reject(new Error('not started'));
  private resolveFinished!: () => void;
  readonly finished = new Promise<void>((r) => (this.resolveFinished = r));

  constructor(
    private readonly rabbit: RabbitConnection,
    private readonly relay: OutboxRelay,
  ) {}

  async start({ maxMessages }: { maxMessages?: number }, deliver: DeliverBatch): Promise<void> {
    this.max = maxMessages ?? Infinity;
    this.deliver = deliver;
    // The consumer also relays the outbox, so work accepted while no API runs still moves.
    await this.relay.start();
    await this.rabbit.addSetup((model) => this.subscribe(model));
  }

  async stop(): Promise<void> {
    if (this.stopping) return this.finished;
    this.stopping = true;
    const ch = this.channel;
    if (ch && this.consumerTag) await ch.cancel(this.consumerTag).catch(() => undefined);
    await this.flush();
    while (this.running.size) await Promise.all([...this.running]);
    // Unprocessed prefetched messages go back to the queue with the channel.
    await ch?.close().catch(() => undefined);
    this.resolveFinished();
  }

  private async subscribe(model: ChannelModel): Promise<void> {
    if (this.stopping) return;
    const ch = await model.createChannel();
    ch.on('error', (e: Error) => logger.warn('amqp consume channel error', { error: e.message }));
    await ch.prefetch(PREFETCH);
    this.pending = [];
    this.channel = ch;
    const { consumerTag } = await ch.consume(QUEUE, (msg) => msg && this.receive(ch, msg), { noAck: false });
    this.consumerTag = consumerTag;
  }

  private receive(ch: Channel, msg: ConsumeMessage): void {
    if (ch !== this.channel) return;
    this.pending.push(msg);
    if (this.pending.length >= BATCH_SIZE) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), GATHER_MS);
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ch = this.channel;
    while (ch && this.pending.length && this.running.size < CONCURRENCY) {
      // With --max-messages, take no more than what is left; the rest returns to the queue on stop.
      const room = Math.min(BATCH_SIZE, this.max - this.processed - this.inFlight);
      if (room <= 0) break;
      const batch = this.pending.splice(0, room);
      this.inFlight += batch.length;
      const run: Promise<void> = this.process(ch, batch).finally(() => {
        this.running.delete(run);
        // A batch finished: start the next from what arrived meanwhile.
        if (this.pending.length) void this.flush();
      });
      this.running.add(run);
    }
    return Promise.resolve();
  }

  private async process(ch: Channel, batch: ConsumeMessage[]): Promise<void> {
    const byId = new Map<number, ConsumeMessage[]>();
    const operations: DeliveredOperation[] = [];
    for (const msg of batch) {
      const id = operationId(msg);
      if (id === null) {
        ch.nack(msg, false, false); // dead-lettered: not an operation message
        continue;
      }
      if (!byId.has(id)) operations.push({ id, topic: msg.fields.routingKey });
      byId.set(id, [...(byId.get(id) ?? []), msg]);
    }
    try {
      const result = await this.deliver(operations);
      for (const { id, delayMs } of result.retry) {
        for (const msg of byId.get(id)!) {
          await this.rabbit.publishRetry(
            { routingKey: msg.fields.routingKey, body: msg.content.toString(), messageId: String(id) },
            delayMs,
          );
        }
      }
      this.processed += result.settled.length;
      settle(() => {
        for (const msgs of byId.values()) for (const msg of msgs) ch.ack(msg);
      });
    } catch (e) {
      logger.warn('amqp batch failed; messages returned to the queue', { error: (e as Error).message, messages: batch.length });
      await new Promise((r) => setTimeout(r, 500));
      settle(() => {
        for (const msgs of byId.values()) for (const msg of msgs) ch.nack(msg, false, true);
      });
    }
    this.inFlight -= batch.length;
    if (this.processed >= this.max && !this.stopping) void this.stop();
  }
}

/** Acks on a channel that died meanwhile are moot: the broker redelivers, the consumer skips. */
function settle(work: () => void): void {
  try {
    work();
  } catch (e) {
    logger.warn('amqp channel gone before acknowledging; messages will be redelivered', { error: (e as Error).message });
  }
}

function operationId(msg: ConsumeMessage): number | null {
  try {
    const body = JSON.parse(msg.content.toString());
    return Number.isInteger(body.operation_id) ? body.operation_id : null;
  } catch {
    return null;
  }
}
