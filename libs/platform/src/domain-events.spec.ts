import 'reflect-metadata';
import { Injectable, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DomainEvents, OnDomainEvent } from './domain-events';
import { ExtensionsModule } from './extensions.module';

class OrderPaid {
  constructor(readonly orderId: number) {}
}

class OrderRefunded {
  constructor(readonly orderId: number) {}
}

const calls: string[] = [];

@Injectable()
class SlowSubscriber {
  @OnDomainEvent(OrderPaid)
  private async paid({ orderId }: OrderPaid): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    calls.push(`slow paid ${orderId}`);
  }
}

@Injectable()
class OtherSubscriber {
  @OnDomainEvent(OrderPaid)
  async paid({ orderId }: OrderPaid): Promise<void> {
    calls.push(`other paid ${orderId}`);
  }

  @OnDomainEvent(OrderRefunded)
  async refunded({ orderId }: OrderRefunded): Promise<void> {
    calls.push(`other refunded ${orderId}`);
  }
}

@Injectable()
class FailingSubscriber {
  @OnDomainEvent(OrderPaid)
  async paid(): Promise<void> {
    throw new Error('refused');
  }
}

const start = (...providers: Type[]) => {
  @Module({ imports: [ExtensionsModule], providers })
  class App {}
  return NestFactory.createApplicationContext(App, { logger: false });
};

describe('DomainEvents', () => {
  beforeEach(() => (calls.length = 0));

  it('runs the subscribers of the event type one after the other, in their declared order', async () => {
    const app = await start(SlowSubscriber, OtherSubscriber);
    await app.get(DomainEvents).publish(new OrderPaid(7));
    await app.get(DomainEvents).publish(new OrderRefunded(8));
    expect(calls).toEqual(['slow paid 7', 'other paid 7', 'other refunded 8']);
    await app.close();
  });

  it('fails the publisher with the first error, before later subscribers run', async () => {
    const app = await start(FailingSubscriber, OtherSubscriber);
    await expect(app.get(DomainEvents).publish(new OrderPaid(7))).rejects.toThrow('refused');
    expect(calls).toEqual([]);
    await app.close();
  });

  it('publishes an event nobody subscribes to without effect', async () => {
    const app = await start(OtherSubscriber);
    await app.get(DomainEvents).publish(new (class Unheard {})());
    expect(calls).toEqual([]);
    await app.close();
  });
});
