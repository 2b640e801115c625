import { ClassType, FieldSpec, fieldsOf } from './fields';

/** What a secret's place holds in whatever is stored or shown of a queued request. */
export const REDACTED = '******';

/** One secret value of a request and where it sits (keys and array indexes from the top). */
export interface SecretArgument {
  path: (string | number)[];
  value: unknown;
}

/**
 * Splits a request's arguments into a copy with every secret field (declared `secret` on the input
 * class or a data class inside it) replaced by `******`, and the secret values with their places,
 * which the caller seals. The arguments themselves are not changed.
 */
export function separateSecrets(
  inputClass: ClassType | undefined,
  args: Record<string, unknown>,
): { redacted: Record<string, unknown>; secrets: SecretArgument[] } {
  const secrets: SecretArgument[] = [];
  if (!inputClass || !hasSecrets(inputClass, new Set())) return { redacted: args, secrets };
  const redacted = structuredClone(args);
  walk(inputClass, redacted, [], secrets);
  return { redacted, secrets };
}

/** The arguments as they were received: each secret put back in its place. */
export function restoreSecrets(redacted: Record<string, unknown>, secrets: SecretArgument[]): Record<string, unknown> {
  for (const { path, value } of secrets) {
    let target: any = redacted;
    for (const key of path.slice(0, -1)) target = target?.[key];
    if (target && typeof target === 'object') target[path[path.length - 1]] = value;
  }
  return redacted;
}

/** Most routes have no secret anywhere: they are answered without copying their arguments. */
function hasSecrets(cls: ClassType, seen: Set<ClassType>): boolean {
  if (seen.has(cls)) return false;
  seen.add(cls);
  return fieldsOf(cls).some((f) => f.secret || (typeof f.type === 'function' && hasSecrets(f.type(), seen)));
}

function walk(cls: ClassType, data: Record<string, unknown>, path: (string | number)[], secrets: SecretArgument[]): void {
  for (const field of fieldsOf(cls)) {
    // Arguments and data properties arrive as declared, or snake_case / camelCase of it.
    for (const key of new Set([field.name, snake(field.name), camel(field.name)])) {
      const value = data[key];
      if (value === undefined || value === null) continue;
      if (field.secret) take(field, data, key, [...path, key], secrets);
      else if (typeof field.type === 'function') {
        const type = field.type();
        const items = field.array && Array.isArray(value) ? value.map((v, i) => [v, i] as const) : [[value, null] as const];
        for (const [item, index] of items) {
          if (item && typeof item === 'object' && !Array.isArray(item)) {
            walk(type, item as Record<string, unknown>, index === null ? [...path, key] : [...path, key, index], secrets);
          }
        }
      }
    }
  }
}

function take(field: FieldSpec, data: Record<string, unknown>, key: string, path: (string | number)[], secrets: SecretArgument[]): void {
  const value = data[key];
  if (field.secret === true) {
    secrets.push({ path, value });
    data[key] = REDACTED;
    return;
  }
  const names = new Set(field.secret);
  if (Array.isArray(value)) {
    // Magento's key/value string list: the value follows its key.
    for (let i = 0; i + 1 < value.length; i += 2) {
      if (names.has(String(value[i])) && value[i + 1] !== null && value[i + 1] !== undefined) {
        secrets.push({ path: [...path, i + 1], value: value[i + 1] });
        value[i + 1] = REDACTED;
      }
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of names) {
      if (record[name] === undefined || record[name] === null) continue;
      secrets.push({ path: [...path, name], value: record[name] });
      record[name] = REDACTED;
    }
  }
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
}

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
