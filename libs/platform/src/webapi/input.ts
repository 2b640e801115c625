import { getMetadataStorage, validateSync, ValidationError } from 'class-validator';
import { castScalar, ClassType, FieldSpec, fieldsOf, interfaceOf, ScalarType, typeLabel } from './fields';
import { ErrorEntry, InputException, REQUIRED_FIELD, RenderedWebApiException } from './errors';

/**
 * Turns a decoded request (body merged with path parameters) into a validated argument set the way
 * Magento's ServiceInputProcessor does: the class lists the service method's arguments, and only
 * those are read; scalars are cast to their declared type, a value of the wrong type is a 400 with
 * Magento's rendered message, a missing required argument is `"%fieldName" is required…`, and an
 * unknown property inside a data object is rejected (never stored, never used to build an object).
 *
 * The type, whitelist and required rules come from the @Field declarations and run as one direct
 * walk over the input (a 10,000-record price call is checked in a few milliseconds). Any further
 * class-validator constraint an input class declares (@Min, @IsIn, …) is then checked by
 * class-validator itself.
 */
export function deserializeArguments<T>(cls: ClassType<T>, raw: unknown): T {
  return deserialize(cls, raw, true);
}

/** A data object (not an argument set) read with the same rules: every property must be declared. */
export function deserializeInput<T>(cls: ClassType<T>, raw: unknown): T {
  return deserialize(cls, raw, false);
}

function deserialize<T>(cls: ClassType<T>, raw: unknown, argumentSet: boolean): T {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InputException('Invalid input data format. Expected an object.');
  }
  const problems: Problems = { typeError: null, unknown: [], required: [] };
  const given = argumentSet ? normaliseArgumentNames(cls, raw as Record<string, unknown>) : (raw as Record<string, unknown>);
  const instance = readObject(cls, given, problems, argumentSet);
  if (problems.typeError) throw problems.typeError;
  if (problems.unknown.length) throw InputException.fromEntries(problems.unknown);
  if (problems.required.length) throw InputException.fromEntries(problems.required);
  if (hasExtraConstraints(cls)) {
    const errors = validateSync(instance, { validationError: { target: false } });
    if (errors.length) throw InputException.fromEntries(flatten(errors));
  }
  return instance as T;
}

interface Problems {
  typeError: Error | null;
  unknown: ErrorEntry[];
  required: ErrorEntry[];
}

/** `argumentSet` for the root, whose keys are the method's arguments; false for a data object. */
function readObject(cls: Function, given: Record<string, unknown>, p: Problems, argumentSet = false): object {
  const plan = planOf(cls);
  const raw = argumentSet ? given : camelKeysAsSnake(plan, given);
  // Top-level keys that are not arguments of the service method are ignored, in the query string and
  // the body alike, as ServiceInputProcessor reads only the method's own parameters (clients send
  // `?searchCriteria=`, `?_=<timestamp>`, `?XDEBUG_SESSION_START=…`). Inside a data object an
  // unknown property is an error.
  if (!argumentSet) {
    for (const key in raw) {
      if (Object.hasOwn(raw, key) && !plan.byName.has(key)) p.unknown.push(unknownProperty(cls, key));
    }
  }
  const out = Object.create(cls.prototype) as Record<string, unknown>;
  for (const f of plan.fields) {
    const value = raw[f.name];
    if (value === undefined || value === null) {
      if (f.required) p.required.push({ message: REQUIRED_FIELD, parameters: { fieldName: f.name } });
      else if (value === null) out[f.name] = null;
      continue;
    }
    out[f.name] = f.array ? readArray(f, value, p) : readValue(f, value, p);
  }
  return out;
}

/**
 * Data-object properties may be sent in camelCase (`stockId` for `stock_id`), as Magento finds the
 * setter from either spelling. Only a key that is not a field itself, whose snake_case form is, is
 * renamed; everything else is left for the whitelist check.
 */
function camelKeysAsSnake(plan: Plan, raw: Record<string, unknown>): Record<string, unknown> {
  let out = raw;
  for (const key in raw) {
    if (!Object.hasOwn(raw, key) || plan.byName.has(key) || !/[A-Z]/.test(key)) continue;
    const snake = key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
    if (!plan.byName.has(snake) || raw[snake] !== undefined) continue;
    if (out === raw) out = { ...raw };
    out[snake] = raw[key];
    delete out[key];
  }
  return out;
}

function readArray(f: FieldSpec, value: unknown, p: Problems): unknown {
  if (!Array.isArray(value)) return typeError(f, value, p);
  const out = new Array(value.length);
  for (let i = 0; i < value.length; i++) out[i] = readValue(f, value[i], p);
  return out;
}

