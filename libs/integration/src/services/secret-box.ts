import { Injectable } from '@nestjs/common';
import { openSecret, sealingKey, sealSecret } from '@mercato/platform';
import { SigningKey } from './signing-key';

/**
 * Encrypts stored secrets (OAuth consumer secrets) with the platform's sealing (AES-256-GCM) under a
 * key derived from the instance key: the plain value is needed to verify signatures, so it cannot
 * be hashed, and a database dump alone does not reveal it.
 */
@Injectable()
export class SecretBox {
  constructor(private readonly signing: SigningKey) {}

  async seal(plain: string): Promise<string> {
    return sealSecret(await this.key(), plain);
  }

  async open(sealed: string): Promise<string> {
    return openSecret(await this.key(), sealed);
  }

  private async key(): Promise<Buffer> {
    return sealingKey((await this.signing.get()).export());
  }
}
