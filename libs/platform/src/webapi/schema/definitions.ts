import { ClassType, FieldSpec, FieldType, fieldsOf, interfaceOf, ScalarType } from '../fields';
import { definitionName } from './names';

/** A Swagger 2.0 schema, parameter or response object (plain JSON). */
export type Schema = Record<string, unknown>;

/** Magento's Swagger types for its simple types (Generator::$simpleTypeList). */
export const SIMPLE_TYPES: Record<Exclude<ScalarType, 'mixed'>, string> = {
  int: 'integer',
  float: 'number',
  string: 'string',
  bool: 'boolean',
};

export const ERROR_RESPONSE = 'error-response';
export const ASYNC_RESPONSE = 'asynchronous-operations-data-async-response-interface';
const ASYNC_ITEM_STATUS = 'asynchronous-operations-data-item-status-interface';

export function ref(name: string): string {
  return `#/definitions/${name}`;
}

/**
 * The definitions of one document. Data classes are added as operations refer to them (so a
 * `services=` filtered document carries only what its operations use), named after the Magento
 * data interface they stand for. Property names are the classes' snake_case field names, which is
 * what Magento's definitions show too.
 */
export class Definitions {
  private readonly defs = new Map<string, Schema>();
  /** Classes already merged into each definition: stops recursion and repeated work. */
  private readonly merged = new Map<string, Set<Function>>();

  /** Schema of a field's value: scalar, `$ref` to a data interface, or an array of either. */
  fieldSchema(field: Pick<FieldSpec, 'type' | 'array' | 'description'>): Schema {
    const item = this.valueSchema(field.type);
    if (field.array) return withDescription({ type: 'array', items: item }, field.description);
    // Swagger ignores siblings of `$ref`, so Magento puts no description beside one; neither do we.
    return '$ref' in item ? item : withDescription(item, field.description);
  }

  private valueSchema(type: FieldType): Schema {
    if (typeof type === 'function') return { $ref: this.define(type()) };
    // `mixed` has no Swagger type. Magento writes "string"; an empty schema (any JSON value) is
    // what these fields really accept, so a generated client does not force them to strings.
    if (type === 'mixed') return {};
    return { type: SIMPLE_TYPES[type] };
  }

  /** Adds the definition of a data class and of every class it refers to; returns its `$ref`. */
  define(cls: ClassType): string {
    const iface = interfaceOf(cls);
    const name = definitionName(iface);
    const seen = this.merged.get(name) ?? new Set<Function>();
    if (!seen.has(cls)) {
      // Registered before its fields are walked, so a class that refers to itself ends in a $ref.
      seen.add(cls);
      this.merged.set(name, seen);
      const def = this.defs.get(name) ?? { type: 'object', description: iface };
      this.defs.set(name, def);
      // Two classes may stand for one interface (e.g. a request subset): their fields are merged.
      const properties = (def.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((def.required as string[] | undefined) ?? []);
      for (const field of fieldsOf(cls)) {
        properties[field.name] ??= this.fieldSchema(field);
        if (field.required) required.add(field.name);
      }
      if (Object.keys(properties).length) def.properties = properties;
      if (required.size) def.required = [...required];
    }
    return ref(name);
  }

  /**
   * The acknowledgement the async and bulk endpoints answer with (202), as Magento documents it:
   * AsynchronousOperations' AsyncResponseInterface and ItemStatusInterface, snake_case.
   */
  asyncResponse(): string {
    this.defs.set(ASYNC_ITEM_STATUS, {
      type: 'object',
      description: 'Status of one requested item: accepted or rejected when it was scheduled.',
      properties: {
        id: { type: 'integer', description: 'Index of the item in the request (the operation id).' },
        data_hash: { type: 'string', description: 'Hash of the item data.' },
        status: { type: 'string', description: 'accepted|rejected' },
        error_message: { type: 'string', description: 'Why the item was rejected.' },
        error_code: { type: 'integer', description: 'Error code of a rejected item.' },
      },
      required: ['id', 'data_hash', 'status'],
    });
    this.defs.set(ASYNC_RESPONSE, {
      type: 'object',
      description: 'Response of the asynchronous web API: the bulk that was scheduled and its items.',
      properties: {
        bulk_uuid: { type: 'string', description: 'Bulk UUID, to query the bulk status with.' },
        request_items: { type: 'array', description: 'Requested items with their status.', items: { $ref: ref(ASYNC_ITEM_STATUS) } },
        errors: { type: 'boolean', description: 'Whether any item was rejected.' },
      },
      required: ['bulk_uuid', 'request_items', 'errors'],
    });
    return ref(ASYNC_RESPONSE);
  }

  /** All definitions: Magento's error-response family first, then the data interfaces in use. */
  toJSON(): Record<string, Schema> {
    return { ...errorDefinitions(), ...Object.fromEntries(this.defs) };
  }
}

export function withDescription(schema: Schema, description: string | undefined): Schema {
  return description ? { ...schema, description } : schema;
}

/**
 * The body of every error answer (`{message, errors?, code?, parameters?, trace?}`), named and
 * shaped as in Magento's generator so that error models of generated clients line up.
 */
function errorDefinitions(): Record<string, Schema> {
  const parametersRef = { $ref: ref('error-parameters') };
  return {
    [ERROR_RESPONSE]: {
      type: 'object',
      properties: {
        message: { type: 'string', description: 'Error message' },
        errors: { $ref: ref('error-errors') },
        code: { type: 'integer', description: 'Error code' },
        parameters: parametersRef,
        trace: { type: 'string', description: 'Stack trace' },
      },
      required: ['message'],
    },
    'error-errors': { type: 'array', description: 'Errors list', items: { $ref: ref('error-errors-item') } },
    'error-errors-item': {
      type: 'object',
      description: 'Error details',
      properties: { message: { type: 'string', description: 'Error message' }, parameters: parametersRef },
    },
    'error-parameters': { type: 'array', description: 'Error parameters list', items: { $ref: ref('error-parameters-item') } },
    'error-parameters-item': {
      type: 'object',
      description: 'Error parameters item',
      properties: {
        resources: { type: 'string', description: 'ACL resource' },
        fieldName: { type: 'string', description: 'Missing or invalid field name' },
        fieldValue: { type: 'string', description: 'Incorrect field value' },
      },
    },
  };
}
