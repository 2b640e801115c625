import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { markedProviders, markProvider } from './provider-marks';

/**
 * An extension point: what other libraries add to a library's behaviour (product parts, cart
 * totals, payment methods, forced parameters, hooks). Each entry is added once, by the provider
 * that owns it; a second entry under the same key is a programming error and fails the start.
 * Entries come back ordered by their declared order, then by the order they were added.
 */
export class ExtensionPoint<T> {
  private readonly entries: T[] = [];
  private readonly keys = new Map<string, T>();

  constructor(
    /** What the point is called in the error a duplicate raises. */
    private readonly name: string,
    private readonly keyOf: (entry: T) => string,
    private readonly orderOf: (entry: T) => number = () => 0,
  ) {}

  add(entry: T): void {
    const key = this.keyOf(entry);
    if (this.keys.has(key)) throw new Error(`${this.name}: "${key}" is already registered`);
    this.keys.set(key, entry);
    // A stable insertion by order: equal orders keep the order they were added in.
    let at = this.entries.length;
    while (at > 0 && this.orderOf(this.entries[at - 1]) > this.orderOf(entry)) at--;
    this.entries.splice(at, 0, entry);
  }

  get(key: string): T | undefined {
    return this.keys.get(key);
  }

  all(): readonly T[] {
    return this.entries;
  }
}

/** The service that owns an extension point; contributions name it. */
export type ExtensionHost = abstract new (...args: any[]) => unknown;

const CONTRIBUTES = Symbol('mercato:contributes');

/**
 * Adds a provider's entry to another library's extension point, found when the application
 * starts. On a class, the provider itself is the entry (a product part); on a method, what the
 * method answers is (a provider adding both a cart total and an order adjustment handler has one
 * such method per point).
 */
export function Extends(host: ExtensionHost): ClassDecorator & MethodDecorator {
  return markProvider(CONTRIBUTES, host);
}

/**
 * What the started application's providers contribute through `@Extends`. Each host fills its
 * point from here in its `onModuleInit`: every provider exists by then, and no request, queue
 * message or bootstrap hook runs before every module's init.
 */
@Injectable()
export class Contributions {
  constructor(private readonly discovery: DiscoveryService) {}

  /** Adds every contribution to `host` to its point, in the order the modules and their providers are declared. */
  addTo<T>(point: ExtensionPoint<T>, host: ExtensionHost): void {
    for (const { target, instance, method } of markedProviders(this.discovery, CONTRIBUTES)) {
      if (target === host) point.add(method === undefined ? instance : instance[method]());
    }
  }
}
