import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parse as parseQuery } from 'qs';
import { randomBytes } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ADMIN_STORE, Caller, isAllowed, RequestContext, StoreScope, UserType } from '../context/request-context';
import { logger } from '../logging/logger';
import { nameRoute } from '../metrics/http-metrics';
import {
  AuthorizationException,
  InputException,
  NO_ROUTE,
  NoSuchEntityException,
  REQUEST_CANNOT_BE_PROCESSED,
  RenderedWebApiException,
  WebApiError,
} from './errors';
import { ASYNC_SCHEDULER, AsyncScheduler, CALLER_AUTHENTICATOR, CallerAuthenticator, STORE_RESOLVER, StoreResolver } from './ports';
import { BodyReader } from './body-reader';
import { ForcedParameters } from './forced-parameters';
import { InputLimits } from './input-limits';
import { WebApiRegistry } from './registry';
import { filterFields, parseFields } from './partial-response';
import { buildOpenApi, SchemaKind } from './schema/openapi';
import { normaliseQueryInput } from './search-criteria';
import { ClassType, fieldsOf } from './fields';

const STANDARD_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const VERSION_SEGMENT = /^V\d+$/;

type Processor = 'sync' | 'async' | 'bulk';

const SCHEMA_PATHS: Record<string, SchemaKind> = { '/schema': 'sync', '/async/schema': 'async', '/async/bulk/schema': 'bulk' };
const SCHEMA_ROUTES: Record<SchemaKind, string> = { sync: '/schema', async: '/async/schema', bulk: '/async/bulk/schema' };

/**
 * Magento's REST front controller for everything under /rest: resolves the store code before any
 * route matching, picks the sync, async or bulk processor, authenticates, checks the ACL, turns the
 * request into the route's input and runs it (or hands it to the scheduler). Routes themselves are
 * only declarations; nothing here is written per route.
 */
@Injectable()
export class FrontController {
  constructor(
    private readonly registry: WebApiRegistry,
    @Inject(STORE_RESOLVER) private readonly stores: StoreResolver,
    @Inject(CALLER_AUTHENTICATOR) private readonly authenticator: CallerAuthenticator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: InputLimits,
    private readonly forced: ForcedParameters,
    @Optional() @Inject(ASYNC_SCHEDULER) private readonly scheduler?: AsyncScheduler,
  ) {
    this.bodies = new BodyReader({
      anonymousBytes: config.maxAnonymousBodyBytes,
      authenticatedBytes: config.maxBodyBytes,
      inFlightBytes: config.maxBodyBytesInFlight,
    });
  }

  private readonly bodies: BodyReader;

  /** The handler of /rest: mounted there in Express, and called straight by the front door. Never rejects. */
  readonly handle = async (req: Request, res: Response): Promise<void> => {
    try {
      const { status, body } = await this.dispatch(req, res);
      send(res, status, body);
    } catch (error) {
      try {
        this.sendError(res, error);
      } catch {
        // An answer already on its way cannot be replaced by the error's: the connection ends.
        res.destroy();
      }
    }
  };

