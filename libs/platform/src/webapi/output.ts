import { SearchCriteria, SearchResults } from './search-criteria';
import { ClassType, DataInterface, Field, FieldSpec, FieldType, fieldsOf, interfaceOf, ScalarType } from './fields';

/**
 * What a route answers: the return type of its service-contract method. A scalar in the `@Field`
 * vocabulary, a data class (an input class describing the same Magento data interface, or an
 * output-only class written with the same `@Field`s), a one-element tuple for a list of either, or
 * `void` for a method that returns nothing (the wire answer is then `[]`).
 */
export type Output = ScalarType | 'void' | ClassType | readonly [Output];

/**
 * The TypeScript value a declared output stands for: what the handler must return (anything while
 * the route declares no output). Null too: Magento's nullable returns (`@return string|null`).
 */
export type OutputOf<O> = [O] extends [never] ? unknown : DeclaredOutputOf<O> | null;

type DeclaredOutputOf<O> = O extends 'int' | 'float'
  ? number
  : O extends 'string'
    ? string
    : O extends 'bool'
      ? boolean
      : O extends 'void'
        ? void
        : O extends 'mixed'
          ? unknown
          : O extends readonly [infer E]
            ? DeclaredOutputOf<E>[]
            : O extends ClassType<infer T>
              ? Answer<T>
              : never;

/** A data object as Magento answers it: a null field is left out, so any field may be absent. */
export type Answer<T> = { [K in keyof T]?: T[K] | null };

const SEARCH_RESULTS = new Map<string, ClassType<SearchResults<unknown>>>();

/**
 * The search-results data class of a getList method whose items are `item`: one page of items, the
 * criteria that selected it, the total. Magento names it after the item's interface
 * (`ProductInterface` → `ProductSearchResultsInterface`); a module that names it otherwise
 * (Sales' `OrderSearchResultInterface`) passes its interface name.
 */
export function searchResults<T>(item: ClassType<T>, dataInterface?: string): ClassType<SearchResults<T>> {
  const name = dataInterface ?? interfaceOf(item).replace(/Interface$/, '') + 'SearchResultsInterface';
  const existing = SEARCH_RESULTS.get(name);
  if (existing) return existing as ClassType<SearchResults<T>>;
  class Results {}
  Field(() => item, { array: true, required: true })(Results.prototype, 'items');
  Field(() => SearchCriteria)(Results.prototype, 'search_criteria');
  Field('int', { required: true })(Results.prototype, 'total_count');
  DataInterface(name)(Results);
  SEARCH_RESULTS.set(name, Results as ClassType<SearchResults<unknown>>);
  return Results as ClassType<SearchResults<T>>;
}

/**
 * Where an answer departs from the declared output: wrong JSON types, arrays for objects and back,
 * keys a data object does not declare. Magento leaves null fields out of its answers, so an absent
 * or null field is never a departure. Each problem names its place (`items[0].price`).
 */
export function outputDepartures(output: Output, value: unknown, at = '$'): string[] {
  if (output === 'void') return Array.isArray(value) && value.length === 0 ? [] : [`${at}: a void method answers []`];
  if (Array.isArray(output)) {
    if (!Array.isArray(value)) return [`${at}: expected an array`];
    return value.flatMap((item, i) => outputDepartures(output[0], item, `${at}[${i}]`));
  }
  return valueDepartures(output as ScalarType | ClassType, value, at);
}

function valueDepartures(type: ScalarType | ClassType, value: unknown, at: string): string[] {
  if (value === null || value === undefined) return [];
  if (typeof type === 'function') return objectDepartures(type, value, at);
  return scalarMatches(type, value) ? [] : [`${at}: expected ${type}, got ${JSON.stringify(value)}`];
}

function scalarMatches(type: ScalarType, value: unknown): boolean {
  switch (type) {
    case 'int':
      return Number.isInteger(value);
    case 'float':
      return typeof value === 'number';
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

function objectDepartures(cls: ClassType, value: unknown, at: string): string[] {
  if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: expected ${interfaceOf(cls)}, got ${JSON.stringify(value)}`];
  const fields = new Map(fieldsOf(cls).map((f) => [f.name, f]));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
    const field = fields.get(key);
    if (!field) return [`${at}.${key}: not a field of ${interfaceOf(cls)}`];
    return fieldDepartures(field, v, `${at}.${key}`);
  });
}

function fieldDepartures(field: Pick<FieldSpec, 'type' | 'array'>, value: unknown, at: string): string[] {
  const type = resolve(field.type);
  if (!field.array || value === null || value === undefined) return valueDepartures(type, value, at);
  if (!Array.isArray(value)) return [`${at}: expected an array`];
  return value.flatMap((item, i) => valueDepartures(type, item, `${at}[${i}]`));
}

function resolve(type: FieldType): ScalarType | ClassType {
  return typeof type === 'function' ? type() : type;
}
