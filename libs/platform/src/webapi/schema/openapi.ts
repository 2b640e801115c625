import { DeclaredRoute } from '../registry';
import { ScalarType } from '../fields';
import { Output } from '../output';
import { serviceOf } from '../route';
import { Definitions, ERROR_RESPONSE, ref, Schema } from './definitions';
import { operationId, serviceName, swaggerPath, versionOf } from './names';
import { bulkParameters, routeParameters } from './parameters';

export type SchemaKind = 'sync' | 'async' | 'bulk';

export interface SchemaOptions {
  kind: SchemaKind;
  /** Store code the document is for (`default`, `all`, …). */
  storeCode: string;
  baseUrl: string;
  /** `services=all` or a comma list of service names (e.g. catalogProductRepositoryV1); null = all. */
  services: string[] | null;
}

/** What follows `/rest/<store>` for each kind: Magento puts the async prefixes in the basePath. */
const BASE_SUFFIX: Record<SchemaKind, string> = { sync: '', async: '/async', bulk: '/async/bulk' };

/**
 * The Swagger 2.0 document Magento serves at `/rest/<store>/schema`, `/async/schema` and
 * `/async/bulk/schema`, derived from the route declarations (Magento derives it from webapi.xml and
 * the service interfaces). One tag per service, one operation per route, definitions for the data
 * interfaces the operations use.
 *
 * - sync: every route, under basePath `/rest/<store>`; paths as declared (`{sku}`).
 * - async: the non-GET routes, same paths, under basePath `/rest/<store>/async` (Magento cuts the
 *   basePath at `/schema`, so the prefix lives there, not in the paths); answer 202 with the
 *   async acknowledgement.
 * - bulk: the non-GET routes at their bulk paths (`/V1/products/bySku`) under
 *   `/rest/<store>/async/bulk`; the body is an array of argument sets; answer 202 likewise.
 */
export function buildOpenApi(routes: readonly DeclaredRoute[], options: SchemaOptions): Record<string, unknown> {
  const defs = new Definitions();
  const accepted = options.kind === 'sync' ? null : defs.asyncResponse();
  const tags: Schema[] = [];
  const paths: Record<string, Record<string, Schema>> = {};
  const usedIds = new Set<string>();

  for (const [service, entry] of groupByService(routes, options)) {
    tags.push({ name: service, description: entry.contract });
    for (const route of entry.routes) {
      const path = swaggerPath(options.kind === 'bulk' ? route.bulkPath : route.path);
      (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, service, options.kind, defs, accepted, usedIds);
    }
  }

  const base = new URL(options.baseUrl);
  return {
    swagger: '2.0',
    info: { version: '2.4', title: 'Mercato' },
    host: base.host,
    basePath: `${base.pathname.replace(/\/+$/, '')}/rest/${options.storeCode}${BASE_SUFFIX[options.kind]}`,
    schemes: [base.protocol.replace(/:$/, '')],
    tags,
    paths,
    definitions: defs.toJSON(),
    // Not in Magento's document (its Swagger UI adds the key itself); lets any Swagger UI send the
    // `Authorization: Bearer <token>` header the protected operations require.
    securityDefinitions: { api_key: { type: 'apiKey', name: 'Authorization', in: 'header' } },
  };
}

/**
 * Routes of the document grouped by service, in declaration order: Magento lists a service's
 * operations together under its tag. Async and bulk documents leave out what cannot be queued (GET and credential routes).
 */
function groupByService(routes: readonly DeclaredRoute[], options: SchemaOptions) {
  const services = new Map<string, { contract: string; routes: DeclaredRoute[] }>();
  for (const route of routes) {
    if (options.kind !== 'sync' && !route.queueable) continue;
    const contract = serviceOf(route.definition.contract).service;
    const name = serviceName(contract, versionOf(route.path));
    if (options.services && !options.services.includes(name)) continue;
    const entry = services.get(name) ?? { contract, routes: [] };
    entry.routes.push(route);
    services.set(name, entry);
  }
  return services;
}

function operation(
  route: DeclaredRoute,
  service: string,
  kind: SchemaKind,
  defs: Definitions,
  accepted: string | null,
  usedIds: Set<string>,
): Schema {
  const { definition } = route;
  let id = operationId(service, definition.soapOperation ?? serviceOf(definition.contract).method, route.method);
  // One contract method behind several routes (`/V1/carts/:cartId/items` and `/V1/carts/mine/items`):
  // the later declarations are told apart by their path's fixed segments, so every id stays unique.
  if (usedIds.has(id)) id += pathSuffix(route.path);
  usedIds.add(id);
  const op: Schema = { tags: [service], description: describe(route), operationId: id };
  const parameters = kind === 'bulk' ? bulkParameters(route, id, defs) : routeParameters(route, id, defs);
  if (parameters.length) op.parameters = parameters;
  if (!definition.acl.every((resource) => resource === 'anonymous')) op.security = [{ api_key: [] }];
  op.responses = responses(accepted ?? success(definition.output, defs));
  return op;
}

/**
 * Magento describes an operation with its method's docblock. We have the declaration's description
 * (when given), the contract it implements, the ACL resources (which a caller needs to know to set
 * up an integration's permissions) and, for a route Magento does not have, why it exists.
 */
function describe(route: DeclaredRoute): string {
  const { description, contract, acl, extension } = route.definition;
  return [
    description,
    `Service contract: ${contract}.`,
    extension && `Mercato extension, not in Magento: ${extension}`,
    `ACL resources: ${acl.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A sync success: the declared output's schema; none for a void method, as Magento's generator
 * writes it. A route without a declared output is described without a shape (`{}`: any JSON)
 * rather than with an invented one.
 */
function success(output: Output | undefined, defs: Definitions): Schema {
  if (output === 'void') return { '200': { description: '200 Success.' } };
  return { '200': { description: '200 Success.', schema: output === undefined ? {} : outputSchema(output, defs) } };
}

function outputSchema(output: Output, defs: Definitions): Schema {
  if (Array.isArray(output)) return { type: 'array', items: outputSchema(output[0], defs) };
  return defs.fieldSchema({ type: typeof output === 'function' ? () => output : (output as ScalarType) });
}

/**
 * Success (async and bulk calls answer the acknowledgement, as Magento's webapi-async schema says:
 * 202), then the errors any route can answer.
 * 401 is listed for every route: protected ones need a token, and the anonymous token route
 * answers 401 to wrong credentials, as Magento documents it from the AuthenticationException.
 */
function responses(success: Schema | string): Schema {
  const error = (description: string) => ({ description, schema: { $ref: ref(ERROR_RESPONSE) } });
  return {
    ...(typeof success === 'string' ? { '202': { description: '202 Accepted.', schema: { $ref: success } } } : success),
    '400': error('400 Bad Request'),
    '401': error('401 Unauthorized'),
    '500': error('Internal Server error'),
    default: error('Unexpected error'),
  };
}

/** `/V1/carts/mine/items/:itemId` → `CartsMineItems`. */
function pathSuffix(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':') && !/^V\d+$/.test(segment))
    .map((segment) => segment.replace(/(^|[-_])([a-z])/g, (_, __, c: string) => c.toUpperCase()))
    .join('');
}
