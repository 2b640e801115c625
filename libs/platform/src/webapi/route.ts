import { Type } from '@nestjs/common';
import { RequestContext } from '../context/request-context';
import { ClassType } from './fields';
import { Output, OutputOf } from './output';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One store route, declared once as a Magento service-contract method (the `webapi.xml` entry).
 * From it the platform derives the synchronous route, its /async and /async/bulk twins, the queue
 * topic, the consumer's dispatch entry, the ACL check and the schema.
 */
export interface RouteDefinition<S = any, I = any, O extends Output = any> {
  method: HttpMethod;
  /** Magento path with `:params`, starting at /V1. */
  path: string;
  /** `Magento\Catalog\Api\SpecialPriceStorageInterface::update` */
  contract: string;
  /** ACL resources, all required; `anonymous` is open, `self` is the calling customer. */
  acl: string[];
  /**
   * Input class describing the service method's arguments, read from the path, the query string and
   * the body; other top-level keys are ignored. A path parameter the method does not take is
   * declared `carriedBy` the entity that holds it.
   */
  input?: ClassType<I>;
  /**
   * What the service method returns (Magento's return type): the schema's 200 response, the type
   * the handler must return, and what the route-coverage run checks each answer against.
   */
  output?: O;
  /** The provider that implements the contract, resolved from the Nest container. */
  service: Type<S>;
  handler: (service: S, ctx: RequestContext, input: I) => OutputOf<O> | Promise<OutputOf<O>>;
  /**
   * For routes whose calls can be merged into one set-based call (batch price writes): the
   * consumer runs consecutive operations of the route as one call. `split` gives each operation
   * its own result, or null when the merged result cannot be attributed (then each operation runs
   * on its own).
   */
  coalesce?: Coalescer<I>;
  /**
   * For routes whose operations the consumer can run many at a time, each keeping its own outcome
   * (product saves and deletes): consecutive operations of the route, accepted in the same scope by
   * the same caller, are handed over in one call, which writes them with set-based statements. It
   * answers one outcome per input, in order; an input that fails must leave no effect. If the call
   * throws (a database error), the operations run again one at a time. The synchronous handler
   * must be the same implementation called with one input, so the two cannot disagree.
   */
  batch?: (service: S, ctx: RequestContext, inputs: I[]) => Promise<Settled<OutputOf<O>>[]>;
  /**
   * The route takes a password or answers a credential (token issuing, integration activation,
   * application keys): it is served synchronously only. Without an async or bulk twin the password
   * and the issued credential never reach the operation log, which keeps request bodies and results
   * and shows them to whoever reads the bulk's status; its async and bulk paths answer as any path
   * without a route.
   */
  credential?: true;
  /** Set on routes Magento does not have, saying why they exist. */
  extension?: string;
  /**
   * `commerce` on the routes of Magento's commerce edition (spec §4.9, "Commerce edition only"):
   * registered, and so served sync, async and in bulk, only while the EDITION setting is `commerce`.
   */
  edition?: 'commerce';
  /**
   * Magento's `soapOperation` (webapi.xml): the operation's own name when one contract method serves
   * several routes (`getSelf` for `GET /V1/customers/me`); it names the schema's operationId.
   */
  soapOperation?: string;
  /**
   * Arguments whose value comes from the caller, not the request (Magento's forced parameters):
   * `{ customerId: '%customer_id%' }`, `{ cartId: '%cart_id%' }`. Resolved before validation, and
   * before an async or bulk request is queued, so the consumer runs with the caller's values.
   */
  force?: Record<string, string>;
  /** Magento's per-route `input-array-size-limit`, used when input limits are enabled. */
  inputArraySizeLimit?: number;
  /**
   * A search over a table that grows without end (the operation log): a request without a page size
   * gets `webapi/validation/maximum_page_size` rows, whether input limits are enabled or not.
   */
  growsWithoutBound?: boolean;
  description?: string;
}

/** One input's outcome in a batch call: its result, or the error it failed with (nothing of it written). */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface Coalescer<I> {
  merge(inputs: I[]): I;
  split(result: unknown, count: number): unknown[] | null;
}

export function route<S, I, const O extends Output = never>(definition: RouteDefinition<S, I, O>): RouteDefinition<S, I, O> {
  return definition;
}

/** Metadata key under which a domain module lists its route declarations. */
export const WEBAPI_ROUTES = Symbol('WEBAPI_ROUTES');

/** Class decorator for a domain module: `@WebApiRoutes(pricingRoutes)`. Discovered at boot. */
export function WebApiRoutes(routes: RouteDefinition[]): ClassDecorator {
  return (target) => {
    const existing: RouteDefinition[] = Reflect.getMetadata(WEBAPI_ROUTES, target) ?? [];
    Reflect.defineMetadata(WEBAPI_ROUTES, [...existing, ...routes], target);
  };
}

// --- What the declaration derives --------------------------------------------------------------

export function serviceOf(contract: string): { service: string; method: string } {
  const [service, method] = contract.split('::');
  return { service, method };
}

/** `async.` + contract with `\` → `.` + method + verb, lower case (Magento WebapiAsync Config). */
export function asyncTopic(def: Pick<RouteDefinition, 'contract' | 'method'>): string {
  const { service, method } = serviceOf(def.contract);
  return `async.${service.replace(/\\/g, '.')}.${method}.${def.method}`.toLowerCase();
}

/** `:sku` → `bySku`: bulk paths carry no parameters, their values travel in each body. */
export function bulkPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => 'by' + name.charAt(0).toUpperCase() + name.slice(1));
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}
