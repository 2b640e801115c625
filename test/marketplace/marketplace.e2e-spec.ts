import { createHash } from 'node:crypto';
import { PasswordHasher } from '@mercato/platform';
import { adminClient, Client, Reply, startApp, startIsolatedApp, TestApp } from '../support/app';
import { outputDeparturesOf } from '../support/output';

/** Adobe's developer-marketplace API (/rest/v1/...) and the admin routes registering its applications. */

const MAGE_ID = /^MAG\d{9}$/;
const UST = /^[A-Za-z0-9]{32}\.[A-Za-z0-9]{11}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Registered {
  application_id: string;
  application_secret: string;
  mage_id: string;
  environment: string;
}

async function register(admin: Client, environment = 'production', name = 'Extension uploader'): Promise<Registered> {
  const res = await admin.post<Registered>('/rest/V1/marketplace/applications', { application: { name, environment } });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

function requestToken(
  t: TestApp,
  id: string,
  secret: string,
  body: unknown = { grant_type: 'session' },
  headers: Record<string, string> = {},
): Promise<Reply> {
  const auth = { Authorization: 'Basic ' + Buffer.from(`${id}:${secret}`).toString('base64') };
  return new Client(t.base).call('POST', '/rest/v1/app/session/token', body, { ...auth, ...headers });
}

async function token(t: TestApp, app: Registered, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await requestToken(t, app.application_id, app.application_secret, { grant_type: 'session', ...extra });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ust;
}

const profile = (t: TestApp, mageId: string, ust?: string, query = '') => new Client(t.base, ust).get(`/rest/v1/users/${mageId}${query}`);

/** A second administrator, with a token of its own. */
async function otherAdmin(t: TestApp): Promise<Client> {
  const username = `mp-${process.pid}-${Date.now().toString(36)}`;
  const hash = await t.app.get(PasswordHasher).hash('other-secret-1');
  await t.ds.query(
    `INSERT INTO admin_user (username, password, firstname, lastname, email) VALUES ($1, $2, 'Other', 'Admin', 'other@example.com')`,
    [username, hash],
  );
  const res = await new Client(t.base).post<string>('/rest/V1/integration/admin/token', { username, password: 'other-secret-1' });
  if (res.status !== 200) throw new Error(`other admin token: ${res.status}`);
  return new Client(t.base, res.body);
}

describe('marketplace: applications registered by administrators', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('registers an application: ID, secret shown once (stored as sha256) and the admin account', async () => {
    const app = await register(admin);
    expect(app).toEqual({
      application_id: expect.stringMatching(/^[A-Z0-9]{10}$/),
      application_secret: expect.stringMatching(/^[0-9a-f]{40}$/),
      mage_id: expect.stringMatching(MAGE_ID),
      environment: 'production',
    });
    expect(outputDeparturesOf(t, 'POST /V1/marketplace/applications', app)).toEqual([]);
    const [row] = await t.ds.query(`SELECT secret_hash FROM marketplace_application WHERE application_id = $1`, [app.application_id]);
    expect(row.secret_hash).toBe(sha256(app.application_secret));
    // The same administrator keeps one account.
    expect((await register(admin, 'sandbox')).mage_id).toBe(app.mage_id);
  });

  it('lists applications without secrets, and deletes them', async () => {
    const app = await register(admin, 'production', 'To delete');
    const list = await admin.get('/rest/V1/marketplace/applications');
    expect(list.status).toBe(200);
    expect(outputDeparturesOf(t, 'GET /V1/marketplace/applications', list.body)).toEqual([]);
    expect(list.body).toEqual(
      expect.arrayContaining([
        {
          application_id: app.application_id,
          name: 'To delete',
          environment: 'production',
          mage_id: app.mage_id,
          created_at: expect.stringMatching(TIMESTAMP),
        },
      ]),
    );
    expect(JSON.stringify(list.body)).not.toContain(app.application_secret);
    expect(JSON.stringify(list.body)).not.toContain('secret');
    expect(await admin.delete(`/rest/V1/marketplace/applications/${app.application_id}`)).toMatchObject({ status: 200, body: true });
    expect(await admin.delete(`/rest/V1/marketplace/applications/${app.application_id}`)).toMatchObject({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'applicationId', fieldValue: app.application_id },
      },
    });
    const after = await admin.get('/rest/V1/marketplace/applications');
    expect(after.body.map((a: Registered) => a.application_id)).not.toContain(app.application_id);
  });

  it('refuses bad input with Magento errors', async () => {
    const post = (application: unknown) => admin.post('/rest/V1/marketplace/applications', { application });
    expect(await post({ environment: 'production' })).toMatchObject({ status: 400, body: { parameters: { fieldName: 'name' } } });
    expect(await post({ name: '  ', environment: 'production' })).toMatchObject({
      status: 400,
      body: { parameters: { fieldName: 'name' } },
    });
    expect(await post({ name: 'x', environment: 'staging' })).toMatchObject({
      status: 400,
      body: {
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'environment', value: 'staging' },
      },
    });
    expect((await post({ name: 'x', environment: 'production', secret: 'mine' })).status).toBe(400);
    expect((await admin.post('/rest/V1/marketplace/applications', {})).status).toBe(400);
  });

  it('allows at most three applications per environment and account', async () => {
    const other = await otherAdmin(t);
    for (let i = 0; i < 3; i++) await register(other, 'sandbox');
    expect(
      await other.post('/rest/V1/marketplace/applications', { application: { name: 'fourth', environment: 'sandbox' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'An account can hold at most %1 applications per environment.', parameters: [3] },
    });
    await register(other, 'production');
  });

  it('requires an administrator', async () => {
    const guest = new Client(t.base);
    const denied = {
      status: 401,
      body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Marketplace::partners' } },
    };
    expect(await guest.post('/rest/V1/marketplace/applications', { application: { name: 'x', environment: 'production' } })).toMatchObject(
      denied,
    );
    expect(await guest.get('/rest/V1/marketplace/applications')).toMatchObject(denied);
    expect(await guest.delete('/rest/V1/marketplace/applications/AQ17NZ49WC')).toMatchObject(denied);
  });
});

