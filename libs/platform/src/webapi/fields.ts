import 'reflect-metadata';
import { applyDecorators } from '@nestjs/common';
import { Expose, Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDefined, IsInt, IsNumber, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';

/**
 * Field decorators for web API input classes. One decorator per property records the Magento type
 * (used for casting, error messages and the schema) and applies the class-transformer and
 * class-validator decorators that enforce it. Input classes are strict whitelists: a property
 * without a @Field is rejected.
 */
export type ScalarType = 'int' | 'float' | 'string' | 'bool' | 'mixed';
export type ClassType<T = unknown> = new (...args: any[]) => T;
export type FieldType = ScalarType | (() => ClassType);

export interface FieldOptions {
  array?: boolean;
  /** A required service argument: missing → `"%fieldName" is required. Enter and try again.` */
  required?: boolean;
  description?: string;
  /**
   * For a path parameter that is not an argument of the service method (`PUT /V1/products/:sku` is
   * `ProductRepositoryInterface::save($product, $saveOptions)`): the entity argument's property
   * that carries the value, as `argument.property` (`product.sku`). A synchronous or async call takes
   * the value from its path; a bulk element, whose path has none, from that property, so that
   * `[{"product":{"sku":"a",…}}]` is a complete element, as in Magento. It is not an argument: the
   * bulk schema leaves it out.
   */
  carriedBy?: string;
  /**
   * A secret (a password, card data): a queued operation keeps it sealed, never in clear, and its
   * status shows `******` (libs/platform/src/webapi/secret-arguments.ts). `true` for the whole
   * value; a list of keys for a key/value value (an object, or Magento's `["key", "value", …]` list
   * such as a payment's `additional_data`) of which only those keys' values are secret.
   */
  secret?: true | string[];
}

export interface FieldSpec extends FieldOptions {
  name: string;
  type: FieldType;
}

const FIELDS = new Map<Function, FieldSpec[]>();
const INTERFACES = new Map<Function, string>();

export function fieldsOf(cls: Function): FieldSpec[] {
  const own: FieldSpec[] = [];
  for (let c: Function | null = cls; c && c !== Object; c = Object.getPrototypeOf(c)) {
    for (const f of FIELDS.get(c) ?? []) if (!own.some((o) => o.name === f.name)) own.push(f);
  }
  return own;
}

/** The Magento data interface a class stands for, named in error messages and the schema. */
export function DataInterface(name: string): ClassDecorator {
  return (target) => {
    INTERFACES.set(target, name);
  };
}

export function interfaceOf(cls: Function): string {
  return INTERFACES.get(cls) ?? cls.name;
}

export function typeLabel(spec: Pick<FieldSpec, 'type' | 'array'>): string {
  const base = typeof spec.type === 'function' ? interfaceOf(spec.type()) : spec.type;
  return spec.array ? `${base}[]` : base;
}

// --- Magento's scalar casting (TypeProcessor::processSimpleAndAnyType) -------------------------
// A value that cannot be cast is returned unchanged so that the type validator rejects it.

const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

export function castScalar(type: ScalarType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (type) {
    case 'int':
      if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
      if (typeof value === 'string' && NUMERIC.test(value)) return Math.trunc(Number(value));
      return value;
    case 'float':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
      return value;
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      if (typeof value === 'boolean') return value ? '1' : '';
      return value;
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false' || value === '') return false;
      return value;
    default:
      return value;
  }
}

function typeValidator(type: ScalarType, each: boolean): PropertyDecorator[] {
  const o = { each };
  switch (type) {
    case 'int':
      return [IsInt(o)];
    case 'float':
      return [IsNumber({ allowNaN: false, allowInfinity: false }, o)];
    case 'string':
      return [IsString(o)];
    case 'bool':
      return [IsBoolean(o)];
    default:
      return [];
  }
}

export function Field(type: FieldType, options: FieldOptions = {}): PropertyDecorator {
  return (target: object, propertyKey: string | symbol) => {
    const name = String(propertyKey);
    const ctor = target.constructor;
    const list = FIELDS.get(ctor) ?? [];
    list.push({ name, type, ...options });
    FIELDS.set(ctor, list);

    const decorators: PropertyDecorator[] = [Expose()];
    decorators.push(options.required ? IsDefined() : IsOptional());
    if (options.array) decorators.push(IsArray());
    if (typeof type === 'function') {
      decorators.push(Type(type), ValidateNested({ each: !!options.array }));
      if (!options.array) decorators.push(IsObject());
    } else {
      decorators.push(
        Transform(({ value }) => (options.array && Array.isArray(value) ? value.map((v) => castScalar(type, v)) : castScalar(type, value))),
        ...typeValidator(type, !!options.array),
      );
    }
    applyDecorators(...decorators)(target, propertyKey);
  };
}

/**
 * Declares an extension attribute on another module's data interface, as Magento's
 * extension_attributes.xml does: the module that owns the data (bundle options on products, say)
 * adds the field from its own code, so the owning interface never imports it. Call it at module
 * load, before the first request, e.g.
 * `declareExtensionAttribute(ProductExtensionInput, 'bundle_product_options', () => BundleOptionInput, { array: true })`.
 */
export function declareExtensionAttribute(cls: Function, name: string, type: FieldType, options: FieldOptions = {}): void {
  if (fieldsOf(cls).some((f) => f.name === name)) return;
  Field(type, options)(cls.prototype, name);
}

/**
 * Declares scalar properties of a data interface from a list, in the list's order, for the wide
 * interfaces (Magento's sales documents) where a hundred decorated lines would say no more: each name
 * becomes a @Field of that type, so unknown properties are still rejected.
 */
export function declareFields(cls: Function, type: ScalarType, names: readonly string[]): void {
  for (const name of names) Field(type)(cls.prototype, name);
}
