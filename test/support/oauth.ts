import OAuth from 'oauth-1.0a';
import { createHmac } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Client, Reply } from './app';

export interface IntegrationCredentials {
  consumer_key: string;
  consumer_secret: string;
  access_token: string;
  access_token_secret: string;
}

export type HmacMethod = 'HMAC-SHA1' | 'HMAC-SHA256';

/** An oauth-1.0a client (the npm package real integrations use), signing with HMAC. */
export function oauthClient(key: string, secret: string, method: HmacMethod = 'HMAC-SHA256'): OAuth {
  return new OAuth({
    consumer: { key, secret },
    signature_method: method,
    hash_function: (base, k) =>
      createHmac(method === 'HMAC-SHA1' ? 'sha1' : 'sha256', k)
        .update(base)
        .digest('base64'),
  });
}

/**
 * A store call signed with an integration's access token by oauth-1.0a: the URL (query included)
 * is signed, a JSON body is not; `form` sends a signed form-encoded body instead.
 */
export async function signedCall<T = any>(
  base: string,
  creds: IntegrationCredentials,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; signatureMethod?: HmacMethod; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const client = oauthClient(creds.consumer_key, creds.consumer_secret, options.signatureMethod);
  const url = base + path;
  const data = options.form ? { ...options.form } : undefined;
  const auth = client.toHeader(client.authorize({ url, method, data }, { key: creds.access_token, secret: creds.access_token_secret }));
  const headers: Record<string, string> = { ...auth, ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return new Client(base).call<T>(method, path, body, headers);
}

/** A raw call with a hand-made Authorization header (for the negative matrix). */
export async function rawCall(
  base: string,
  method: string,
  path: string,
  authorization?: string,
): Promise<{ status: number; text: string }> {
  const res = await fetch(base + path, { method, headers: authorization ? { Authorization: authorization } : {} });
  return { status: res.status, text: await res.text() };
}

export interface CallbackServer {
  url: string;
  /** Form fields of each activation POST received, in order. */
  posts: Record<string, string>[];
  close(): Promise<void>;
}

/** The integration's callback endpoint: a real HTTP server recording the activation POSTs. */
export async function startCallbackServer(onPost?: (fields: Record<string, string>) => Promise<void> | void): Promise<CallbackServer> {
  const posts: Record<string, string>[] = [];
  const receive = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'POST' && req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      posts.push(fields);
      await onPost?.(fields);
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  };
  // A failing onPost answers 500 instead of leaving the activation waiting on an unhandled rejection.
  const server: Server = createServer((req, res) => {
    receive(req, res).catch((e: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/magento/callback`,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
