import { DiscoveryService } from '@nestjs/core';

/** A provider instance marked for `target`, with the marked method when the mark is on one. */
export interface MarkedProvider {
  target: object;
  instance: Record<string | symbol, any>;
  method?: string | symbol;
}

interface Mark {
  target: object;
  method?: string | symbol;
}

/**
 * Records on a provider class that it (a class mark) or one of its methods (a method mark) is meant
 * for `target`; `markedProviders` finds them among the started application's providers. The
 * shared ground of extension contributions and domain event subscriptions.
 */
export function markProvider(key: symbol, target: object): ClassDecorator & MethodDecorator {
  return (decorated: object, method?: string | symbol) => {
    const type = method === undefined ? decorated : decorated.constructor;
    const own: Mark[] = Reflect.getOwnMetadata(key, type) ?? [];
    Reflect.defineMetadata(key, [...own, { target, method }], type);
  };
}

/** The providers marked under `key`, in the order the modules and their providers are declared. */
export function markedProviders(discovery: DiscoveryService, key: symbol): MarkedProvider[] {
  const found: MarkedProvider[] = [];
  for (const { instance, metatype } of discovery.getProviders()) {
    if (!instance || !metatype) continue;
    const marks: Mark[] = Reflect.getMetadata(key, metatype) ?? [];
    for (const { target, method } of marks) found.push({ target, instance, method });
  }
  return found;
}
