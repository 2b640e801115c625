import { phpText } from '@mercato/platform';
/**
 * PHP value semantics the rule engine depends on: Magento's conditions compare with PHP's loose
 * rules, and amounts are rounded with PHP's round(). Kept apart so the evaluator reads like
 * Magento's and these rules are tested on their own.
 */

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** PHP is_numeric. */
export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && NUMERIC.test(v);
}

/** PHP's (bool) cast. */
export function phpBool(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '' || v === '0') return false;
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

export { phpText as phpString } from '@mercato/platform';

export function isScalar(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** PHP 8's `<=>` for scalars: numbers (and numeric strings) numerically, anything else as strings. */
export function phpCompare(a: unknown, b: unknown): number {
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(phpBool(a)) - Number(phpBool(b));
  if (isNumeric(a) && isNumeric(b)) return Math.sign(Number(a) - Number(b));
  const sa = phpText(a);
  const sb = phpText(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** PHP's `==` between two scalars. */
export function phpLooseEquals(a: unknown, b: unknown): boolean {
  return phpCompare(a, b) === 0;
}
