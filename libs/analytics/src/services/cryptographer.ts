import { Injectable } from '@nestjs/common';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { SigningKey } from '@mercato/integration';

/** An encrypted payload and the random initialization vector it was encrypted with. */
export interface EncodedContext {
  content: Buffer;
  initializationVector: Buffer;
}

const CIPHER = 'aes-256-cbc';

/**
 * The key the export is encrypted with: SHA-256 of a label and the instance secret (`crypt/key`),
 * so it is stable across processes and restarts, differs from the keys derived for other uses
 * (SecretBox), and whoever holds the instance secret can decrypt a downloaded export.
 */
export function analyticsEncryptionKey(instanceSecret: Buffer): Buffer {
  return createHash('sha256').update('mercato/analytics/').update(instanceSecret).digest();
}

/**
 * Magento's analytics Cryptographer: AES-256-CBC with a fresh random IV per file. Magento keys it
 * with the MBI subscription token; Mercato has no subscription service, so the key comes from
 * the instance secret instead.
 */
@Injectable()
export class Cryptographer {
  constructor(private readonly signing: SigningKey) {}

  async encode(source: Buffer): Promise<EncodedContext> {
    if (source.length === 0) throw new Error('The data is invalid. Enter the data as a string and try again.');
    const initializationVector = randomBytes(16);
    const key = analyticsEncryptionKey((await this.signing.get()).export());
    const cipher = createCipheriv(CIPHER, key, initializationVector);
    return { content: Buffer.concat([cipher.update(source), cipher.final()]), initializationVector };
  }
}
