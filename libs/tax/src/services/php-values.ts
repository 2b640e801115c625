/**
 * PHP's reading of loosely typed values, where Magento's rules depend on it (`is_numeric`,
 * `trim(...) !== ''`, comparisons that involve null).
 */

const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/** PHP 8 `is_numeric` for the scalars a web API input can hold. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC.test(value);
}

/** Laminas NotEmpty (Magento's default types) applied to `trim((string) value)`. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  return String(value).trim() === '';
}

/** PHP's `$a > $b` where either side may be null (null compares as false, numbers as true/false). */
export function phpGreaterThan(a: number | null | undefined, b: number | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return Boolean(a) && !b;
  return a > b;
}

export { phpText } from '@mercato/platform';
