import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { ClassType, fieldsOf, interfaceOf, typeLabel } from './fields';
import { ErrorEntry, InputException, REQUIRED_FIELD, RenderedWebApiException } from './errors';

/**
 * Turns a decoded request (body merged with path parameters) into a validated input object the way
 * Magento's ServiceInputProcessor does: scalars are cast to their declared type, a value of the
 * wrong type is a 400 with Magento's rendered message, a missing required argument is
 * `"%fieldName" is required…`, and an unknown property is rejected (never stored).
 */
export function deserializeInput<T>(cls: ClassType<T>, raw: unknown): T {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InputException('Invalid input data format. Expected an object.');
  }
  const normalised = normaliseArgumentNames(cls, raw as Record<string, unknown>);
  const instance = plainToInstance(cls, normalised, { exposeDefaultValues: false }) as object;
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, validationError: { target: false } });
  if (errors.length) throw translate(cls, errors);
  return instance as T;
}

/** Service arguments may be sent under their PHP name (sourceItems) or snake_case (source_items). */
function normaliseArgumentNames(cls: Function, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const f of fieldsOf(cls)) {
    const snake = f.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
    if (snake !== f.name && out[f.name] === undefined && out[snake] !== undefined) {
      out[f.name] = out[snake];
      delete out[snake];
    }
  }
  return out;
}

const TYPE_CONSTRAINTS = new Set(['isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isObject', 'nestedValidation']);

function translate(root: Function, errors: ValidationError[]): Error {
  const required: ErrorEntry[] = [];
  const unknown: ErrorEntry[] = [];
  let typeError: Error | null = null;

  const walk = (owner: Function, list: ValidationError[]) => {
    for (const e of list) {
      const spec = fieldsOf(owner).find((f) => f.name === e.property);
      const c = e.constraints ?? {};
      if (c.whitelistValidation) {
        unknown.push(unknownProperty(owner, e.property));
      } else if (c.isDefined) {
        required.push({ message: REQUIRED_FIELD, parameters: { fieldName: e.property } });
      } else if (Object.keys(c).some((k) => TYPE_CONSTRAINTS.has(k)) && spec && !typeError) {
        typeError = new RenderedWebApiException(
          400,
          `Error occurred during "${e.property}" processing. The "${describe(e.value)}" value's type is invalid. ` +
            `The "${typeLabel(spec)}" type was expected. Verify and try again.`,
        );
      }
      if (e.children?.length && spec && typeof spec.type === 'function') {
        const child = spec.type();
        // Array children are indexed by position; their own children are the item's properties.
        const nested = spec.array ? e.children.flatMap((c) => c.children ?? []) : e.children;
        walk(child, nested);
      }
    }
  };
  walk(root, errors);
  if (typeError) return typeError;
  if (unknown.length) return InputException.fromEntries(unknown);
  if (required.length) return InputException.fromEntries(required);
  return new InputException('Invalid input data format.');
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
