import { createHash, timingSafeEqual } from 'node:crypto';

export type MetricsAccess = 'allowed' | 'token-required' | 'loopback-only';

/**
 * Who may read the metrics. With METRICS_TOKEN set: whoever sends it as a bearer token, from
 * anywhere. Without: loopback clients only, judged by the connection's own address (never a
 * forwarded header, which a client writes itself), so a store listening on a public address does
 * not publish its figures. A reverse proxy on the same host makes every client loopback: set a token there.
 */
export function metricsAccess(token: string | null, authorization: string | undefined, remoteAddress: string | undefined): MetricsAccess {
  if (token !== null) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return m && sameSecret(m[1], token) ? 'allowed' : 'token-required';
  }
  return isLoopback(remoteAddress) ? 'allowed' : 'loopback-only';
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** Constant-time comparison (of digests, so lengths never differ). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
