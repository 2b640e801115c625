import { Caller, RequestContext, StoreScope } from '../context/request-context';
import { DeclaredRoute } from './registry';

/**
 * What the web API platform needs from domain libraries, as injection tokens, so the platform
 * never imports a domain: the store lib resolves store codes, the integration lib authenticates.
 */
export interface StoreResolver {
  /** The default store view of the default website (used when the URL names no store). */
  defaultStore(): Promise<StoreScope>;
  /** A store view by code (not `admin`), or null. */
  byCode(code: string): Promise<StoreScope | null>;
  byId(storeId: number): Promise<StoreScope | null>;
}
export const STORE_RESOLVER = Symbol('STORE_RESOLVER');

/** What authentication reads of a request (an Express request satisfies it). */
export interface AuthenticationRequest {
  method: string;
  url: string;
  /** Path and query as received, before any mount point was stripped: OAuth signs it. */
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body: OAuth signs form-encoded bodies. */
  body?: unknown;
  protocol?: string;
}

export interface CallerAuthenticator {
  /**
   * The caller named by the Authorization header. A missing, expired or unknown token is not an
   * error: the request continues as a guest, and the ACL check answers 401 where it matters.
   */
  authenticate(request: AuthenticationRequest): Promise<Caller>;
}
export const CALLER_AUTHENTICATOR = Symbol('CALLER_AUTHENTICATOR');

/** Accepts async and bulk requests (the AsyncOperations lib provides it). */
export interface AsyncScheduler {
  schedule(
    route: DeclaredRoute,
    ctx: RequestContext,
    inputs: Record<string, unknown>[],
    options: { idempotencyKey?: string },
  ): Promise<{ status: number; body: unknown }>;
}
export const ASYNC_SCHEDULER = Symbol('ASYNC_SCHEDULER');

/** Whether the queue answers (RabbitMQ connected, or the database queue: always). */
export interface QueueHealth {
  healthy(): boolean;
}
export const QUEUE_HEALTH = Symbol('QUEUE_HEALTH');

/**
 * Seals and opens secrets with the instance key (the integration lib's SecretBox, AES-256-GCM), so
 * the operation log can keep what a queued operation needs without keeping it in clear.
 */
export interface SecretSealer {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
}
export const SECRET_SEALER = Symbol('SECRET_SEALER');
