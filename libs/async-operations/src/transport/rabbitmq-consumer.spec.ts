import { ConsumeMessage } from 'amqplib';
import { OutboxRelay } from './outbox-relay';
import { RabbitConnection } from './rabbitmq-connection';
import { RabbitConsumer } from './rabbitmq-consumer';

/** A relayed message as the outbox relay writes it. */
function message(id: number, entityKey: string | null): ConsumeMessage {
  const body = { operation_id: id, bulk_uuid: 'b', topic: 't', entity_key: entityKey };
  return { content: Buffer.from(JSON.stringify(body)) } as ConsumeMessage;
}

const idsOf = (messages: ConsumeMessage[]) => messages.map((m) => JSON.parse(m.content.toString()).operation_id);

describe('batches a RabbitMQ consumer runs side by side', () => {
  type Internals = { pending: ConsumeMessage[]; busy: Set<string>; take(room: number): ConsumeMessage[] };
  const consumer = () => new RabbitConsumer({} as RabbitConnection, {} as OutboxRelay) as unknown as Internals;

  it('leave the messages of entities a running batch holds, and every later one of them, pending in order', () => {
    const c = consumer();
    c.pending = [message(1, 'product:a'), message(2, 'product:b'), message(3, 'product:a'), message(4, null), message(5, 'product:c')];
    c.busy.add('product:a');
    expect(idsOf(c.take(10))).toEqual([2, 4, 5]);
    expect(idsOf(c.pending)).toEqual([1, 3]);
  });

  it('take at most the room left, keeping the rest in arrival order', () => {
    const c = consumer();
    c.pending = [message(1, 'product:a'), message(2, 'product:a'), message(3, 'product:b'), message(4, 'product:c')];
    expect(idsOf(c.take(2))).toEqual([1, 2]);
    expect(idsOf(c.pending)).toEqual([3, 4]);
  });

  it('take messages relayed before entity keys existed, and unreadable ones (to dead-letter them), whatever runs', () => {
    const c = consumer();
    const unreadable = { content: Buffer.from('not json') } as ConsumeMessage;
    const keyless = message(1, null);
    c.pending = [keyless, unreadable];
    c.busy.add('product:a');
    expect(c.take(10)).toEqual([keyless, unreadable]);
    expect(c.pending).toEqual([]);
  });
});
