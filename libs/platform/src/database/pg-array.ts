/**
 * PostgreSQL array literals for `unnest($n::type[])` parameters. node-postgres escapes every
 * element of a JS array as a quoted string, which is most of the client-side cost of a
 * 10,000-row batch; numbers and booleans need no quoting, and text is quoted once here.
 */
export function numberArray(values: readonly (number | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    if (v === null || v === undefined) out += 'NULL';
    else if (!Number.isFinite(v)) throw new TypeError(`not a finite number: ${v}`);
    else out += String(v);
  }
  return out + '}';
}

export function boolArray(values: readonly (boolean | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    out += v === null || v === undefined ? 'NULL' : v ? 't' : 'f';
  }
  return out + '}';
}

const NEEDS_ESCAPE = /["\\]/g;

/** Text (and timestamps given as text); every element quoted, so commas and braces are safe. */
export function textArray(values: readonly (string | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    out += v === null || v === undefined ? 'NULL' : '"' + v.replace(NEEDS_ESCAPE, '\\$&') + '"';
  }
  return out + '}';
}
