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

/** PHP's (string) cast of a scalar. */
export function phpString(v: unknown): string {
  if (v === null || v === undefined || v === false) return '';
  if (v === true) return '1';
  return String(v);
}

export function isScalar(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** PHP 8's `<=>` for scalars: numbers (and numeric strings) numerically, anything else as strings. */
export function phpCompare(a: unknown, b: unknown): number {
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(phpBool(a)) - Number(phpBool(b));
  if (isNumeric(a) && isNumeric(b)) return Math.sign(Number(a) - Number(b));
  const sa = phpString(a);
  const sb = phpString(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** PHP's `==` between two scalars. */
export function phpLooseEquals(a: unknown, b: unknown): boolean {
  return phpCompare(a, b) === 0;
}

/**
 * PHP's round($value, 2): half away from zero, after PHP's pre-rounding to 15 significant digits
 * (so 1.005 rounds to 1.01, where naive binary arithmetic gives 1.00).
 */
export function roundPrice(value: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = Math.round(scaled) / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
