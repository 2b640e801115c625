import { Injectable } from '@nestjs/common';
import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { INSTANCE_KEY_PATH, ScopeConfig } from '@mercato/platform';

/**
 * The instance secret (Magento's crypt key) that signs bearer tokens. Generated once, kept in the
 * database so every API and consumer replica signs and verifies with the same key.
 */
@Injectable()
export class SigningKey {
  // A KeyObject, made once: given raw bytes, jsonwebtoken builds a key object on every call.
  private key: KeyObject | null = null;

  constructor(private readonly config: ScopeConfig) {}

  async get(): Promise<KeyObject> {
    if (this.key) return this.key;
    const value = await this.config.initialize(INSTANCE_KEY_PATH, randomBytes(32).toString('hex'));
    this.key = createSecretKey(Buffer.from(value, 'utf8'));
    return this.key;
  }
}
