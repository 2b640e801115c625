import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, LookupFunction } from 'node:net';

/**
 * Where an integration's callback may be sent. The callback POST carries the consumer key and
 * secret, and an administrator (or whoever holds the integrations ACL) chooses its URL: left open,
 * it reaches the store's own network (databases, metadata services, admin ports). Loopback,
 * link-local, private, shared, multicast and reserved addresses are refused unless the host is in
 * INTEGRATION_CALLBACK_ALLOWED_HOSTS.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some stacks)
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** An IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4) is judged by that. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) return hexPairToIpv4(hex[1], hex[2]);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) return hexPairToIpv4(sixToFour[1], sixToFour[2]);
  return null;
}

function hexPairToIpv4(high: string, low: string): string {
  const h = parseInt(high, 16);
  const l = parseInt(low, 16);
  return [h >> 8, h & 255, l >> 8, l & 255].join('.');
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4 !== null) return INTERNAL.check(v4, 'ipv4');
    return INTERNAL.check(address, 'ipv6');
  }
  return true;
}

export class RefusedDestination extends Error {}

export interface CheckedDestination {
  /** The address the connection must go to (null: an allowed host, resolved as usual). */
  address: string | null;
  family: 4 | 6;
}

/**
 * Resolves the URL's host and checks every address it has: one internal address is enough to
 * refuse (a name with a public and a private address could be connected to either). Hosts in the
 * allowlist are not checked.
 */
export async function checkDestination(url: string, allowedHosts: readonly string[]): Promise<CheckedDestination> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RefusedDestination('not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new RefusedDestination('not http(s)');
  const host = parsed.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (allowedHosts.includes(host)) return { address: null, family: 4 };
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true });
  if (!addresses.length) throw new RefusedDestination('no address');
  for (const a of addresses) if (isInternalAddress(a.address)) throw new RefusedDestination('internal address');
  return { address: addresses[0].address, family: addresses[0].family as 4 | 6 };
}

/**
 * POSTs a form to a checked destination. The connection goes to the address that was checked, not
 * to a second resolution of the name (which a DNS rebinding answer could point inside); TLS still
 * verifies the certificate against the host name. Redirects are not followed, and the answer's
 * status and body are ignored (Magento does the same).
 */
export function postForm(url: string, destination: CheckedDestination, fields: Record<string, string>, timeoutMs: number): Promise<void> {
  const target = new URL(url);
  const body = new URLSearchParams(fields).toString();
  const pinned: LookupFunction | undefined =
    destination.address === null
      ? undefined
      : (_hostname, options, callback) => {
          const { address, family } = destination as { address: string; family: 4 | 6 };
          if ((options as { all?: boolean }).all)
            (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<void>((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
        lookup: pinned,
      },
      (res) => {
        res.resume();
        res.on('end', () => done());
        res.on('error', () => done());
      },
    );
    // The whole exchange, not only an idle socket, must end within the configured timeout.
    const timer = setTimeout(() => req.destroy(new Error('timeout')), timeoutMs);
    const done = (error?: Error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    req.on('error', (error) => done(error));
    req.end(body);
  });
}
