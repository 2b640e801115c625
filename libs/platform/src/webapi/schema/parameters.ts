import { FieldSpec, fieldsOf } from '../fields';
import { DeclaredRoute } from '../registry';
import { Definitions, Schema, SIMPLE_TYPES, withDescription } from './definitions';
import { camelCase } from './names';

/**
 * The parameters of one operation, placed as Magento's generator places a method's arguments: an
 * argument named in the path is a path parameter; on GET every other argument is a query parameter
 * (a data object flattened into `name[property]` names); otherwise the other arguments are the
 * properties of the one body parameter, named `<operationId>Body`.
 */
export function routeParameters(route: DeclaredRoute, operationId: string, defs: Definitions): Schema[] {
  const fields = inputFields(route);
  const parameters: Schema[] = [];
  const body: FieldSpec[] = [];
  for (const field of fields) {
    if (route.params.includes(field.name)) parameters.push(pathParameter(field.name, field));
    else if (route.method === 'GET') parameters.push(...queryParameters(field, '', new Set()));
    else body.push(field);
  }
  // A path parameter no input field declares is still a required string (Magento does the same).
  for (const name of route.params) {
    if (!fields.some((f) => f.name === name)) parameters.push(pathParameter(name));
  }
  if (body.length) parameters.push(bodyParameter(operationId, objectSchema(body, defs)));
  return parameters;
}

/**
 * Bulk operations have no path parameters (`:sku` became `bySku`): the body is an array of argument
 * sets, each holding the service method's arguments. A former path parameter is one of them only
 * when the method takes it; one the entity carries (`product.sku`) is not listed.
 */
export function bulkParameters(route: DeclaredRoute, operationId: string, defs: Definitions): Schema[] {
  const fields = inputFields(route).filter((f) => !f.carriedBy);
  return [bodyParameter(operationId, { type: 'array', items: objectSchema(fields, defs) })];
}

function inputFields(route: DeclaredRoute): FieldSpec[] {
  const input = route.definition.input;
  return input ? fieldsOf(input) : [];
}

function bodyParameter(operationId: string, schema: Schema): Schema {
  return { name: `${operationId}Body`, in: 'body', schema };
}

/** One argument set as a body object: argument names as declared (camelCase, as in PHP). */
function objectSchema(fields: FieldSpec[], defs: Definitions): Schema {
  const schema: Schema = { type: 'object', properties: Object.fromEntries(fields.map((f) => [f.name, defs.fieldSchema(f)])) };
  const required = fields.filter((f) => f.required).map((f) => f.name);
  if (required.length) schema.required = required;
  return schema;
}

function pathParameter(name: string, field?: FieldSpec): Schema {
  const type = field && !field.array && typeof field.type === 'string' && field.type !== 'mixed' ? SIMPLE_TYPES[field.type] : 'string';
  return withDescription({ name, in: 'path', type, required: true }, field?.description);
}

/**
 * Query parameters of one GET argument. A scalar argument is one parameter carrying `required`; a
 * data object becomes one parameter per scalar leaf, named as Magento names them:
 * `searchCriteria[filterGroups][][filters][][field]`, `[]` marking each array level (a client puts
 * the index there). Leaf names are camelCase, as Magento derives them from the getters; the front
 * controller accepts them as well as snake_case.
 */
function queryParameters(field: FieldSpec, prefix: string, seen: Set<Function>): Schema[] {
  const name = prefix ? `${prefix}[${camelCase(field.name)}]` : field.name;
  if (typeof field.type === 'function') {
    const cls = field.type();
    // A type nested in itself cannot be flattened into finitely many names: stop there.
    if (seen.has(cls)) return [];
    const inner = field.array ? `${name}[]` : name;
    const nested = new Set(seen).add(cls);
    return fieldsOf(cls).flatMap((f) => queryParameters(f, inner, nested));
  }
  // Query values are strings on the wire; `mixed` is documented as a string, as Magento does.
  const type = field.type === 'mixed' ? 'string' : SIMPLE_TYPES[field.type];
  const schema: Schema = field.array ? { name, in: 'query', type: 'array', items: { type } } : { name, in: 'query', type };
  // Magento states `required` for top-level arguments only; nested leaves are never required alone.
  if (!prefix) schema.required = !!field.required;
  return [withDescription(schema, field.description)];
}
