import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { markedProviders, markProvider } from './provider-marks';

/** A domain event's class: the event is an instance of it, carrying what subscribers need. */
export type DomainEventType<E extends object = object> = new (...args: any[]) => E;

type Subscriber = (event: object) => Promise<void>;

const SUBSCRIBES = Symbol('mercato:subscribes');

/** Makes a provider's method a subscriber of `event`, found when the application starts. */
export function OnDomainEvent(event: DomainEventType): MethodDecorator {
  return markProvider(SUBSCRIBES, event);
}

/**
 * Typed domain events: a library publishes what happened (an invoice registered), other libraries
 * act on it (reward points earned) without the publisher knowing them. Subscribers run one after
 * the other, in the order their modules and providers are declared, inside the publisher's call and
 * so inside its transaction; the first that throws fails the publisher, as a direct call would.
 */
@Injectable()
export class DomainEvents implements OnModuleInit {
  private readonly subscribers = new Map<object, Subscriber[]>();

  constructor(private readonly discovery: DiscoveryService) {}

  /** Every provider exists by then, and nothing publishes before every module's init. */
  onModuleInit(): void {
    for (const { target, instance, method } of markedProviders(this.discovery, SUBSCRIBES)) {
      const subscriber: Subscriber = (event) => instance[method!](event);
      this.subscribers.set(target, [...(this.subscribers.get(target) ?? []), subscriber]);
    }
  }

  async publish(event: object): Promise<void> {
    for (const subscriber of this.subscribers.get(event.constructor) ?? []) await subscriber(event);
  }
}
