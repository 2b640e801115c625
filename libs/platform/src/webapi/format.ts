/** Magento's wire formats for dates and numbers. */

const pad = (n: number) => (n < 10 ? '0' + n : String(n));

/** `YYYY-MM-DD hh:mm:ss` in UTC, the format of every Magento datetime field. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

const STRICT_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * Parses `Y-m-d H:i:s` the way Magento validates it: the value is accepted only when formatting
 * the parsed time gives back exactly the same string (so 2037-02-30 is rejected).
 */
export function parseStrictDateTime(value: string): Date | null {
  const m = STRICT_DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [+m[1], +m[2], +m[3], +m[4], +m[5], +m[6]];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/**
 * A PHP-style string cast of a number, as Magento puts values into `parameters`:
 * 3.0 → "3", 10.31 → "10.31". Strings (e.g. DB decimals "3.0000") are kept as they are.
 */
export function phpString(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? '1' : '';
  return String(value);
}

/** numeric columns come back from pg as strings; Magento answers JSON numbers. */
export function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}