  private async dispatch(req: Request, res: Response): Promise<{ status: number; body: unknown }> {
    const method = req.method.toUpperCase();
    if (!STANDARD_METHODS.has(method) && !(method === 'PATCH' && this.registry.declaresMethod('PATCH'))) {
      throw new RenderedWebApiException(405, `The ${method} HTTP method is not supported.`);
    }
    const url = req.url;
    const q = url.indexOf('?');
    const rawPath = q === -1 ? url : url.slice(0, q);
    const { store, path } = await this.resolveStore(rawPath);
    const schemaKind = SCHEMA_PATHS[path.replace(/\/+$/, '')];
    if (schemaKind && method === 'GET') {
      nameRoute(res, SCHEMA_ROUTES[schemaKind]);
      const caller = await this.authenticator.authenticate(req);
      return this.schema(schemaKind, store, caller, q === -1 ? '' : url.slice(q + 1));
    }

    const target = this.route(method, path);
    if (!target) throw new RenderedWebApiException(400, REQUEST_CANNOT_BE_PROCESSED);
    const { processor, match } = target;
    if (!match) throw new NoSuchEntityException(NO_ROUTE);
    const route = match.value;
    // The metrics count the request under its declared pattern, whatever ids or SKUs its URL holds.
    nameRoute(res, processor === 'sync' ? route.path : processor === 'async' ? `/async${route.path}` : `/async/bulk${route.bulkPath}`);

    // The body is read only now that the route exists, and (below) once the caller is known: a
    // request that is refused never has its body read. An OAuth signature over a form-encoded body
    // needs that body first; it is read within the anonymous limit, the caller being unknown yet.
    if (signsFormBody(req)) await this.bodies.read(req, res, this.bodies.limitFor(false));
    const caller = await this.authenticator.authenticate(req);
    if (!isAllowed(caller, route.definition.acl)) throw AuthorizationException.forResources(route.definition.acl);
    if (processor === 'bulk' || !(method === 'GET' || method === 'DELETE')) {
      await this.bodies.read(req, res, this.bodies.limitFor(caller.type !== UserType.Guest));
    }
    const ctx: RequestContext = { store, caller };

    const query =
      q === -1 ? {} : (parseQuery(url.slice(q + 1), { depth: 10, arrayLimit: 1000, parameterLimit: 10000 }) as Record<string, unknown>);
    // `fields` selects a partial response; it is never a service argument.
    const fields = typeof query.fields === 'string' ? parseFields(query.fields) : null;
    delete query.fields;

    if (processor === 'bulk') {
      const body = decodeBody(req);
      if (!Array.isArray(body)) throw new InputException('The request body of a bulk request must be a JSON array of request bodies.');
      await this.limits.bulk(route, caller, body.length);
      const inputs: Record<string, unknown>[] = [];
      for (const item of body) {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          throw new InputException('Each element of a bulk request must be a JSON object.');
        }
        // Each element is resolved against the service method's arguments (Magento's
        // resolveBulkItemParams): a former path parameter that is an argument travels in the element
        // (PUT applies it to the entity as the sync route does); one that is not comes from the entity.
        const raw = { ...(item as Record<string, unknown>) };
        if (method === 'PUT') overrideEntityId(raw, pick(raw, route.params), route.definition.input);
        takeCarriedValues(raw, route.definition.input);
        await this.forced.apply(route.definition.force, ctx, raw, route.definition.acl);
        await this.limits.apply(route, raw);
        route.parse(raw);
        inputs.push(argumentsOnly(raw, route.definition.input));
      }
      return this.requireScheduler().schedule(route, ctx, inputs, { idempotencyKey: header(req, 'idempotency-key') });
    }

