import { AuthorizationException } from '../webapi/errors';

/**
 * Who calls and in which store scope. Every service-contract method takes it first; the async
 * scheduler serialises it with each operation and the consumer restores it, so store scope and
 * caller survive the trip through the queue.
 */
export enum UserType {
  Integration = 1,
  Admin = 2,
  Customer = 3,
  Guest = 4,
}

export interface Caller {
  type: UserType;
  id: number | null;
  /** ACL resources granted to the caller; administrators hold them all. */
  resources: ReadonlySet<string> | 'all';
}

/** How the store was named in the URL: none (the default store view), a store code, or `all`. */
export type ScopeKind = 'default' | 'store' | 'all';

export interface StoreScope {
  storeId: number;
  websiteId: number;
  code: string;
  kind: ScopeKind;
}

export interface RequestContext {
  store: StoreScope;
  caller: Caller;
}

export const GUEST: Caller = Object.freeze({ type: UserType.Guest, id: null, resources: new Set<string>() });

export const ADMIN_STORE: StoreScope = Object.freeze({ storeId: 0, websiteId: 0, code: 'admin', kind: 'all' as const });

/** A system context for seeding and maintenance work: admin store, all resources. */
export function systemContext(): RequestContext {
  return { store: ADMIN_STORE, caller: { type: UserType.Admin, id: null, resources: 'all' } };
}

export function isAllowed(caller: Caller, resources: readonly string[]): boolean {
  if (resources.includes('anonymous')) return true;
  // `self` is the calling customer's own data: no other caller holds it, administrators included.
  if (resources.includes('self')) return caller.type === UserType.Customer;
  if (caller.resources === 'all') return caller.type === UserType.Admin || caller.type === UserType.Integration;
  const granted = caller.resources;
  return resources.every((r) => granted.has(r));
}

/**
 * The customer a `self` route acts for: Magento forces `%customer_id%` from the caller's token,
 * whatever the request says. Only a customer is `self`; any other caller is refused as the ACL does.
 */
export function selfCustomerId(ctx: RequestContext): number {
  if (ctx.caller.type !== UserType.Customer || ctx.caller.id === null) throw AuthorizationException.forResources(['self']);
  return ctx.caller.id;
}