describe('marketplace: session tokens and profiles', () => {
  let t: TestApp;
  let admin: Client;
  let app: Registered;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    app = await register(admin);
  });
  afterAll(() => t.close());

  it('issues a session token for HTTP Basic application credentials, storing only its sha256', async () => {
    const res = await requestToken(t, app.application_id, app.application_secret);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ mage_id: app.mage_id, ust: expect.stringMatching(UST), expires_in: 7200 });
    const [row] = await t.ds.query(
      `SELECT application_id, round(extract(epoch FROM expires_at - now()))::int AS left FROM marketplace_session WHERE token_hash = $1`,
      [sha256(res.body.ust)],
    );
    expect(row.application_id).toBe(app.application_id);
    expect(row.left).toBeGreaterThan(7190);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM marketplace_session WHERE token_hash = $1`, [res.body.ust]);
    expect(n).toBe(0);
  });

  it('honours a smaller expires_in, caps a larger one and ignores other fields', async () => {
    const ask = (extra: Record<string, unknown>) =>
      requestToken(t, app.application_id, app.application_secret, { grant_type: 'session', ...extra });
    expect((await ask({ expires_in: 300 })).body.expires_in).toBe(300);
    expect((await ask({ expires_in: '300' })).body.expires_in).toBe(300);
    expect((await ask({ expires_in: 100000 })).body.expires_in).toBe(7200);
    expect((await ask({ scope: 'everything', client: 'x' })).body.expires_in).toBe(7200);
    for (const bad of [0, -5, 1.5, 'abc', true, {}]) {
      expect({ bad, reply: await ask({ expires_in: bad }) }).toMatchObject({
        bad,
        reply: { status: 400, body: { code: 1002, message: expect.any(String) } },
      });
    }
  });

  it('keeps several tokens valid at once', async () => {
    const first = await token(t, app);
    const second = await token(t, app);
    expect(first).not.toBe(second);
    expect((await profile(t, app.mage_id, first)).status).toBe(200);
    expect((await profile(t, app.mage_id, second)).status).toBe(200);
  });

  it('accepts only grant_type "session" and a JSON object body', async () => {
    const ask = (body: unknown) => requestToken(t, app.application_id, app.application_secret, body);
    const grant = { status: 400, body: { code: 1001, message: 'grant_type is required and must be "session".' } };
    expect(await ask({ grant_type: 'client_credentials' })).toMatchObject(grant);
    expect(await ask({ expires_in: 300 })).toMatchObject(grant);
    expect(await ask({ grant_type: 'Session' })).toMatchObject(grant);
    expect(await ask('')).toMatchObject(grant);
    expect(await ask('{"grant_type":')).toMatchObject({ status: 400, body: { code: 1000 } });
    expect(await ask('["session"]')).toMatchObject({ status: 400, body: { code: 1000 } });
    expect(Object.keys((await ask({ grant_type: 'password' })).body).sort()).toEqual(['code', 'message']);
    expect(await ask({ grant_type: 'session', padding: 'x'.repeat(32 * 1024) })).toMatchObject({ status: 413, body: { code: 1003 } });
  });

  it('refuses bad or missing credentials with 401', async () => {
    const denied = { status: 401, body: { code: 1100, message: 'Invalid application ID or secret.' } };
    expect(await requestToken(t, app.application_id, 'f'.repeat(40))).toMatchObject(denied);
    expect(await requestToken(t, app.application_id, '')).toMatchObject(denied);
    expect(await requestToken(t, 'ZZZZZZZZZZ', app.application_secret)).toMatchObject(denied);
    const anonymous = await new Client(t.base).post('/rest/v1/app/session/token', { grant_type: 'session' });
    expect(anonymous).toMatchObject(denied);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic/);
    const garbled = await new Client(t.base).call(
      'POST',
      '/rest/v1/app/session/token',
      { grant_type: 'session' },
      { Authorization: 'Basic !!!' },
    );
    expect(garbled).toMatchObject(denied);
    // Credentials are checked before the body.
    expect(await requestToken(t, app.application_id, 'wrong', { grant_type: 'nope' })).toMatchObject(denied);
  });

  it('refuses an application registered for the other environment (the server is production by default)', async () => {
    const sandbox = await register(admin, 'sandbox');
    expect(await requestToken(t, sandbox.application_id, sandbox.application_secret)).toMatchObject({
      status: 401,
      body: { code: 1101, message: expect.stringContaining('sandbox') },
    });
  });

  it('lets a token expire', async () => {
    const ust = await token(t, app, { expires_in: 1 });
    expect((await profile(t, app.mage_id, ust)).status).toBe(200);
    await sleep(1500);
    expect(await profile(t, app.mage_id, ust)).toMatchObject({ status: 401, body: { code: 1110, message: expect.any(String) } });
  });

  it("answers the account profile with Adobe's fields", async () => {
    const ust = await token(t, app);
    const res = await profile(t, app.mage_id, ust);
    expect(res.status).toBe(200);
    const social = { twitter: null, stackexchange_url: null, facebook_url: null, linkedin_url: null, github_username: null };
    expect(res.body).toEqual({
      mage_id: app.mage_id,
      adobe_user_id: null,
      first_name: 'Store',
      last_name: 'Administrator',
      email: null,
      screen_name: 'admin',
      has_completed_profile: false,
      has_accepted_tos: false,
      profile_image_artifact: {
        file_upload_id: null,
        filename: null,
        content_type: null,
        url: null,
        size: null,
        file_hash: null,
        malware_status: null,
      },
      send_newsletter: false,
      tos_accepted_version: null,
      tos_accepted_date: null,
      is_company: false,
      vendor_name: null,
      partner_level: null,
      locale: 'en_US',
      timezone: 'UTC',
      payment_type: null,
      payment_info: null,
      taxpayer_type: null,
      tax_review_status: null,
      tax_withhold_percent: null,
      extension_share_percent: null,
      theme_share_percent: null,
      install_share_percent: null,
      support_share_percent: null,
      privacy_policy_url: null,
      api_callbacks: [],
      personal_profile: {
        bio: null,
        last_logged_in: expect.stringMatching(TIMESTAMP),
        created_at: expect.stringMatching(TIMESTAMP),
        modified_at: expect.stringMatching(TIMESTAMP),
        social_media_info: social,
        addresses: [],
      },
      company_profile: {
        name: null,
        bio: null,
        website_url: null,
        primary_email: null,
        support_email: null,
        created_at: null,
        modified_at: null,
        social_media_info: social,
        addresses: [],
      },
      organizations: [],
    });
  });

  it('answers the summary style: the first eight fields and the profile image', async () => {
    const res = await profile(t, app.mage_id, await token(t, app), '?style=summary');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'mage_id',
      'adobe_user_id',
      'first_name',
      'last_name',
      'email',
      'screen_name',
      'has_completed_profile',
      'has_accepted_tos',
      'profile_image_artifact',
    ]);
    expect(res.body).toMatchObject({ mage_id: app.mage_id, screen_name: 'admin' });
  });

  it('refuses a missing or unknown token (401) and another account (403)', async () => {
    const invalid = { status: 401, body: { code: 1110, message: 'The session token is missing, invalid or expired.' } };
    const noToken = await profile(t, app.mage_id);
    expect(noToken).toMatchObject(invalid);
    expect(noToken.headers.get('www-authenticate')).toBe('Bearer');
    expect(await profile(t, app.mage_id, 'baGXoStRuR9VCDFQGZNzgNqbqu5WUwlr.cAxZJ9m22Le7')).toMatchObject(invalid);
    expect(await profile(t, app.mage_id, 'not-a-token')).toMatchObject(invalid);
    // The application secret is not a session token.
    expect(await profile(t, app.mage_id, app.application_secret)).toMatchObject(invalid);

    const other = await register(await otherAdmin(t));
    expect(other.mage_id).not.toBe(app.mage_id);
    const ust = await token(t, app);
    const forbidden = { status: 403, body: { code: 1120, message: expect.any(String) } };
    expect(await profile(t, other.mage_id, ust)).toMatchObject(forbidden);
    expect(await profile(t, 'MAG000000000', ust)).toMatchObject(forbidden);
    expect((await profile(t, other.mage_id, await token(t, other))).body).toMatchObject({
      mage_id: other.mage_id,
      first_name: 'Other',
      email: 'other@example.com',
    });
  });

  it("keeps a deleted application's tokens working, but not its credentials", async () => {
    const doomed = await register(admin, 'production', 'Short-lived');
    const ust = await token(t, doomed);
    expect((await admin.delete(`/rest/V1/marketplace/applications/${doomed.application_id}`)).status).toBe(200);
    expect(await profile(t, doomed.mage_id, ust)).toMatchObject({ status: 200, body: { mage_id: doomed.mage_id } });
    expect(await requestToken(t, doomed.application_id, doomed.application_secret)).toMatchObject({ status: 401, body: { code: 1100 } });
  });

  it('leaves the store API to the front controller, a store coded "v1" included', async () => {
    // Express mounts are case-insensitive: /rest/V1 passes through the marketplace handler untouched.
    expect((await admin.get('/rest/V1/marketplace/applications')).status).toBe(200);
    // Not a marketplace path: the front controller answers (here: no store "v1").
    expect(await admin.get('/rest/v1/V1/marketplace/applications')).toMatchObject({
      status: 400,
      body: { message: 'Specified request cannot be processed.' },
    });
    expect(await new Client(t.base).get('/rest/v1/app/session/token')).toMatchObject({
      status: 400,
      body: { message: 'Specified request cannot be processed.' },
    });
  });
});

describe("marketplace: the server's environment comes from configuration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startIsolatedApp('marketplace_env');
  });
  afterAll(() => t.close());

  it('as sandbox, takes sandbox applications only, and no longer honours production tokens', async () => {
    const admin = await adminClient(t);
    const production = await register(admin, 'production');
    const sandbox = await register(admin, 'sandbox');
    const productionToken = await token(t, production);
    expect((await profile(t, production.mage_id, productionToken)).status).toBe(200);

    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'marketplace/general/environment', 'sandbox')
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value`,
    );
    await sleep(2100); // ScopeConfig caches for 2 s

    expect(await requestToken(t, production.application_id, production.application_secret)).toMatchObject({
      status: 401,
      body: { code: 1101, message: expect.stringContaining('production') },
    });
    const sandboxToken = await token(t, sandbox);
    expect((await profile(t, sandbox.mage_id, sandboxToken)).status).toBe(200);
    expect(await profile(t, production.mage_id, productionToken)).toMatchObject({ status: 401, body: { code: 1110 } });
  });
});
