import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * The one way stored secrets are sealed (OAuth consumer secrets, queued secret arguments, sensitive
 * configuration values): AES-256-GCM under a key derived from the instance secret (`crypt/key`).
 * The plain value is needed again (to sign, to log in to an SMTP server), so it cannot be hashed,
 * and a database dump alone does not reveal it.
 */

const PREFIX = 'v1';

/** The sealing key derived from the instance secret's bytes. */
export function sealingKey(instanceSecret: Buffer): Buffer {
  return createHash('sha256').update('mercato/secret-box/').update(instanceSecret).digest();
}

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== PREFIX) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** Whether a stored value is sealed (a value stored in clear before it was sealed is not). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${PREFIX}:`);
}
