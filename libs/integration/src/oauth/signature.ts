import { createHmac, timingSafeEqual, verify as verifySignature } from 'node:crypto';

export const SIGNATURE_METHODS = ['HMAC-SHA1', 'HMAC-SHA256', 'PLAINTEXT', 'RSA-SHA1'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export type Param = readonly [name: string, value: string];

/** RFC 3986 percent-encoding as OAuth requires (RFC 5849 §3.6): only unreserved characters stay. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

/**
 * RFC 5849 §3.4.1.3.2: every parameter encoded, sorted by encoded name and then encoded value
 * (byte order, duplicates kept), joined as `name=value` with `&`.
 */
export function normaliseParameters(params: readonly Param[]): string {
  const encoded = params.map(([n, v]) => [percentEncode(n), percentEncode(v)] as const);
  encoded.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return encoded.map(([n, v]) => `${n}=${v}`).join('&');
}

/** RFC 5849 §3.4.1.1: METHOD & encoded base URI & encoded normalised parameters. */
export function signatureBaseString(method: string, baseUri: string, params: readonly Param[]): string {
  return [method.toUpperCase(), percentEncode(baseUri), percentEncode(normaliseParameters(params))].join('&');
}

/** The consumer secret and token secret, each encoded, joined by `&` (kept when the token secret is empty). */
export function signingKey(consumerSecret: string, tokenSecret: string): string {
  return `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
}

/** The signature a client should send: HMAC-SHA1/-SHA256 over the base string, or PLAINTEXT's key. */
export function sign(method: Exclude<SignatureMethod, 'RSA-SHA1'>, base: string, consumerSecret: string, tokenSecret: string): string {
  const key = signingKey(consumerSecret, tokenSecret);
  if (method === 'PLAINTEXT') return key;
  return createHmac(method === 'HMAC-SHA1' ? 'sha1' : 'sha256', key)
    .update(base)
    .digest('base64');
}

/** Whether two signatures are equal, in time independent of where they differ. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time constant.
  return a.length === b.length ? timingSafeEqual(a, b) : (timingSafeEqual(a, a), false);
}

export interface Secrets {
  consumerSecret: string;
  tokenSecret: string;
  /** PEM public key for RSA-SHA1. */
  publicKey?: string | null;
}

/**
 * Whether `signature` signs one of the candidate base strings (several spellings of the same
 * request that real clients produce, see OauthRequest.baseStrings) with the given secrets.
 */
export function verify(method: SignatureMethod, bases: readonly string[], signature: string, secrets: Secrets): boolean {
  if (method === 'PLAINTEXT') return sameSignature(signingKey(secrets.consumerSecret, secrets.tokenSecret), signature);
  if (method === 'RSA-SHA1') {
    if (!secrets.publicKey) return false;
    const sig = Buffer.from(signature, 'base64');
    return bases.some((base) => {
      try {
        return verifySignature('RSA-SHA1', Buffer.from(base), secrets.publicKey!, sig);
      } catch {
        return false;
      }
    });
  }
  let ok = false;
  // Every candidate is compared, so the time taken does not tell which spelling matched.
  for (const base of bases) ok = sameSignature(sign(method, base, secrets.consumerSecret, secrets.tokenSecret), signature) || ok;
  return ok;
}
