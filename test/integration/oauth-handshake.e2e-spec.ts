import { OAuth as NodeOAuth } from 'oauth';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { oauthClient, rawCall, signedCall, startCallbackServer, CallbackServer, IntegrationCredentials } from '../support/oauth';
import { outputDeparturesOf } from '../support/output';

const CREDENTIAL = /^[0-9a-z]{32}$/;

/** node-oauth 0.10.2, as an integration's back end uses it for the handshake. */
function nodeOauth(base: string, key: string, secret: string, method = 'HMAC-SHA256'): NodeOAuth {
  return new NodeOAuth(`${base}/oauth/token/request`, `${base}/oauth/token/access`, key, secret, '1.0', null, method);
}

function requestToken(client: NodeOAuth): Promise<{ token: string; secret: string }> {
  return new Promise((resolve, reject) =>
    client.getOAuthRequestToken((error, token, secret) => (error ? reject(error) : resolve({ token, secret }))),
  );
}

function accessToken(client: NodeOAuth, token: string, secret: string, verifier: string): Promise<{ token: string; secret: string }> {
  return new Promise((resolve, reject) =>
    client.getOAuthAccessToken(token, secret, verifier, (error, t, s) => (error ? reject(error) : resolve({ token: t, secret: s }))),
  );
}

