import { Injectable } from '@nestjs/common';
import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { Database } from '@mercato/platform';

/**
 * The instance secret (Magento's crypt key) that signs bearer tokens. Generated once, kept in the
 * database so every API and consumer replica signs and verifies with the same key.
 */
@Injectable()
export class SigningKey {
  // A KeyObject, made once: given raw bytes, jsonwebtoken builds a key object on every call.
  private key: KeyObject | null = null;

  constructor(private readonly ds: Database) {}

  async get(): Promise<KeyObject> {
    if (this.key) return this.key;
    await this.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'crypt/key', $1)
       ON CONFLICT (scope, scope_id, path) DO NOTHING`,
      [randomBytes(32).toString('hex')],
    );
    const [row] = await this.ds.query(`SELECT value FROM core_config_data WHERE scope = 'default' AND scope_id = 0 AND path = 'crypt/key'`);
    this.key = createSecretKey(Buffer.from(row.value, 'utf8'));
    return this.key;
  }
}
