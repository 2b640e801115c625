/**
 * Values CMS saves accept the way Magento's resource models store them: dates through PHP's
 * DateTime (a number is a Unix time; out-of-range days roll over, 2024-02-30 is 1 March), the
 * sort order into a smallint column. `null` means the value cannot be stored.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A time the way PHP's DateTime reads it, or null. Times without a zone are UTC, as Magento stores them. */
export function parsePhpTime(value: string): Date | null {
  const v = value.trim();
  if (/^-?\d+$/.test(v)) return new Date(Number(v) * 1000);
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  if (m) {
    const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
    if (mo > 12 || d > 31 || h > 24 || mi > 59 || s > 59) return null;
    return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  }
  const parsed = Date.parse(v);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** `YYYY-MM-DD` of a time (a `date` column keeps only the day). */
export function dayOf(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A sort order a smallint column takes (MySQL strict mode refuses anything else), or null. */
export function parseSmallint(value: string): number | null {
  const v = value.trim();
  if (!/^[+-]?\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= -32768 && n <= 32767 ? n : null;
}

/** Characters a varchar(length) column holds; longer values fail the save. */
export function fits(value: string | null | undefined, length: number): boolean {
  return value === null || value === undefined || [...value].length <= length;
}
