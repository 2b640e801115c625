import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { isSealed, openSecret, sealingKey, sealSecret } from '../security/secret-sealing';
import { ScopeConfig } from './scope-config';

/** Where the instance secret is kept (Magento's crypt key); the integration lib signs tokens with it. */
export const INSTANCE_KEY_PATH = 'crypt/key';

/**
 * Sensitive configuration values (`system/smtp/password`, `payment/worldpay/api_key`), stored sealed
 * by `config:sensitive:set` with the same sealing and instance key as the integration lib's
 * SecretBox, so any library (the mailer, below the integration lib) can open them.
 */
@Injectable()
export class ConfigSecrets {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly config: ScopeConfig) {}

  async seal(plain: string): Promise<string> {
    return sealSecret(await this.sealingKey(), plain);
  }

  /** A sensitive path's value at default scope, opened; a value stored in clear (before sealing existed) as is. */
  async get(path: string): Promise<string | null> {
    const stored = await this.config.get(path);
    return stored && isSealed(stored) ? openSecret(await this.sealingKey(), stored) : stored;
  }

  private sealingKey(): Promise<Buffer> {
    // The integration lib's SigningKey makes the instance key the same way: the first to store it wins.
    this.key ??= this.config
      .initialize(INSTANCE_KEY_PATH, randomBytes(32).toString('hex'))
      .then((secret) => sealingKey(Buffer.from(secret, 'utf8')));
    return this.key;
  }
}
