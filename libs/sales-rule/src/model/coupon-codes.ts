import { randomInt } from 'node:crypto';

/** Magento's coupon code alphabets (SalesRule etc/di.xml, Helper\Coupon). */
export const CHARSETS: Record<string, string> = {
  alphanum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  num: '0123456789',
};
export const DEFAULT_DELIMITER = '-';
/** Massgenerator::MAX_PROBABILITY_OF_GUESSING */
export const MAX_PROBABILITY_OF_GUESSING = 0.25;

export interface CodeFormat {
  format: string;
  length: number;
  prefix: string;
  suffix: string;
  /** A delimiter goes before every `dash`-th character (0: none). */
  dash: number;
  delimiter: string;
}

/** Massgenerator::generateCode: `length` random characters, the delimiter every `dash`, between prefix and suffix. */
export function generateCode(f: CodeFormat, random: (max: number) => number = randomInt): string {
  const charset = CHARSETS[f.format];
  const split = Math.max(0, Math.trunc(f.dash));
  const length = Math.max(1, Math.trunc(f.length));
  let code = '';
  for (let i = 0; i < length; i++) {
    let char = charset[random(charset.length)];
    if (split > 0 && i % split === 0 && i !== 0) char = f.delimiter + char;
    code += char;
  }
  return f.prefix + code + f.suffix;
}

/**
 * Massgenerator::increaseLength: while more than a quarter of all possible codes would be handed
 * out (easy to guess), the codes get one character longer.
 */
export function safeLength(format: string, length: number, quantity: number): number {
  const chars = CHARSETS[format].length;
  let len = Math.trunc(length);
  while (quantity / Math.pow(chars, len) > MAX_PROBABILITY_OF_GUESSING) len++;
  return len;
}
