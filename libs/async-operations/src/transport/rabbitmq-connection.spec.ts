import { EventEmitter } from 'node:events';
import type { AppConfig } from '@mercato/platform';
import { RabbitConnection } from './rabbitmq-connection';

describe('setting up a RabbitMQ connection after a (re)connect', () => {
  type Internals = { setUp(model: unknown): Promise<void> };

  it('hears the socket error of a broker that goes away meanwhile, and fails so that recovery tries again', async () => {
    // A connection as amqplib's recovery hands it over: nothing listens for its errors yet.
    const model = new EventEmitter() as EventEmitter & { createChannel(): Promise<never> };
    const lost = new Error('write ECONNRESET');
    model.createChannel = async () => {
      model.emit('error', lost);
      throw new Error('Connection closed');
    };
    const connection = new RabbitConnection({ amqpUrl: 'amqp://127.0.0.1' } as AppConfig) as unknown as Internals;
    await expect(connection.setUp(model)).rejects.toThrow('Connection closed');
    // Still heard after the failure, while recovery closes this connection.
    expect(() => model.emit('error', lost)).not.toThrow();
  });
});
