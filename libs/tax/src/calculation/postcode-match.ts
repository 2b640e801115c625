import { isNumeric } from '../services/php-values';

/**
 * How Magento matches a destination postcode against rates (ResourceModel\Calculation::_getRates):
 * a plain rate matches `*`, empty, the postcode itself or any of its prefixes followed by `*`
 * (postcodes cut to 10 characters); a range rate matches a numeric postcode inside it. A US
 * ZIP+4 (`90210-1234`) is matched as its five digits, and also exactly; another `a-b` postcode is
 * itself a range. The postcode `*` matches every rate.
 */
export interface PostcodeMatch {
  /** Patterns a plain rate's postcode may equal (besides NULL), or null: any plain rate. */
  patterns: string[] | null;
  /** Range rates: `number` must lie inside the range; `within`: the rate's range inside it; null: none. */
  range: { number: number } | { within: [number, number] } | { any: true } | null;
}

const SUBSTRING_LENGTH = 10;

export function postcodeMatch(countryId: string, postcode: string | null | undefined): PostcodeMatch {
  let code: string | null = postcode ?? null;
  let numeric = isNumeric(code);
  let isRange = false;
  let exact: string | null = null;
  let from = '';
  let to = '';
  const m = typeof code === 'string' ? /^(.+)-(.+)$/.exec(code) : null;
  if (m) {
    if (countryId === 'US' && isNumeric(m[2]) && m[2].length === 4) {
      numeric = true;
      exact = code;
      code = m[1];
    } else {
      isRange = true;
      from = m[1];
      to = m[2];
    }
  }
  const filtered = code !== '*' || isRange;
  const patterns = filtered ? ['*', '', ...(isRange ? [code!] : searchTemplates(code ?? '', exact))] : null;
  let range: PostcodeMatch['range'] = null;
  if (numeric || isRange) {
    if (!filtered) range = { any: true };
    else if (numeric) range = { number: leadingNumber(code ?? '') };
    else range = { within: [leadingNumber(from), leadingNumber(to)] };
  }
  return { patterns, range };
}

/** `_createSearchPostCodeTemplates`: the postcode, itself + `*`, the exact code, and each shorter prefix + `*`. */
export function searchTemplates(postcode: string, exact: string | null = null): string[] {
  let base = postcode.slice(0, SUBSTRING_LENGTH);
  const out = [base, base + '*'];
  if (exact) {
    base = exact.slice(0, SUBSTRING_LENGTH);
    out.push(base);
  }
  for (let i = 1; i < base.length; i++) out.push(base.slice(0, base.length - i) + '*');
  return out;
}

/** MySQL's number for a string compared with an integer column: its leading number, else 0. */
function leadingNumber(value: string): number {
  const m = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)/.exec(value);
  return m ? Number(m[0]) : 0;
}
