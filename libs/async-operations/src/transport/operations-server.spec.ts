import 'reflect-metadata';
import { Controller, INestMicroservice, Module, UseFilters } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { BatchResult } from '../services/operation-runner';
import { BatchFailures, OperationBatch, OperationsContext, OperationsServer, topicMatches } from './operations-server';
import { DeliverBatch, DeliveredOperation, QueueConsumer } from './queue-consumer';

describe('AMQP topic patterns', () => {
  it.each([
    ['async.#', 'async.magentoCatalogApiProductRepositoryV1.save.post', true],
    ['async.#', 'async', true],
    ['async.*.save', 'async.catalogProductRepositoryV1.save', true],
    ['async.*.save', 'async.catalogProductRepositoryV1.deleteById', false],
    ['async.*', 'async.a.b', false],
    ['async.#.post', 'async.a.b.post', true],
    ['#', 'anything.at.all', true],
    ['async.#', 'other.topic', false],
  ])('%s matches %s: %s', (pattern, topic, expected) => {
    expect(topicMatches(pattern, topic)).toBe(expected);
  });
});

/** A carrier held in memory: the transport's contract without a broker (the e2e tests run the real ones). */
class HeldCarrier implements QueueConsumer {
  deliver: DeliverBatch | null = null;
  stopped = false;
  private resolveFinished!: () => void;
  readonly finished = new Promise<void>((r) => (this.resolveFinished = r));

  async start(_options: { maxMessages?: number }, deliver: DeliverBatch): Promise<void> {
    this.deliver = deliver;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.resolveFinished();
  }
}

const seen: { pattern: string; transport: string; ids: number[] }[] = [];

@Controller()
class SaveHandlers {
  @MessagePattern('async.*.save')
  save(@Payload() batch: OperationBatch, @Ctx() ctx: OperationsContext): BatchResult {
    seen.push({ pattern: ctx.getPattern(), transport: ctx.getTransport(), ids: batch.operation_ids });
    return { settled: batch.operation_ids, retry: [] };
  }

  @MessagePattern('async.*.fail')
  @UseFilters(new BatchFailures())
  async fail(): Promise<BatchResult> {
    throw new Error('database unreachable');
  }

  @MessagePattern('async.*.unfiltered')
  async unfiltered(): Promise<BatchResult> {
    throw new Error('lost in translation');
  }
}

@Module({ controllers: [SaveHandlers] })
class HandlersModule {}

describe('OperationsServer, the consumer as a Nest microservice', () => {
  let app: INestMicroservice | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
    seen.length = 0;
  });

  async function started(topics: string[]): Promise<{ server: OperationsServer; carrier: HeldCarrier }> {
    const server = new OperationsServer();
    const carrier = new HeldCarrier();
    app = await NestFactory.createMicroservice(HandlersModule, { strategy: server, logger: false });
    server.carry(carrier, { topics, transport: 'held' });
    await app.listen();
    return { server, carrier };
  }

  it('hands each handler the operations whose topics its pattern matches, and leaves unmatched ones to wait', async () => {
    const { carrier } = await started(['async.a.save', 'async.b.save']);
    const batch: DeliveredOperation[] = [
      { id: 1, topic: 'async.a.save' },
      { id: 2, topic: 'async.other.delete' },
      { id: 3, topic: 'async.b.save' },
    ];
    const result = await carrier.deliver!(batch);
    expect(seen).toEqual([{ pattern: 'async.*.save', transport: 'held', ids: [1, 3] }]);
    expect(result).toEqual({ settled: [1, 3], retry: [{ id: 2, delayMs: 60_000 }] });
  });

  it("rejects with the handler's own error, so the carrier re-queues and logs what happened", async () => {
    const { carrier } = await started([]);
    await expect(carrier.deliver!([{ id: 7, topic: 'async.x.fail' }])).rejects.toThrow('database unreachable');
    // Through Nest's own filter the message is replaced, but the batch still fails as an Error.
    await expect(carrier.deliver!([{ id: 8, topic: 'async.x.unfiltered' }])).rejects.toThrow('Internal server error');
  });

  it('does not start when a declared topic has no handler', async () => {
    const server = new OperationsServer();
    app = await NestFactory.createMicroservice(HandlersModule, { strategy: server, logger: false });
    server.carry(new HeldCarrier(), { topics: ['async.a.save', 'async.a.deleteById'], transport: 'held' });
    await expect(app.listen()).rejects.toThrow('No handler is bound to the topics async.a.deleteById');
  });

  it('stops its carrier when the application closes', async () => {
    const { carrier, server } = await started([]);
    await app!.close();
    app = null;
    expect(carrier.stopped).toBe(true);
    await server.finished;
  });
});
