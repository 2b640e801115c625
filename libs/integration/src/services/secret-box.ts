import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { SigningKey } from './signing-key';

/**
 * Encrypts stored secrets (OAuth consumer secrets) with AES-256-GCM under a key derived from the
 * instance key: the plain value is needed to verify signatures, so it cannot be hashed, and a
 * database dump alone does not reveal it.
 */
@Injectable()
export class SecretBox {
  constructor(private readonly signing: SigningKey) {}

  async seal(plain: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.key(), iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  async open(sealed: string): Promise<string> {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== 'v1') throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', await this.key(), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  private async key(): Promise<Buffer> {
    const raw = (await this.signing.get()).export();
    return createHash('sha256').update('mercato/secret-box/').update(raw).digest();
  }
}