/** The integration handshake of spec §5.1, driven by independent npm clients against a real callback server. */
describe('OAuth 1.0a: integration activation and token exchange', () => {
  let t: TestApp;
  let admin: Client;
  let callback: CallbackServer;
  beforeAll(async () => {
    // The callback receiver listens on loopback: that host is allowed; no other internal one is.
    t = await startApp({ INTEGRATION_CALLBACK_ALLOWED_HOSTS: '127.0.0.1' });
    admin = await adminClient(t);
    callback = await startCallbackServer();
  });
  afterAll(async () => {
    await callback.close();
    await t.close();
  });

  async function integration(fields: Record<string, unknown>): Promise<number> {
    const res = await admin.post('/rest/V1/integrations', { integration: { name: uniqueSku('app'), ...fields } });
    expect(res.status).toBe(200);
    return res.body.id;
  }

  async function activate(id: number): Promise<{ fields: Record<string, string>; body: any }> {
    const before = callback.posts.length;
    const res = await admin.post(`/rest/V1/integrations/${id}/activate`);
    expect(res.status).toBe(200);
    expect(outputDeparturesOf(t, 'POST /V1/integrations/:id/activate', res.body)).toEqual([]);
    expect(callback.posts.length).toBe(before + 1);
    return { fields: callback.posts[before], body: res.body };
  }

  it('posts the credentials to the callback URL, then node-oauth exchanges request and access tokens', async () => {
    const id = await integration({
      endpoint: callback.url,
      identity_link_url: 'https://app.example/login',
      resources: ['Magento_Catalog::products'],
    });
    const { fields, body } = await activate(id);
    expect(Object.keys(fields).sort()).toEqual(['oauth_consumer_key', 'oauth_consumer_secret', 'oauth_verifier', 'store_base_url']);
    expect(fields.oauth_consumer_key).toMatch(CREDENTIAL);
    expect(fields.oauth_consumer_secret).toMatch(CREDENTIAL);
    expect(fields.oauth_verifier).toMatch(CREDENTIAL);
    expect(fields.store_base_url).toMatch(/^http:\/\/.+\/$/);
    const link = new URL(body.identity_link_url);
    expect(link.origin + link.pathname).toBe('https://app.example/login');
    expect(link.searchParams.get('oauth_consumer_key')).toBe(fields.oauth_consumer_key);
    expect(link.searchParams.get('success_call_back')).toMatch(/\/admin\/integration\/loginSuccessCallback$/);
    expect((await admin.get(`/rest/V1/integrations/${id}`)).body.status).toBe(0);

    const client = nodeOauth(t.base, fields.oauth_consumer_key, fields.oauth_consumer_secret);
    const request = await requestToken(client);
    expect(request.token).toMatch(CREDENTIAL);
    expect(request.secret).toMatch(CREDENTIAL);
    // One token chain per integration: a second request token needs a re-authorization.
    await expect(requestToken(client)).rejects.toMatchObject({
      statusCode: 401,
      data: 'oauth_problem=Cannot+create+request+token+because+consumer+token+is+not+a+verifier+token',
    });

    const access = await accessToken(client, request.token, request.secret, fields.oauth_verifier);
    expect(access.token).toMatch(CREDENTIAL);
    expect(access.token).not.toBe(request.token);
    expect((await admin.get(`/rest/V1/integrations/${id}`)).body.status).toBe(1);
    // The request token is spent.
    await expect(accessToken(client, request.token, request.secret, fields.oauth_verifier)).rejects.toMatchObject({ statusCode: 401 });

    const creds: IntegrationCredentials = {
      consumer_key: fields.oauth_consumer_key,
      consumer_secret: fields.oauth_consumer_secret,
      access_token: access.token,
      access_token_secret: access.secret,
    };
    const list = await signedCall(
      t.base,
      creds,
      'GET',
      '/rest/default/V1/products?searchCriteria[pageSize]=10&searchCriteria[currentPage]=1',
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveProperty('items');

    // node-oauth signs its own way (query parsed as a form, default port dropped): also accepted.
    const viaNode = await new Promise<{ status: number; data: string }>((resolve) =>
      client.get(`${t.base}/rest/V1/products?searchCriteria[pageSize]=1`, access.token, access.secret, (error, data) =>
        resolve(
          error
            ? { status: (error as { statusCode: number }).statusCode, data: String((error as { data: unknown }).data) }
            : { status: 200, data: String(data) },
        ),
      ),
    );
    expect(viaNode.status).toBe(200);

    // Granted only Magento_Catalog::products: another resource's route is refused.
    const denied = await signedCall(t.base, creds, 'GET', '/rest/V1/integrations');
    expect(denied.status).toBe(401);
    expect(denied.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Integration::integrations' },
    });
  });

  it('accepts HMAC-SHA1 (the spec) for the exchange, as well as HMAC-SHA256', async () => {
    const id = await integration({ endpoint: callback.url, all_resources: true });
    const { fields } = await activate(id);
    const client = nodeOauth(t.base, fields.oauth_consumer_key, fields.oauth_consumer_secret, 'HMAC-SHA1');
    const request = await requestToken(client);
    const access = await accessToken(client, request.token, request.secret, fields.oauth_verifier);
    const creds = {
      consumer_key: fields.oauth_consumer_key,
      consumer_secret: fields.oauth_consumer_secret,
      access_token: access.token,
      access_token_secret: access.secret,
    };
    const sha1 = await signedCall(t.base, creds, 'GET', '/rest/V1/integrations?searchCriteria', { signatureMethod: 'HMAC-SHA1' });
    expect(sha1.status).toBe(200);
  });

  it('activates an integration without a callback URL at once, with the four credentials', async () => {
    const id = await integration({ all_resources: true });
    const res = await admin.post(`/rest/V1/integrations/${id}/activate`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'access_token_secret', 'consumer_key', 'consumer_secret']);
    expect(outputDeparturesOf(t, 'POST /V1/integrations/:id/activate', res.body)).toEqual([]);
    for (const v of Object.values(res.body)) expect(v).toMatch(CREDENTIAL);
    expect((await admin.get(`/rest/V1/integrations/${id}`)).body.status).toBe(1);
    expect((await signedCall(t.base, res.body, 'GET', `/rest/V1/integrations/${id}`)).status).toBe(200);
    const again = await admin.post(`/rest/V1/integrations/${id}/activate`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The integration "%1" is already active. Reauthorize it to issue new tokens.');
  });

  it('reports a callback URL that cannot be reached, and leaves nothing half-activated', async () => {
    const id = await integration({ endpoint: 'http://127.0.0.1:9/unreachable' });
    const res = await admin.post(`/rest/V1/integrations/${id}/activate`);
    expect(res.status).toBe(400);
    // One message whatever failed: no connection detail that would make the URL a port scanner.
    expect(res.body).toEqual({
      message: 'The attempt to post data to consumer failed due to an unexpected error. Please try again later.',
    });
    const rows = await t.ds.query(
      `SELECT 1 FROM oauth_token WHERE consumer_id = (SELECT consumer_id FROM integration WHERE integration_id = $1)`,
      [id],
    );
    expect(rows).toHaveLength(0);
    expect((await admin.get(`/rest/V1/integrations/${id}`)).body.status).toBe(0);
  });

  it('refuses callback and identity-link URLs on internal addresses unless their host is allowed', async () => {
    const port = new URL(callback.url).port;
    const refused = [
      `http://localhost:${port}/cb`, // a name that resolves to loopback
      `http://[::ffff:127.0.0.1]:${port}/cb`, // IPv4-mapped IPv6 loopback
      `http://[::1]:${port}/cb`,
      'http://10.0.0.1/cb',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/cb',
      'http://192.168.1.1/cb',
    ];
    const before = callback.posts.length;
    for (const endpoint of refused) {
      const id = await integration({ endpoint });
      const res = await admin.post(`/rest/V1/integrations/${id}/activate`);
      expect({ endpoint, status: res.status, body: res.body }).toEqual({
        endpoint,
        status: 400,
        body: { message: 'The attempt to post data to consumer failed due to an unexpected error. Please try again later.' },
      });
      const tokens = await t.ds.query(
        `SELECT 1 FROM oauth_token WHERE consumer_id = (SELECT consumer_id FROM integration WHERE integration_id = $1)`,
        [id],
      );
      expect(tokens).toHaveLength(0);
    }
    expect(callback.posts.length).toBe(before);

    const link = await integration({ endpoint: callback.url, identity_link_url: 'http://127.0.0.2/login' });
    expect((await admin.post(`/rest/V1/integrations/${link}/activate`)).status).toBe(400);
    expect(callback.posts.length).toBe(before);

    // The same loopback receiver by a host in the allowlist: the credentials are posted.
    const allowed = await startApp({ INTEGRATION_CALLBACK_ALLOWED_HOSTS: 'localhost, 127.0.0.1' });
    try {
      const other = await adminClient(allowed);
      const created = await other.post('/rest/V1/integrations', {
        integration: { name: uniqueSku('app'), endpoint: `http://localhost:${port}/cb` },
      });
      expect((await other.post(`/rest/V1/integrations/${created.body.id}/activate`)).status).toBe(200);
      expect(callback.posts.length).toBe(before + 1);
    } finally {
      await allowed.close();
    }
  });

  it('does not follow redirects from the callback URL', async () => {
    const target = await startCallbackServer();
    const redirecting = await startCallbackServer();
    // A callback that answers 302 to another server: the credentials must not travel on.
    const server = await import('node:http').then(({ createServer }) =>
      createServer((_req, res) => res.writeHead(302, { Location: target.url }).end()).listen(0, '127.0.0.1'),
    );
    await new Promise((r) => server.once('listening', r).listening && r(undefined));
    const port = (server.address() as { port: number }).port;
    const id = await integration({ endpoint: `http://127.0.0.1:${port}/cb` });
    expect((await admin.post(`/rest/V1/integrations/${id}/activate`)).status).toBe(200);
    expect(target.posts).toHaveLength(0);
    server.close();
    await target.close();
    await redirecting.close();
  });

  it('lets the merchant revoke access, and re-authorize with new tokens', async () => {
    const id = await integration({ all_resources: true });
    const first = (await admin.post(`/rest/V1/integrations/${id}/activate`)).body;
    expect((await signedCall(t.base, first, 'GET', '/rest/V1/integrations?searchCriteria')).status).toBe(200);

    expect(await admin.post(`/rest/V1/integrations/${id}/revoke`)).toMatchObject({ status: 200, body: true });
    const revoked = await signedCall(t.base, first, 'GET', '/rest/V1/integrations');
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ message: 'Access token has been revoked' });
    expect((await admin.get(`/rest/V1/integrations/${id}`)).body.status).toBe(0);

    const second = await admin.post(`/rest/V1/integrations/${id}/reauthorize`);
    expect(second.status).toBe(200);
    expect(outputDeparturesOf(t, 'POST /V1/integrations/:id/reauthorize', second.body)).toEqual([]);
    expect(second.body.consumer_key).toBe(first.consumer_key);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect((await signedCall(t.base, second.body, 'GET', '/rest/V1/integrations?searchCriteria')).status).toBe(200);
    const old = await signedCall(t.base, first, 'GET', '/rest/V1/integrations');
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: 'Specified token does not exist' });
  });

  it('re-authorizing an integration with a callback URL posts a new verifier', async () => {
    const id = await integration({ endpoint: callback.url, all_resources: true });
    const { fields } = await activate(id);
    const client = nodeOauth(t.base, fields.oauth_consumer_key, fields.oauth_consumer_secret);
    const r1 = await requestToken(client);
    await accessToken(client, r1.token, r1.secret, fields.oauth_verifier);
    const before = callback.posts.length;
    expect((await admin.post(`/rest/V1/integrations/${id}/reauthorize`)).status).toBe(200);
    const again = callback.posts[before];
    expect(again.oauth_verifier).not.toBe(fields.oauth_verifier);
    const r2 = await requestToken(client);
    expect((await accessToken(client, r2.token, r2.secret, again.oauth_verifier)).token).toMatch(CREDENTIAL);
  });

  it('refuses an expired consumer key for the request token', async () => {
    const id = await integration({ endpoint: callback.url });
    const { fields } = await activate(id);
    await t.ds.query(`UPDATE oauth_consumer SET updated_at = '2012-01-01' WHERE key = $1`, [fields.oauth_consumer_key]);
    const client = nodeOauth(t.base, fields.oauth_consumer_key, fields.oauth_consumer_secret);
    await expect(requestToken(client)).rejects.toEqual({ statusCode: 401, data: 'oauth_problem=Consumer+key+has+expired' });
  });

  describe('the token endpoints refuse bad requests as Magento does', () => {
    let key: string;
    let secret: string;
    let verifier: string;
    beforeAll(async () => {
      const id = await integration({ endpoint: callback.url });
      const { fields } = await activate(id);
      key = fields.oauth_consumer_key;
      secret = fields.oauth_consumer_secret;
      verifier = fields.oauth_verifier;
    });

    /** An Authorization header for the request-token step, signed by oauth-1.0a, with overrides. */
    function header(
      path: string,
      overrides: Record<string, string> = {},
      signWith = secret,
      method: 'HMAC-SHA1' | 'HMAC-SHA256' = 'HMAC-SHA256',
      token?: { key: string; secret: string },
    ) {
      const client = oauthClient(key, signWith, method);
      const data = client.authorize({ url: t.base + path, method: 'POST' }, token);
      return client.toHeader({ ...data, ...overrides }).Authorization;
    }

    const problem = (text: string) => decodeURIComponent(text.replace(/^oauth_problem=/, '').replace(/\+/g, ' '));

    it('no OAuth header: 400 naming every missing parameter', async () => {
      const res = await rawCall(t.base, 'POST', '/oauth/token/request');
      expect(res.status).toBe(400);
      expect(problem(res.text)).toBe(
        ['oauth_consumer_key', 'oauth_signature', 'oauth_signature_method', 'oauth_nonce', 'oauth_timestamp']
          .map((f) => `"${f}" is required. Enter and try again`)
          .join(', '),
      );
    });

    it('one missing parameter keeps its period', async () => {
      const client = oauthClient(key, secret);
      const data = client.authorize({ url: `${t.base}/oauth/token/request`, method: 'POST' });
      const { oauth_nonce: _, ...rest } = data;
      const res = await rawCall(t.base, 'POST', '/oauth/token/request', client.toHeader(rest as typeof data).Authorization);
      expect(res).toEqual({ status: 400, text: 'oauth_problem=%22oauth_nonce%22+is+required.+Enter+and+try+again.' });
    });

    it.each([
      ['version 1.0A', { oauth_version: '1.0A' }, 400, 'The "1.0A" Oauth version isn\'t supported.'],
      ['PLAINTEXT', { oauth_signature_method: 'PLAINTEXT' }, 400, 'Signature method PLAINTEXT is not supported'],
      ['a 31-character key', { oauth_consumer_key: 'a'.repeat(31) }, 401, 'Consumer key is not the correct length'],
      ['an unknown key', { oauth_consumer_key: 'a'.repeat(32) }, 401, 'A consumer having the specified key does not exist'],
      [
        'a timestamp 700 s ahead',
        { oauth_timestamp: String(Math.floor(Date.now() / 1000) + 700) },
        401,
        'An error occurred validating the nonce',
      ],
      [
        'a timestamp 3 hours old',
        { oauth_timestamp: String(Math.floor(Date.now() / 1000) - 3 * 3600) },
        401,
        'An error occurred validating the nonce',
      ],
      ['a token of the wrong length', { oauth_token: 'short' }, 400, 'The token length is invalid. Check the length and try again.'],
    ])('%s', async (_label, overrides, status, message) => {
      const res = await rawCall(t.base, 'POST', '/oauth/token/request', header('/oauth/token/request', overrides));
      expect(res.status).toBe(status);
      expect(problem(res.text)).toBe(message);
      expect(res.text.startsWith('oauth_problem=')).toBe(true);
    });

    it('a wrong consumer secret: 401 signature invalid, and its nonce is not stored (unlike Magento)', async () => {
      const h = header('/oauth/token/request', {}, 'wrong-secret');
      const nonce = /oauth_nonce="([^"]+)"/.exec(h)![1];
      const first = await rawCall(t.base, 'POST', '/oauth/token/request', h);
      expect(first).toEqual({ status: 401, text: 'oauth_problem=The+signature+is+invalid.+Verify+and+try+again.' });
      // Sent again it is judged by its signature again: an unsigned request never reaches the nonce store.
      const again = await rawCall(t.base, 'POST', '/oauth/token/request', h);
      expect(again).toEqual({ status: 401, text: 'oauth_problem=The+signature+is+invalid.+Verify+and+try+again.' });
      expect(await t.ds.query(`SELECT 1 FROM oauth_nonce WHERE nonce = $1`, [nonce])).toEqual([]);
    });

    it('a wrong or short verifier on the access exchange', async () => {
      const good = await rawCall(t.base, 'POST', '/oauth/token/request', header('/oauth/token/request'));
      expect(good.status).toBe(200);
      expect(good.text).toMatch(/^oauth_token=[0-9a-z]{32}&oauth_token_secret=[0-9a-z]{32}$/);
      const issued = Object.fromEntries(new URLSearchParams(good.text));
      const token = { key: issued.oauth_token, secret: issued.oauth_token_secret };
      const wrong = await rawCall(
        t.base,
        'POST',
        '/oauth/token/access',
        header('/oauth/token/access', { oauth_verifier: 'x'.repeat(32) }, secret, 'HMAC-SHA256', token),
      );
      expect(wrong).toEqual({ status: 401, text: 'oauth_problem=Token+verifier+and+verifier+token+do+not+match' });
      const short = await rawCall(
        t.base,
        'POST',
        '/oauth/token/access',
        header('/oauth/token/access', { oauth_verifier: 'x' }, secret, 'HMAC-SHA256', token),
      );
      expect(short).toEqual({ status: 401, text: 'oauth_problem=Verifier+is+not+the+correct+length' });
      const missing = await rawCall(t.base, 'POST', '/oauth/token/access', header('/oauth/token/access', {}, secret, 'HMAC-SHA256', token));
      expect(missing).toEqual({ status: 400, text: 'oauth_problem=%22oauth_verifier%22+is+required.+Enter+and+try+again.' });
      const ok = await rawCall(
        t.base,
        'POST',
        '/oauth/token/access',
        header('/oauth/token/access', { oauth_verifier: verifier }, secret, 'HMAC-SHA256', token),
      );
      // The verifier is part of what is signed: overriding it after signing breaks the signature.
      expect(ok).toEqual({ status: 401, text: 'oauth_problem=The+signature+is+invalid.+Verify+and+try+again.' });
    });
  });
});
