import { randomBytes } from 'node:crypto';
import { isSealed, openSecret, sealingKey, sealSecret } from './secret-sealing';

describe('secret sealing', () => {
  const key = sealingKey(Buffer.from('a'.repeat(64), 'utf8'));

  it('opens what it sealed, with a fresh IV each time, and never shows the clear value', () => {
    const a = sealSecret(key, 'smtp-pass');
    const b = sealSecret(key, 'smtp-pass');
    expect(a).not.toBe(b);
    expect(a).not.toContain('smtp-pass');
    expect(isSealed(a)).toBe(true);
    expect(isSealed('smtp-pass')).toBe(false);
    expect(openSecret(key, a)).toBe('smtp-pass');
  });

  it('refuses another key and a changed value (GCM authenticates)', () => {
    const sealed = sealSecret(key, 'smtp-pass');
    expect(() => openSecret(sealingKey(randomBytes(32)), sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data, 'base64');
    flipped[0] ^= 1;
    expect(() => openSecret(key, [v, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
  });
});
