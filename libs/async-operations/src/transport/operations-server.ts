import { CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import { BaseRpcContext } from '@nestjs/microservices/ctx-host/base-rpc.context';
import { Catch, RpcExceptionFilter } from '@nestjs/common';
import { lastValueFrom, Observable, throwError } from 'rxjs';
import { ConfigError, logger } from '@mercato/platform';
import { BatchResult } from '../services/operation-runner';
import { DeliveredOperation, QueueConsumer } from './queue-consumer';

/** What a handler bound to a topic pattern receives: the operations of one batch whose topics match it. */
export interface OperationBatch {
  operation_ids: number[];
}

/** The handler's context: the pattern it was bound by and the carrier the batch came on. */
export class OperationsContext extends BaseRpcContext<[pattern: string, transport: string]> {
  getPattern(): string {
    return this.args[0];
  }

  getTransport(): string {
    return this.args[1];
  }
}

/**
 * A failed batch reaches the carrier as the error it was: the carrier logs its message and re-queues
 * (RabbitMQ) or rolls the claim back (database queue). Nest's default filter would replace it with
 * "Internal server error" and log a stack trace for what is a routine, retried event (database down).
 */
@Catch()
export class BatchFailures implements RpcExceptionFilter {
  catch(error: unknown): Observable<never> {
    return throwError(() => error);
  }
}

/** An operation whose topic no handler is bound to waits this long: a consumer that handles it may come. */
const UNHANDLED_RETRY_MS = 60_000;

type ServerStatus = 'connected' | 'disconnected';
type ServerEvents = { error: (error: unknown) => void };

/**
 * The consumer as a Nest microservice: a custom transport strategy over a carrier of operations
 * (RabbitMQ or the database queue, which keep their batching, acks, prefetch, retries and orderly
 * stop). Each delivered batch is split by the handler whose pattern its topics match, with AMQP's
 * topic rules (`async.#`, `async.*.save`), and handed to those handlers; what they return (settled
 * operations and retries) goes back to the carrier, which acknowledges or re-queues accordingly.
 */
export class OperationsServer extends Server<ServerEvents, ServerStatus> implements CustomTransportStrategy {
  private carrier: QueueConsumer | null = null;
  private options: { maxMessages?: number; topics: string[]; transport: string } = { topics: [], transport: '' };
  /** Topic → the pattern of its handler (null: none), decided once per topic. */
  private readonly patternOf = new Map<string, string | null>();
  private readonly errorListeners: ((error: unknown) => void)[] = [];

  /** The carrier and what it must cover; set once the application's providers exist, before listen. */
  carry(carrier: QueueConsumer, options: { maxMessages?: number; topics: string[]; transport: string }): void {
    this.carrier = carrier;
    this.options = options;
  }

  /** Resolves when the carrier stopped by itself (--max-messages reached) or was stopped. */
  get finished(): Promise<void> {
    return this.carrier?.finished ?? Promise.resolve();
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      if (!this.carrier) throw new Error('OperationsServer.carry() must be called before listen()');
      // Every declared asynchronous topic has a handler, or the consumer does not start: it would leave work queued forever.
      const unhandled = this.options.topics.filter((topic) => this.handlerPattern(topic) === null);
      if (unhandled.length) throw new ConfigError(`No handler is bound to the topics ${unhandled.slice(0, 5).join(', ')}`);
      await this.carrier.start({ maxMessages: this.options.maxMessages }, (batch) => this.deliver(batch));
      this._status$.next('connected');
      callback();
    } catch (error) {
      callback(error);
    }
  }

  async close(): Promise<void> {
    await this.carrier?.stop();
    this._status$.next('disconnected');
  }

  on<K extends keyof ServerEvents>(_event: K, callback: ServerEvents[K]): void {
    this.errorListeners.push(callback);
  }

  unwrap<T>(): T {
    return this.carrier as T;
  }

  /** Runs one carried batch through the handlers its topics match; rejects when a handler fails (the carrier re-queues). */
  private async deliver(batch: DeliveredOperation[]): Promise<BatchResult> {
    const byPattern = new Map<string, number[]>();
    const result: BatchResult = { settled: [], retry: [] };
    for (const { id, topic } of batch) {
      const pattern = this.handlerPattern(topic);
      if (pattern === null) {
        logger.warn('no handler is bound to the topic; the operation waits', { topic, operation_id: id });
        result.retry.push({ id, delayMs: UNHANDLED_RETRY_MS });
        continue;
      }
      byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), id]);
    }
    for (const [pattern, ids] of byPattern) {
      const handler = this.messageHandlers.get(pattern) as MessageHandler<OperationBatch, OperationsContext, BatchResult>;
      const context = new OperationsContext([pattern, this.options.transport]);
      try {
        const produced = this.transformToObservable(await handler({ operation_ids: ids }, context)) as Observable<BatchResult>;
        const outcome = await lastValueFrom(produced);
        result.settled.push(...outcome.settled);
        result.retry.push(...outcome.retry);
      } catch (thrown) {
        // Without BatchFailures, Nest's filter turns the error into a plain { status, message } object.
        const error = thrown instanceof Error ? thrown : new Error(String((thrown as { message?: unknown })?.message ?? thrown));
        for (const listener of this.errorListeners) listener(error);
        throw error;
      }
    }
    return result;
  }

  private handlerPattern(topic: string): string | null {
    let pattern = this.patternOf.get(topic);
    if (pattern === undefined) {
      pattern = [...this.messageHandlers.keys()].find((p) => topicMatches(p, topic)) ?? null;
      this.patternOf.set(topic, pattern);
    }
    return pattern;
  }
}

/** AMQP topic matching: words separated by dots, `*` one word, `#` zero or more. */
export function topicMatches(pattern: string, topic: string): boolean {
  const match = (p: string[], t: string[]): boolean => {
    if (!p.length) return !t.length;
    if (p[0] === '#') return match(p.slice(1), t) || (t.length > 0 && match(p, t.slice(1)));
    return t.length > 0 && (p[0] === '*' || p[0] === t[0]) && match(p.slice(1), t.slice(1));
  };
  return match(pattern.split('.'), topic.split('.'));
}
