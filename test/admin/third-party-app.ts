import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { oauthClient } from '../support/oauth';

export interface Connection {
  /** The activation POST's fields: oauth_consumer_key, oauth_consumer_secret, store_base_url, oauth_verifier. */
  fields: Record<string, string>;
  access?: { token: string; secret: string };
}

export interface ThirdPartyApp {
  /** Callback URL (receives the credentials on activation). */
  callbackUrl: string;
  /** Identity link URL (its sign-in page, opened in the admin's pop-up). */
  identityLinkUrl: string;
  /** By consumer key. */
  connections: Map<string, Connection>;
  /** The query of each sign-in page request, in order. */
  signInRequests: URLSearchParams[];
  close(): Promise<void>;
}

/**
 * The third-party application of spec §5.1, as a real HTTP server: its callback stores the
 * credentials; its sign-in page, once submitted, exchanges the request and access tokens with the
 * store (OAuth 1.0a, HMAC-SHA256, signed by oauth-1.0a), then returns the browser to
 * `success_call_back`. `storeUrl` stands in for the activation's `store_base_url`: the test API
 * listens on a port chosen at start, which its BASE_URL cannot know.
 */
export async function startThirdPartyApp(storeUrl: string): Promise<ThirdPartyApp> {
  const connections = new Map<string, Connection>();
  const signInRequests: URLSearchParams[] = [];

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error?.stack ?? error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://app.test');
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/callback') {
      const fields = Object.fromEntries(new URLSearchParams(body));
      connections.set(fields.oauth_consumer_key, { fields });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    } else if (req.method === 'GET' && url.pathname === '/login') {
      signInRequests.push(url.searchParams);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(signInPage(url.searchParams));
    } else if (req.method === 'POST' && url.pathname === '/login') {
      const form = new URLSearchParams(body);
      const connection = connections.get(form.get('oauth_consumer_key') ?? '');
      if (!connection) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('unknown consumer key');
        return;
      }
      connection.access = await exchangeTokens(storeUrl, connection.fields);
      res.writeHead(302, { Location: form.get('success_call_back') ?? '/' }).end();
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    callbackUrl: `${base}/callback`,
    identityLinkUrl: `${base}/login`,
    connections,
    signInRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Request token, then access token with the verifier (both calls signed, the verifier too). */
async function exchangeTokens(storeUrl: string, fields: Record<string, string>): Promise<{ token: string; secret: string }> {
  const store = storeUrl.replace(/\/+$/, '');
  const client = oauthClient(fields.oauth_consumer_key, fields.oauth_consumer_secret);
  const requestUrl = `${store}/oauth/token/request`;
  const request = await tokenCall(requestUrl, client.toHeader(client.authorize({ url: requestUrl, method: 'POST' })).Authorization);
  const accessUrl = `${store}/oauth/token/access`;
  const verifier = { oauth_verifier: fields.oauth_verifier };
  const signed = client.authorize(
    { url: accessUrl, method: 'POST', data: { ...verifier } },
    { key: request.token, secret: request.secret },
  );
  return tokenCall(accessUrl, client.toHeader({ ...signed, ...verifier }).Authorization);
}

async function tokenCall(url: string, authorization: string): Promise<{ token: string; secret: string }> {
  const res = await fetch(url, { method: 'POST', headers: { Authorization: authorization } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text}`);
  const answer = new URLSearchParams(text);
  return { token: answer.get('oauth_token')!, secret: answer.get('oauth_token_secret')! };
}

function signInPage(query: URLSearchParams): string {
  const hidden = (name: string) => `<input type="hidden" name="${name}" value="${escape(query.get(name) ?? '')}">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Sync: sign in</title></head>
<body style="font-family: sans-serif; margin: 2rem">
<h1>Acme Sync</h1>
<p>Connect your store to Acme Sync.</p>
<form method="post" action="/login">${hidden('oauth_consumer_key')}${hidden('success_call_back')}
<button type="submit">Sign in and connect</button></form>
</body></html>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
