import { KNOWN_CONFIG_PATHS } from './known-config-paths';

/** What a configuration path accepts; values are stored as text, as in Magento's core_config_data. */
export type ConfigValueType =
  | { kind: 'flag' }
  | { kind: 'integer'; min?: number; max?: number }
  | { kind: 'decimal'; min?: number }
  | { kind: 'choice'; values: string[] }
  | { kind: 'text'; pattern?: RegExp; valid?: (value: string) => boolean; what?: string }
  | { kind: 'list'; item?: RegExp; what?: string };

export interface ConfigPathDefinition {
  path: string;
  type: ConfigValueType;
  /** A secret: stored sealed (config:sensitive:set), shown masked. */
  sensitive?: boolean;
  /** Why the path can't be changed from the command line, when it can't. */
  locked?: string;
}

/** Magento's refusal of a path no module declares (ConfigSetCommand, PathValidator). */
export const unknownPathMessage = (path: string) => `The "${path}" path doesn't exist. Verify and try again.`;

/**
 * The configuration paths the code reads, with what each accepts: config:set refuses an unknown
 * path or an invalid value before anything is written, as Magento's PathValidator and backend
 * models do.
 */
export class ConfigPaths {
  private readonly byPath = new Map<string, ConfigPathDefinition>();

  constructor(definitions: readonly ConfigPathDefinition[] = KNOWN_CONFIG_PATHS) {
    for (const d of definitions) {
      if (this.byPath.has(d.path)) throw new Error(`configuration path "${d.path}" is declared twice`);
      this.byPath.set(d.path, d);
    }
  }

  get(path: string): ConfigPathDefinition | undefined {
    return this.byPath.get(path);
  }

  all(): ConfigPathDefinition[] {
    return [...this.byPath.values()];
  }

  isSensitive(path: string): boolean {
    return this.byPath.get(path)?.sensitive === true;
  }

  /** Why `value` can't be stored under `path` (one line for a person), or null when it can. */
  refusal(path: string, value: string): string | null {
    const d = this.byPath.get(path);
    if (!d) return unknownPathMessage(path);
    if (d.locked) return `The "${path}" path can't be changed: ${d.locked}`;
    const problem = invalidValue(d.type, value);
    return problem ? `Invalid value "${value}" for "${path}": ${problem}.` : null;
  }
}

/** What is wrong with `value` for `type`, or null. */
function invalidValue(type: ConfigValueType, value: string): string | null {
  switch (type.kind) {
    case 'flag':
      return value === '0' || value === '1' ? null : 'expected 0 (No) or 1 (Yes)';
    case 'integer': {
      if (!/^-?\d+$/.test(value)) return 'expected a whole number';
      return outOfRange(Number(value), type.min, type.max);
    }
    case 'decimal': {
      if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(value)) return 'expected a number';
      return outOfRange(Number(value), type.min, undefined);
    }
    case 'choice':
      return type.values.includes(value) ? null : `expected one of ${type.values.map((v) => (v === '' ? '""' : v)).join(', ')}`;
    case 'text':
      if (type.pattern && !type.pattern.test(value)) return `expected ${type.what ?? `a value matching ${String(type.pattern)}`}`;
      return !type.valid || type.valid(value) ? null : `expected ${type.what ?? 'another value'}`;
    case 'list': {
      if (value === '' || !type.item) return null;
      const bad = value.split(',').find((item) => !type.item!.test(item.trim()));
      return bad === undefined ? null : `"${bad}" is not ${type.what ?? 'an accepted item'} (a comma-separated list)`;
    }
  }
}

function outOfRange(n: number, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && n < min) return `expected at least ${min}`;
  if (max !== undefined && n > max) return `expected at most ${max}`;
  return null;
}
