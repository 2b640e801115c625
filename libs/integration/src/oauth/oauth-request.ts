import { Param, signatureBaseString } from './signature';

/** What the OAuth layer reads of an HTTP request (an Express request satisfies it). */
export interface SignedHttpRequest {
  method: string;
  /** Path and query exactly as received (Express: originalUrl; `url` when not mounted). */
  originalUrl?: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, when it was read. */
  body?: unknown;
  protocol?: string;
}

const OAUTH_NAME = /oauth_[a-z_-]+/;

/** Whether the request carries OAuth credentials (Magento: `oauth ` anywhere in Authorization). */
export function hasOauthHeader(request: SignedHttpRequest): boolean {
  const header = headerValue(request, 'authorization');
  return !!header && /oauth\s/i.test(header);
}

/**
 * A signed request, read as Magento's Oauth Helper\Request does: the protocol parameters come only
 * from `Authorization: OAuth …` (split on commas, `name="value"`, each value percent-decoded; realm
 * and non-oauth pieces dropped, a Basic credential beside it tolerated); query fields and
 * form-encoded body fields are signed with them. JSON bodies are never signed.
 */
export class OauthRequest {
  /** `oauth_*` from the header, `oauth_signature` included. */
  readonly protocol: Record<string, string>;
  readonly method: string;
  private readonly rawUrl: string;

  constructor(private readonly request: SignedHttpRequest) {
    this.method = request.method.toUpperCase();
    this.rawUrl = request.originalUrl ?? request.url;
    this.protocol = parseAuthorization(headerValue(request, 'authorization') ?? '');
  }

  get(name: string): string | undefined {
    return this.protocol[name];
  }

  /**
   * The base strings this request may have been signed over. The first is RFC 5849 exactly
   * (scheme and host lower-cased, default port dropped, query decoded as a form: `+` is a space).
   * Real clients differ in two places, so those spellings are accepted too: the Host header as
   * received with its port (Magento's own signer, node clients behind a proxy) and `+` in the
   * query kept literal (the oauth-1.0a package).
   */
  baseStrings(): string[] {
    const oauth = Object.entries(this.protocol).filter(([n]) => n !== 'oauth_signature');
    const body = this.formBody();
    const q = this.rawUrl.indexOf('?');
    const path = q === -1 ? this.rawUrl : this.rawUrl.slice(0, q);
    const query = q === -1 ? '' : this.rawUrl.slice(q + 1);

    const uris = new Set(this.baseUris(path));
    const queries = [parseForm(query, true)];
    if (query.includes('+')) queries.push(parseForm(query, false));
    const bases = new Set<string>();
    for (const uri of uris)
      for (const queryParams of queries) bases.add(signatureBaseString(this.method, uri, [...oauth, ...queryParams, ...body]));
    return [...bases];
  }

  private baseUris(path: string): string[] {
    const forwarded = headerValue(this.request, 'x-forwarded-proto')?.split(',')[0].trim().toLowerCase();
    const scheme = forwarded || this.request.protocol || 'http';
    const hosts = [headerValue(this.request, 'x-forwarded-host')?.split(',')[0].trim(), headerValue(this.request, 'host')];
    const uris: string[] = [];
    for (const host of hosts) {
      if (!host) continue;
      const m = /^(.*?)(?::(\d+))?$/.exec(host)!;
      const port = m[2];
      const defaultPort = (scheme === 'http' && port === '80') || (scheme === 'https' && port === '443');
      uris.push(`${scheme}://${m[1].toLowerCase()}${port && !defaultPort ? ':' + port : ''}${path}`, `${scheme}://${host}${path}`);
    }
    return uris.length ? uris : [`${scheme}://localhost${path}`];
  }

  private formBody(): Param[] {
    const type = headerValue(this.request, 'content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded/i.test(type)) return [];
    const raw = this.request.body;
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : typeof raw === 'string' ? raw : '';
    // Magento ignores oauth_* body fields: the header already supplied the protocol parameters.
    return parseForm(text, true).filter(([n]) => !n.startsWith('oauth_'));
  }
}

/** `OAuth realm="x", oauth_consumer_key="…", …` → the oauth_* pairs, values percent-decoded. */
export function parseAuthorization(header: string): Record<string, string> {
  const m = /oauth\s/i.exec(header);
  const out: Record<string, string> = {};
  if (!m) return out;
  for (const piece of header.slice(m.index + m[0].length).split(',')) {
    const trimmed = piece.trim();
    const eq = trimmed.indexOf('=');
    if (eq === -1) continue;
    const name = trimmed.slice(0, eq).trim();
    if (!OAUTH_NAME.test(name)) continue;
    out[name] = decode(
      trimmed
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, ''),
      false,
    );
  }
  return out;
}

/** `a=1&b&c=x+y` → pairs; a name without `=` has an empty value, as RFC 5849 §3.4.1.3.1 reads it. */
export function parseForm(text: string, plusIsSpace: boolean): Param[] {
  if (!text) return [];
  const out: Param[] = [];
  for (const piece of text.split('&')) {
    if (!piece) continue;
    const eq = piece.indexOf('=');
    const name = eq === -1 ? piece : piece.slice(0, eq);
    const value = eq === -1 ? '' : piece.slice(eq + 1);
    out.push([decode(name, plusIsSpace), decode(value, plusIsSpace)]);
  }
  return out;
}

function decode(value: string, plusIsSpace: boolean): string {
  const text = plusIsSpace ? value.replace(/\+/g, ' ') : value;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function headerValue(request: SignedHttpRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