    const raw = this.buildInput(method, req, query, match.params, route.definition.input);
    await this.forced.apply(route.definition.force, ctx, raw, route.definition.acl);
    await this.limits.apply(route, raw);
    const input = route.parse(raw);
    if (processor === 'async') {
      return this.requireScheduler().schedule(route, ctx, [argumentsOnly(raw, route.definition.input)], {
        idempotencyKey: header(req, 'idempotency-key'),
      });
    }
    const result = await route.invoke(ctx, input);
    const body = result === undefined ? [] : result;
    return { status: 200, body: fields ? filterFields(body, fields) : body };
  }

  private route(method: string, path: string) {
    if (/^\/V\d+(\/|$)/.test(path)) return { processor: 'sync' as Processor, match: this.registry.matchSync(method, path) };
    if (method === 'GET') return null;
    let m = /^\/async\/bulk(\/V\d+(\/.*)?)$/.exec(path);
    if (m) return { processor: 'bulk' as Processor, match: this.registry.matchBulk(method, m[1]) };
    m = /^\/async(\/V\d+(\/.*)?)$/.exec(path);
    if (m) return { processor: 'async' as Processor, match: this.registry.matchAsync(method, m[1]) };
    return null;
  }

  /** `/rest/<store_code>/…`: a store view code, `all` (admin store), or none (default store view). */
  private async resolveStore(path: string): Promise<{ store: StoreScope; path: string }> {
    const m = /^\/([^/]+)(\/.*)?$/.exec(path);
    const first = m ? m[1] : '';
    if (first === 'all') return { store: ADMIN_STORE, path: m![2] ?? '/' };
    if (first && !VERSION_SEGMENT.test(first) && first !== 'async' && first !== 'schema' && first !== 'admin') {
      const store = await this.stores.byCode(first);
      if (store) return { store, path: m![2] ?? '/' };
    }
    return { store: await this.stores.defaultStore(), path };
  }

  /** The argument set of one call: query and body (POST, PUT, PATCH), then path parameters. */
  private buildInput(
    method: string,
    req: Request,
    query: Record<string, unknown>,
    params: Record<string, string>,
    inputClass?: ClassType,
  ): Record<string, unknown> {
    let input: Record<string, unknown>;
    if (method === 'GET' || method === 'DELETE') {
      // Magento reads a body for POST, PUT and PATCH only (Rest\Request::getRequestData): a DELETE's
      // arguments come from its path and query string, whatever body it carries.
      input = normaliseQueryInput(query);
    } else {
      const body = decodeBody(req);
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
        throw new InputException('Invalid input data format. Expected an object.');
      }
      input = { ...query, ...((body as Record<string, unknown>) ?? {}) };
    }
    if (method === 'PUT') overrideEntityId(input, params, inputClass);
    return { ...input, ...params };
  }

  /**
   * `GET /rest/<store>/schema?services=all` and its async and bulk forms: derived from the
   * declarations, and holding only what the caller may call (Magento's schema generator drops every
   * method the caller's ACL does not allow): anonymous routes for a guest, `self` ones too for a
   * customer, an integration's granted resources, everything for an administrator.
   */
  private schema(kind: SchemaKind, store: StoreScope, caller: Caller, queryString: string): { status: number; body: unknown } {
    const query = parseQuery(queryString) as Record<string, unknown>;
    const services = typeof query.services === 'string' && query.services !== 'all' ? query.services.split(',').map((s) => s.trim()) : null;
    const allowed = this.registry.routes().filter((route) => isAllowed(caller, route.definition.acl));
    const body = buildOpenApi(allowed, {
      kind,
      storeCode: store.kind === 'all' ? 'all' : store.code,
      baseUrl: this.config.baseUrl,
      services,
    });
    return { status: 200, body };
  }

  private requireScheduler(): AsyncScheduler {
    if (!this.scheduler) throw new RenderedWebApiException(400, REQUEST_CANNOT_BE_PROCESSED);
    return this.scheduler;
  }

  private sendError(res: Response, error: unknown): void {
    if (error instanceof WebApiError) {
      for (const [k, v] of Object.entries(error.headers)) res.setHeader(k, v);
      send(res, error.httpStatus, error.body());
      return;
    }
    const reportId = 'webapi-' + randomBytes(6).toString('hex');
    const err = error as Error;
    const sqlState = clientDataErrorState(error);
    if (sqlState) {
      // Still logged with its trace: input validation should have refused the value first.
      logger.warn('web API request refused by a PostgreSQL data check', { reportId, sqlState, error: err.message, stack: err.stack });
      send(res, 400, new RenderedWebApiException(400, REQUEST_CANNOT_BE_PROCESSED).body());
      return;
    }
    logger.error('unhandled web API error', { reportId, error: err?.message, stack: err?.stack });
    const body: Record<string, unknown> = this.config.developerMode
      ? { message: err?.message ?? String(error), trace: err?.stack }
      : { message: `Internal Error. Details are available in Magento log file. Report ID: ${reportId}` };
    send(res, 500, body);
  }
}

/**
 * PostgreSQL's data exceptions that only a value can cause (text that is not a number or a date, a
 * number or string too large for its column, a NUL character, an invalid regular expression): the
 * last line of defence behind input validation, so a value the client sent is its 400, not our 500.
 * Only errors the database raised on a statement count; anything else stays a server error.
 */
const CLIENT_DATA_ERROR_STATES = new Set(['22P02', '22003', '22001', '22021', '22P05', '2201B', '22007', '22008']);

