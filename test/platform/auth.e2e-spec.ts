import { PasswordHasher, ScopeConfig } from '@mercato/platform';
import { ADMIN, Client, startApp, TestApp, uniqueSku } from '../support/app';

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const TOKEN = '/rest/V1/integration/admin/token';

describe('administrator tokens, bearer authentication and ACL', () => {
  let t: TestApp;
  let anon: Client;
  beforeAll(async () => {
    t = await startApp();
    anon = new Client(t.base);
  });
  afterAll(() => t.close());

  async function makeAdmin(password = 'secret-pass-1'): Promise<string> {
    const username = uniqueSku('adm').slice(0, 40);
    const hash = await t.app.get(PasswordHasher).hash(password);
    await t.ds.query(`INSERT INTO admin_user (username, password, is_active) VALUES ($1, $2, true)`, [username, hash]);
    return username;
  }

  it('issues a JWS bearer token as a JSON string for the bootstrapped administrator', async () => {
    const res = await anon.post<string>(TOKEN, ADMIN);
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    const [header, payload] = res.body
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256', kid: '1' });
    expect(payload).toMatchObject({ utypid: 2 });
    expect(payload.exp - payload.iat).toBe(14400); // webapi/jwtauth/admin_expiration default: 240 minutes
    const client = new Client(t.base, res.body);
    expect((await client.get('/rest/V1/products/types')).status).toBe(200);
  });

  it('stores the password as a salted slow hash, never in clear', async () => {
    const [row] = await t.ds.query(`SELECT password FROM admin_user WHERE username = $1`, [ADMIN.username]);
    expect(row.password).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(row.password).not.toContain(ADMIN.password);
  });

  it("answers wrong credentials with 401 and Magento's message", async () => {
    const res = await anon.post(TOKEN, { username: ADMIN.username, password: 'wrong-password' });
    expect(res).toMatchObject({ status: 401, body: { message: SIGN_IN_FAILED } });
    const unknown = await anon.post(TOKEN, { username: 'nobody-here', password: 'whatever1' });
    expect(unknown).toMatchObject({ status: 401, body: { message: SIGN_IN_FAILED } });
  });

  it('answers a missing or empty field with 400 naming it', async () => {
    const res = await anon.post(TOKEN, { username: ADMIN.username });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } });
    const empty = await anon.post(TOKEN, { username: '', password: 'x' });
    expect(empty.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'username' } });
  });

  it('locks an account after six failures, even for the right password, and resets on success before that', async () => {
    const password = 'right-pass-1';
    const username = await makeAdmin(password);
    for (let i = 0; i < 5; i++) expect((await anon.post(TOKEN, { username, password: 'bad' })).status).toBe(401);
    expect((await anon.post(TOKEN, { username, password })).status).toBe(200);

    for (let i = 0; i < 6; i++) expect((await anon.post(TOKEN, { username, password: 'bad' })).status).toBe(401);
    const locked = await anon.post(TOKEN, { username, password });
    expect(locked).toMatchObject({ status: 401, body: { message: SIGN_IN_FAILED } });

    await t.ds.query(`UPDATE oauth_token_request_log SET lock_expires_at = now() - interval '1 second' WHERE user_name = $1`, [username]);
    expect((await anon.post(TOKEN, { username, password })).status).toBe(200);
  });

  it('treats a garbage, foreign or revoked token as a guest: 401 on protected routes, open routes still work', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsImtpZCI6IjEifQ.eyJ1aWQiOjEsInV0eXBpZCI6Mn0.c2lnbmF0dXJl';
    for (const token of ['garbage', forged]) {
      const client = new Client(t.base, token);
      const res = await client.get('/rest/V1/products/types');
      expect(res).toEqual(
        expect.objectContaining({
          status: 401,
          body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Catalog::products' } },
        }),
      );
      expect((await client.post(TOKEN, ADMIN)).status).toBe(200);
    }
  });

  it('stops honouring tokens of a deactivated administrator', async () => {
    const password = 'deact-pass-1';
    const username = await makeAdmin(password);
    const token = (await anon.post<string>(TOKEN, { username, password })).body;
    const client = new Client(t.base, token);
    expect((await client.get('/rest/V1/products/types')).status).toBe(200);
    await t.ds.query(`UPDATE admin_user SET is_active = false WHERE username = $1`, [username]);
    // The change is announced by a trigger (LISTEN/NOTIFY); allow the notification to arrive.
    await new Promise((r) => setTimeout(r, 100));
    expect((await client.get('/rest/V1/products/types')).status).toBe(401);
    expect((await anon.post(TOKEN, { username, password })).status).toBe(401);
  });

  it('honours the configured token lifetime', async () => {
    const config = t.app.get(ScopeConfig);
    await config.set('webapi/jwtauth/admin_expiration', '5');
    try {
      const token = (await anon.post<string>(TOKEN, ADMIN)).body;
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(300);
    } finally {
      await config.set('webapi/jwtauth/admin_expiration', null);
    }
  });

  it('refuses an expired token', async () => {
    const jwt = await import('jsonwebtoken');
    const [{ value: key }] = await t.ds.query(`SELECT value FROM core_config_data WHERE path = 'crypt/key'`);
    const [{ user_id }] = await t.ds.query(`SELECT user_id FROM admin_user WHERE username = $1`, [ADMIN.username]);
    const expired = jwt.sign({ uid: user_id, utypid: 2, iat: 1000, exp: 2000 }, key, { algorithm: 'HS256', keyid: '1' });
    expect((await new Client(t.base, expired).get('/rest/V1/products/types')).status).toBe(401);
  });
});
