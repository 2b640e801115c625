import { createHash, randomBytes, randomInt } from 'node:crypto';

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function pick(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Application ID as Adobe's: 10 uppercase alphanumerics (`AQ17NZ49WC`). */
export const newApplicationId = (): string => pick(UPPER_ALNUM, 10);

/** Application secret as Adobe's: 40 hex characters, 160 random bits. */
export const newApplicationSecret = (): string => randomBytes(20).toString('hex');

/** Marketplace account id: `MAG` + 9 digits. */
export const newMageId = (): string => 'MAG' + String(randomInt(1_000_000_000)).padStart(9, '0');

/** Session token (`ust`) as Adobe's: 32 + `.` + 11 alphanumerics (about 256 random bits). */
export const newSessionToken = (): string => `${pick(ALNUM, 32)}.${pick(ALNUM, 11)}`;

export const APPLICATION_ID = /^[A-Z0-9]{10}$/;
export const SESSION_TOKEN = /^[A-Za-z0-9]{32}\.[A-Za-z0-9]{11}$/;

/**
 * sha256, hex. Secrets and session tokens are stored only this way. A fast, unsalted hash is
 * enough here (unlike for passwords): both are long random values (160 and ~256 bits) that no
 * dictionary or brute-force search can reach, and a fast hash keeps every token check cheap.
 */
export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