function clientDataErrorState(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const code = (error as QueryFailedError & { code?: unknown }).code;
  return typeof code === 'string' && CLIENT_DATA_ERROR_STATES.has(code) ? code : null;
}

/**
 * PUT with an id in the path: the path value overrides the same field of the single entity in
 * the body (`PUT /V1/products/:sku` sets `product.sku`), as Magento's InputParamsResolver does.
 * Like Magento's ParamsOverrider, only the last path parameter is substituted
 * (`PUT /V1/products/:productSku/stockItems/:itemId` sets `stockItem.item_id` only).
 */
function overrideEntityId(input: Record<string, unknown>, params: Record<string, unknown>, inputClass?: ClassType): void {
  const names = Object.keys(params);
  if (!names.length) return;
  const keys = Object.keys(input).filter((k) => !(k in params));
  if (keys.length !== 1) return;
  const entity = input[keys[0]];
  if (entity === null || typeof entity !== 'object' || Array.isArray(entity)) return;
  const name = names[names.length - 1];
  const snake = name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
  // Only into an entity whose data interface has that property (ParamsOverrider's
  // isPropertyDeclaredInDataObject): `PUT /V1/customers/:customerId` leaves `customer` alone.
  if (inputClass && !declaresProperty(inputClass, keys[0], [snake, name])) return;
  (entity as Record<string, unknown>)[snake] = params[name];
}

function declaresProperty(inputClass: ClassType, argument: string, names: string[]): boolean {
  const field = fieldsOf(inputClass).find((f) => f.name === argument);
  if (!field || typeof field.type !== 'function') return true;
  const declared = fieldsOf(field.type());
  return declared.some((f) => names.includes(f.name));
}

/**
 * A bulk element has no path: a path parameter that is not a method argument (a field declared
 * `carriedBy: 'product.sku'`) takes its value from the entity that carries it, when the element does
 * not give it at the top level.
 */
function takeCarriedValues(raw: Record<string, unknown>, inputClass?: ClassType): void {
  if (!inputClass) return;
  for (const field of fieldsOf(inputClass)) {
    if (!field.carriedBy || raw[field.name] !== undefined) continue;
    const [argument, property] = field.carriedBy.split('.');
    const entity = raw[argument] ?? raw[argument.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())];
    if (entity === null || typeof entity !== 'object' || Array.isArray(entity)) continue;
    const given = entity as Record<string, unknown>;
    const value = given[property] ?? given[property.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())];
    if (value !== undefined && value !== null) raw[field.name] = value;
  }
}

/**
 * What an operation keeps of its request: the method's arguments (Magento queues the resolved
 * arguments, so `meta_information` never holds a `?_=<timestamp>` or any other ignored key).
 */
function argumentsOnly(raw: Record<string, unknown>, inputClass?: ClassType): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!inputClass) return out;
  for (const field of fieldsOf(inputClass)) {
    const snake = field.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
    if (raw[field.name] !== undefined) out[field.name] = raw[field.name];
    else if (raw[snake] !== undefined) out[snake] = raw[snake];
  }
  return out;
}

function pick(item: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of names) if (item[n] !== undefined) out[n] = item[n];
  return out;
}

function decodeBody(req: Request): unknown {
  const raw = req.body as Buffer | undefined;
  if (!raw || !Buffer.isBuffer(raw) || raw.length === 0) return undefined;
  const type = req.headers['content-type'];
  if (!type) throw new InputException('Content-Type header is empty.');
  const media = type.split(';')[0].trim().toLowerCase();
  if (media !== 'application/json' && !media.endsWith('+json')) {
    throw new RenderedWebApiException(400, `Server cannot understand Content-Type HTTP header media type ${media}`);
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new RenderedWebApiException(400, 'Decoding error.');
  }
}

/** An OAuth 1.0a call whose form-encoded body is part of what it signs (RFC 5849 §3.4.1.3.1). */
function signsFormBody(req: Request): boolean {
  const type = header(req, 'content-type') ?? '';
  return /^application\/x-www-form-urlencoded/i.test(type) && /^\s*OAuth\s/i.test(header(req, 'authorization') ?? '');
}

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function send(res: Response, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}
