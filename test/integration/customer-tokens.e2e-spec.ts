import { UserTokens } from '@mercato/integration';
import { UserType } from '@mercato/platform';
import { ADMIN, adminClient, Client, startApp, TestApp } from '../support/app';
import { createCustomer, uniqueEmail } from '../support/customers';

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";
const TOKEN = '/rest/V1/integration/customer/token';
const REVOKE = '/rest/V1/integration/customer/revoke-customer-token';
const REQUIRED = '"%fieldName" is required. Enter and try again.';
const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";

function decode(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('customer tokens (CustomerTokenService)', () => {
  let t: TestApp;
  let anon: Client;
  beforeAll(async () => {
    t = await startApp();
    anon = new Client(t.base);
  });
  afterAll(() => t.close());

  it('issues a JWS bearer token as a JSON string, for a customer, with the customer lifetime (1 h)', async () => {
    const c = await createCustomer(t);
    const res = await anon.post<string>(TOKEN, { username: c.email, password: c.password });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    const header = JSON.parse(Buffer.from(res.body.split('.')[0], 'base64url').toString());
    expect(header).toMatchObject({ alg: 'HS256', kid: '1' });
    const payload = decode(res.body);
    expect(payload).toMatchObject({ uid: c.id, utypid: 3 });
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it('reads the e-mail address case-insensitively', async () => {
    const c = await createCustomer(t, { email: uniqueEmail('MixedCase') });
    const res = await anon.post<string>(TOKEN, { username: c.email.toUpperCase(), password: c.password });
    expect(res.status).toBe(200);
  });

  it('answers both fields missing with the aggregate 400, one missing with a single message', async () => {
    const both = await anon.post(TOKEN, {});
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      message: 'One or more input exceptions have occurred.',
      errors: [
        { message: REQUIRED, parameters: { fieldName: 'username' } },
        { message: REQUIRED, parameters: { fieldName: 'password' } },
      ],
    });
    const noPassword = await anon.post(TOKEN, { username: 'someone@example.com' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: REQUIRED, parameters: { fieldName: 'password' } });
    const emptyUser = await anon.post(TOKEN, { username: '', password: 'x' });
    expect(emptyUser.status).toBe(400);
    expect(emptyUser.body).toEqual({ message: REQUIRED, parameters: { fieldName: 'username' } });
  });

  it('answers a wrong password, an unknown address and an inactive customer with 401 and the sign-in message', async () => {
    const c = await createCustomer(t);
    expect(await anon.post(TOKEN, { username: c.email, password: 'wrong-password' })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FAILED },
    });
    expect(await anon.post(TOKEN, { username: uniqueEmail('nobody'), password: 'whatever1' })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FAILED },
    });
    const inactive = await createCustomer(t, { isActive: false });
    expect(await anon.post(TOKEN, { username: inactive.email, password: inactive.password })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FAILED },
    });
  });

  it('after 5 failures the right password still works', async () => {
    const c = await createCustomer(t);
    for (let i = 0; i < 5; i++) expect((await anon.post(TOKEN, { username: c.email, password: 'bad' })).status).toBe(401);
    expect((await anon.post(TOKEN, { username: c.email, password: c.password })).status).toBe(200);
  });

  it('after 6 failures the 7th attempt fails even with the right password', async () => {
    const c = await createCustomer(t);
    for (let i = 0; i < 6; i++) expect((await anon.post(TOKEN, { username: c.email, password: 'bad' })).status).toBe(401);
    expect(await anon.post(TOKEN, { username: c.email, password: c.password })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FAILED },
    });
    // Counted under the customer user type, apart from an administrator of the same name.
    const [row] = await t.ds.query(`SELECT user_type, failures_count FROM oauth_token_request_log WHERE user_name = $1`, [c.email]);
    expect(row).toEqual({ user_type: UserType.Customer, failures_count: 6 });
  });

  it('refuses a customer whose e-mail address is not confirmed with 401', async () => {
    const c = await createCustomer(t, { confirmation: 'a'.repeat(32) });
    expect(await anon.post(TOKEN, { username: c.email, password: c.password })).toEqual(
      expect.objectContaining({ status: 401, body: { message: NOT_CONFIRMED } }),
    );
    // A wrong password still reads as a failed sign-in.
    expect(await anon.post(TOKEN, { username: c.email, password: 'bad' })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_FAILED },
    });
  });

  it('works under /rest/default/V1 and /rest/all/V1; a store view finds only customers of its website', async () => {
    const c = await createCustomer(t);
    for (const prefix of ['/rest/default', '/rest/all']) {
      const res = await anon.post<string>(`${prefix}/V1/integration/customer/token`, { username: c.email, password: c.password });
      expect(res.status).toBe(200);
      expect(decode(res.body).uid).toBe(c.id);
    }
    const other = await createCustomer(t, { websiteId: 2 });
    const body = { username: other.email, password: other.password };
    expect((await anon.post('/rest/default/V1/integration/customer/token', body)).status).toBe(401);
    const all = await anon.post<string>('/rest/all/V1/integration/customer/token', body);
    expect(all.status).toBe(200);
    expect(decode(all.body).uid).toBe(other.id);
  });

  it("revokes all of the caller's tokens, whatever customerId the body names", async () => {
    const victim = await createCustomer(t);
    const victimToken = (await anon.post<string>(TOKEN, { username: victim.email, password: victim.password })).body;
    const c = await createCustomer(t);
    const first = (await anon.post<string>(TOKEN, { username: c.email, password: c.password })).body;
    const second = (await anon.post<string>(TOKEN, { username: c.email, password: c.password })).body;
    const client = new Client(t.base, first);

    const res = await client.post(REVOKE, { customerId: victim.id });
    expect(res).toMatchObject({ status: 200, body: true });
    await new Promise((r) => setTimeout(r, 100)); // the revocation's notification

    for (const token of [first, second]) {
      expect(await new Client(t.base, token).post(REVOKE, {})).toEqual(
        expect.objectContaining({ status: 401, body: { message: NOT_AUTHORIZED, parameters: { resources: 'self' } } }),
      );
    }
    // The other customer's token is untouched.
    expect(await new Client(t.base, victimToken).post(REVOKE)).toMatchObject({ status: 200, body: true });
  });

  it('stops honouring the tokens of a customer who is deactivated', async () => {
    const c = await createCustomer(t);
    const token = (await anon.post<string>(TOKEN, { username: c.email, password: c.password })).body;
    await t.ds.query(`UPDATE customer_entity SET is_active = false WHERE entity_id = $1`, [c.id]);
    await new Promise((r) => setTimeout(r, 100));
    expect((await new Client(t.base, token).post(REVOKE, {})).status).toBe(401);
  });

  it('a customer token does not open admin routes', async () => {
    const c = await createCustomer(t);
    const token = (await anon.post<string>(TOKEN, { username: c.email, password: c.password })).body;
    const res = await new Client(t.base, token).get('/rest/V1/integrations');
    expect(res).toEqual(
      expect.objectContaining({
        status: 401,
        body: { message: NOT_AUTHORIZED, parameters: { resources: 'Magento_Integration::integrations' } },
      }),
    );
  });

  it('an admin token is not `self`', async () => {
    const admin = await adminClient(t);
    expect(await admin.post(REVOKE, {})).toEqual(
      expect.objectContaining({ status: 401, body: { message: NOT_AUTHORIZED, parameters: { resources: 'self' } } }),
    );
  });

  it('refuses an expired customer token', async () => {
    const c = await createCustomer(t);
    const tokens = t.app.get(UserTokens);
    const token = await tokens.issue(c.id, UserType.Customer, 2);
    // Valid until it expires, and then remembered as verified (the authenticator's fast path).
    expect(await tokens.resolve(token)).toEqual({ type: UserType.Customer, id: c.id, resources: new Set() });
    expect(tokens.isKnown(token)).toBe(true);
    const { exp } = decode(token);
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 50));
    expect(tokens.isKnown(token)).toBe(false);
    expect(await new Client(t.base, token).post(REVOKE, {})).toEqual(
      expect.objectContaining({ status: 401, body: { message: NOT_AUTHORIZED, parameters: { resources: 'self' } } }),
    );
    // The customer is still fine: a token within its lifetime works.
    const current = (await anon.post<string>(TOKEN, { username: c.email, password: c.password })).body;
    expect(await new Client(t.base, current).post(REVOKE, {})).toMatchObject({ status: 200, body: true });
  });

  it('issues admin tokens for 4 hours by default', async () => {
    const token = (await anon.post<string>('/rest/V1/integration/admin/token', ADMIN)).body;
    const payload = decode(token);
    expect(payload.utypid).toBe(2);
    expect(payload.exp - payload.iat).toBe(14400);
  });
});
