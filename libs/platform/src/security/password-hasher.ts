import { Injectable } from '@nestjs/common';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * Slow, salted password hashing with scrypt (Node's built-in; memory-hard, no native add-on).
 * Stored as `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes.
 * Stateless: every lib that keeps passwords (administrators, customers) provides it for itself.
 */
@Injectable()
export class PasswordHasher {
  private static readonly N = 16384;
  private static readonly R = 8;
  private static readonly P = 1;
  private static readonly KEYLEN = 32;

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const { N, R, P, KEYLEN } = PasswordHasher;
    const key = await scryptAsync(password, salt, KEYLEN, { N, r: R, p: P });
    return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [, n, r, p, salt, hash] = parts;
    const expected = Buffer.from(hash, 'base64');
    const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: +n, r: +r, p: +p });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }
}