function readValue(f: FieldSpec, value: unknown, p: Problems): unknown {
  if (typeof f.type === 'function') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return typeError(f, value, p);
    return readObject(f.type(), value as Record<string, unknown>, p);
  }
  const cast = castScalar(f.type, value);
  if (!fits(f.type, cast)) return typeError(f, value, p);
  if ((f.type === 'string' || f.type === 'mixed') && holdsNulCharacter(cast)) return invalidValue(f, value, p);
  return cast;
}

/**
 * Magento's `int` is PHP's, 64 bits: a value past it is the type error. A value that fits 64 bits
 * but not the 32-bit column it is compared with is the column's business (an id that names nothing
 * is not found; a stored value PostgreSQL refuses is a 400, see the front controller).
 */
const INT_MIN = -(2 ** 63);
const INT_MAX_EXCLUSIVE = 2 ** 63;

function fits(type: ScalarType, v: unknown): boolean {
  switch (type) {
    case 'int':
      return typeof v === 'number' && Number.isInteger(v) && v >= INT_MIN && v < INT_MAX_EXCLUSIVE;
    case 'float':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'bool':
      return typeof v === 'boolean';
    default:
      return true;
  }
}

function typeError(f: FieldSpec, value: unknown, p: Problems): unknown {
  p.typeError ??= new RenderedWebApiException(
    400,
    `Error occurred during "${f.name}" processing. The "${describe(value)}" value's type is invalid. ` +
      `The "${typeLabel(f)}" type was expected. Verify and try again.`,
  );
  return value;
}

/**
 * PostgreSQL cannot store U+0000 in text or JSON (it would fail the write with 22021 or 22P05), and
 * no Magento value holds one: such a value is refused as invalid, before anything is written. A
 * `mixed` value is searched through, keys included, without recursion (it may be nested deeply).
 */
function holdsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const inner of v) pending.push(inner);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

function invalidValue(f: FieldSpec, value: unknown, p: Problems): unknown {
  p.typeError ??= InputException.invalidFieldValue(f.name, typeof value === 'string' ? value : describe(value));
  return value;
}

// --- per-class plans ------------------------------------------------------------------------------

interface Plan {
  fields: FieldSpec[];
  byName: Set<string>;
}

const plans = new Map<Function, Plan>();

function planOf(cls: Function): Plan {
  let plan = plans.get(cls);
  if (!plan) {
    const fields = fieldsOf(cls);
    plan = { fields, byName: new Set(fields.map((f) => f.name)) };
    plans.set(cls, plan);
  }
  return plan;
}

/** class-validator constraints that @Field itself applies; anything else is an extra rule. */
const FIELD_CONSTRAINTS = new Set(['isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject', 'isDefined']);
const extra = new Map<Function, boolean>();

function hasExtraConstraints(cls: Function): boolean {
  let result = extra.get(cls);
  if (result === undefined) {
    const visit = (c: Function, seen: Set<Function>): boolean => {
      if (seen.has(c)) return false;
      seen.add(c);
      const metas = getMetadataStorage().getTargetValidationMetadatas(c, '', true, false);
      const own = metas.some(
        (m) =>
          !['conditionalValidation', 'nestedValidation', 'isDefined', 'whitelistValidation'].includes(m.type) &&
          !FIELD_CONSTRAINTS.has(m.name ?? ''),
      );
      return own || fieldsOf(c).some((f) => typeof f.type === 'function' && visit(f.type(), seen));
    };
    result = visit(cls, new Set());
    extra.set(cls, result);
  }
  return result;
}

function flatten(errors: ValidationError[]): ErrorEntry[] {
  const out: ErrorEntry[] = [];
  const walk = (list: ValidationError[]) => {
    for (const e of list) {
      for (const message of Object.values(e.constraints ?? {})) {
        out.push({
          message: 'Invalid value of "%value" provided for the %fieldName field.',
          parameters: { fieldName: e.property, value: String(e.value), reason: message },
        });
      }
      if (e.children?.length) walk(e.children);
    }
  };
  walk(errors);
  return out;
}

// --- names and messages ---------------------------------------------------------------------------

/** Service arguments may be sent under their PHP name (sourceItems) or snake_case (source_items). */
function normaliseArgumentNames(cls: Function, raw: Record<string, unknown>): Record<string, unknown> {
  let out = raw;
  for (const f of fieldsOf(cls)) {
    const snake = f.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
    if (snake !== f.name && out[f.name] === undefined && out[snake] !== undefined) {
      if (out === raw) out = { ...raw };
      out[f.name] = out[snake];
      delete out[snake];
    }
  }
  return out;
}

function unknownProperty(owner: Function, property: string): ErrorEntry {
  const camel = property.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
  const getter = 'get' + camel.charAt(0).toUpperCase() + camel.slice(1);
  return {
    message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
    parameters: { fieldName: property, getter, className: interfaceOf(owner) },
  };
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return Array.isArray(value) ? 'array' : 'object';
  return String(value);
}
