import { DeclaredRoute } from '@mercato/platform';

/**
 * Walking the route registry with made-up path values, for the sweeps that call every route
 * (test/platform/request-leniency.e2e-spec.ts, fuzz.e2e-spec.ts).
 */

/** A made-up value for a path parameter: numbers for ids, quantities and prices, words otherwise. */
export function madeUp(name: string): string {
  return /id$|Id$|qty|price|storeId|status/i.test(name) ? '999999' : 'no-such-' + name;
}

/** The route's `/rest` path with every parameter given `value(name)` (made-up values by default). */
export function concretePath(route: Pick<DeclaredRoute, 'path'>, value: (name: string) => string = madeUp): string {
  return '/rest' + route.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => value(name));
}
