import { PasswordHasher } from '@mercato/platform';
import { ADMIN, startApp, TestApp, uniqueSku } from '../support/app';
import { CallbackServer, startCallbackServer } from '../support/oauth';

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** A browser-less client of the admin pages: keeps cookies, never follows redirects. */
class AdminAgent {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async request(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string | string[]>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) params.append(k, one);
      body = params.toString();
      h['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(this.base + path, { method, headers: h, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** The form key of a page (the hidden `form_key` field). */
  static formKey(page: string): string {
    const match = /name="form_key" value="([^"]+)"/.exec(page);
    if (!match) throw new Error('no form_key on the page');
    return match[1];
  }

  async signIn(username = ADMIN.username, password = ADMIN.password): Promise<Response> {
    const page = await (await this.request('GET', '/admin/login')).text();
    return this.request('POST', '/admin/login', { form_key: AdminAgent.formKey(page), username, password });
  }

  /** The session's form key, read from a page behind the session. */
  async sessionFormKey(): Promise<string> {
    return AdminAgent.formKey(await (await this.request('GET', '/admin/integrations')).text());
  }
}

function cookieLine(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie set`);
  return line;
}

/** The admin pages over plain HTTP: the session cookie, CSRF, expiry and the page guards. */
describe('admin pages: sessions and protections', () => {
  let t: TestApp;
  let callback: CallbackServer;
  beforeAll(async () => {
    // The integrations' callback receiver listens on loopback.
    t = await startApp({ INTEGRATION_CALLBACK_ALLOWED_HOSTS: '127.0.0.1' });
    callback = await startCallbackServer();
  });
  afterAll(async () => {
    await callback.close();
    await t.close();
  });

  /** Creates an integration through the form; answers its id. */
  async function createIntegration(agent: AdminAgent, fields: Record<string, string>): Promise<number> {
    const name = uniqueSku('ui');
    const res = await agent.request('POST', '/admin/integrations', {
      form_key: await agent.sessionFormKey(),
      name,
      all_resources: '1',
      ...fields,
    });
    expect(res.status).toBe(303);
    const [{ integration_id }] = await t.ds.query(`SELECT integration_id FROM integration WHERE name = $1`, [name]);
    return integration_id;
  }

  it('sends a signed-out visitor to the sign-in page, remembering where they were going', async () => {
    const res = await new AdminAgent(t.base).request('GET', '/admin/bulks?page=2');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fbulks%3Fpage%3D2');
    const root = await new AdminAgent(t.base).request('GET', '/admin');
    expect(root.headers.get('location')).toBe('/admin/integrations');
  });

  it('serves pages with a strict Content-Security-Policy, no caching and no framing', async () => {
    const res = await new AdminAgent(t.base).request('GET', '/admin/login');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const page = await res.text();
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).not.toMatch(/<script>|style="/);
  });

  it('signs in with the admin credentials: a Secure, HttpOnly, SameSite=Strict cookie naming a hashed session', async () => {
    const agent = new AdminAgent(t.base);
    const res = await agent.signIn();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/integrations');
    const line = cookieLine(res, 'admin');
    expect(line).toMatch(/; Path=\/admin/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Strict/);
    const cookie = agent.cookies.get('admin')!;
    expect(cookie.length).toBeGreaterThanOrEqual(43);
    const rows = await t.ds.query(`SELECT session_hash, sealed_token FROM admin_ui_session`);
    expect(rows.some((r: { session_hash: string }) => r.session_hash === cookie)).toBe(false);
    expect(rows.every((r: { sealed_token: string }) => r.sealed_token.startsWith('v1:'))).toBe(true);
    const grid = await agent.request('GET', '/admin/integrations');
    expect(grid.status).toBe(200);
    expect(await grid.text()).toContain('Signed in as <strong>admin</strong>');
  });

  it("refuses a wrong password with Magento's message, and a sign-in without the form's key", async () => {
    const agent = new AdminAgent(t.base);
    const wrong = await agent.signIn(ADMIN.username, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(SIGN_IN_FAILED);
    expect(agent.cookies.has('admin')).toBe(false);
    const keyless = await new AdminAgent(t.base).request('POST', '/admin/login', { username: ADMIN.username, password: ADMIN.password });
    expect(keyless.status).toBe(403);
    expect(await keyless.text()).toContain('Invalid Form Key. Please refresh the page.');
  });

  it('returns to the page asked for, but never to another site', async () => {
    const agent = new AdminAgent(t.base);
    const page = await (await agent.request('GET', '/admin/login?next=%2Fadmin%2Fbulks')).text();
    const back = await agent.request('POST', '/admin/login', {
      form_key: AdminAgent.formKey(page),
      username: ADMIN.username,
      password: ADMIN.password,
      next: '/admin/bulks',
    });
    expect(back.headers.get('location')).toBe('/admin/bulks');
    const other = new AdminAgent(t.base);
    const page2 = await (await other.request('GET', '/admin/login')).text();
    const away = await other.request('POST', '/admin/login', {
      form_key: AdminAgent.formKey(page2),
      username: ADMIN.username,
      password: ADMIN.password,
      next: '//evil.example/admin/x',
    });
    expect(away.headers.get('location')).toBe('/admin/integrations');
  });

  it("requires the session's form key on every write, and refuses cross-site posts", async () => {
    const agent = new AdminAgent(t.base);
    await agent.signIn();
    const name = uniqueSku('csrf');
    const form = { name, all_resources: '1' };
    const missing = await agent.request('POST', '/admin/integrations', form);
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain('Invalid Form Key. Please refresh the page.');
    const formKey = await agent.sessionFormKey();
    const forged = await agent.request('POST', '/admin/integrations', { ...form, form_key: formKey }, { Origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
    const sameSite = await agent.request('POST', '/admin/integrations', { ...form, form_key: formKey }, { 'Sec-Fetch-Site': 'same-site' });
    expect(sameSite.status).toBe(403);
    expect(await t.ds.query(`SELECT 1 FROM integration WHERE name = $1`, [name])).toEqual([]);
    const ok = await agent.request(
      'POST',
      '/admin/integrations',
      { ...form, form_key: formKey },
      { Origin: t.base, 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(ok.status).toBe(303);
    expect(await t.ds.query(`SELECT all_resources FROM integration WHERE name = $1`, [name])).toEqual([{ all_resources: true }]);
  });

  it("shows the service's validation messages on the form, keeping what was typed", async () => {
    const agent = new AdminAgent(t.base);
    await agent.signIn();
    const res = await agent.request('POST', '/admin/integrations', {
      form_key: await agent.sessionFormKey(),
      name: uniqueSku('bad'),
      email: 'not-an-address',
      all_resources: '0',
      resource: 'Magento_Catalog::products',
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Invalid value of &quot;not-an-address&quot; provided for the email field.');
    expect(page).toMatch(
      /id="integration-email"[^>]*value="not-an-address"[^>]*aria-describedby="integration-email-error"[^>]*aria-invalid="true"/,
    );
    expect(page).toMatch(/value="Magento_Catalog::products" data-group="Magento_Catalog" checked/);
  });

  it('activates without the script: the callback gets the credentials, the page links to sign-in, returning to this admin', async () => {
    const agent = new AdminAgent(t.base);
    await agent.signIn();
    const id = await createIntegration(agent, { endpoint: callback.url, identity_link_url: 'https://app.example/login?tenant=7' });
    const posts = callback.posts.length;
    const res = await agent.request(
      'POST',
      `/admin/integrations/${id}/activate`,
      { form_key: await agent.sessionFormKey() },
      { Origin: t.base },
    );
    expect(res.status).toBe(200);
    expect(callback.posts.length).toBe(posts + 1);
    const page = await res.text();
    const href = /<a class="button button-primary" href="([^"]+)">Continue to the application’s sign-in page<\/a>/
      .exec(page)![1]
      .replace(/&amp;/g, '&');
    const link = new URL(href);
    expect(link.origin + link.pathname).toBe('https://app.example/login');
    expect(link.searchParams.get('tenant')).toBe('7');
    expect(link.searchParams.get('oauth_consumer_key')).toBe(callback.posts[posts].oauth_consumer_key);
    expect(link.searchParams.get('success_call_back')).toBe(`${t.base}/admin/integration/loginSuccessCallback`);
    expect(page).toContain('has been sent for activation.');
  });

  it('answers the script in JSON, and will not activate by JSON an integration whose tokens would have to be shown', async () => {
    const agent = new AdminAgent(t.base);
    await agent.signIn();
    const withLink = await createIntegration(agent, { endpoint: callback.url, identity_link_url: 'https://app.example/login' });
    const json = { Accept: 'application/json', Origin: t.base };
    const started = await agent.request(
      'POST',
      `/admin/integrations/${withLink}/activate`,
      { form_key: await agent.sessionFormKey() },
      json,
    );
    expect(started.status).toBe(200);
    expect(new URL(((await started.json()) as { identity_link_url: string }).identity_link_url).searchParams.get('success_call_back')).toBe(
      `${t.base}/admin/integration/loginSuccessCallback`,
    );
    const plain = await createIntegration(agent, {});
    const refused = await agent.request('POST', `/admin/integrations/${plain}/activate`, { form_key: await agent.sessionFormKey() }, json);
    expect(refused.status).toBe(409);
    expect(await t.ds.query(`SELECT status FROM integration WHERE integration_id = $1`, [plain])).toEqual([{ status: 0 }]);
    const unreachable = await createIntegration(agent, {
      endpoint: 'http://127.0.0.1:9/nothing',
      identity_link_url: 'https://app.example/login',
    });
    const failed = await agent.request(
      'POST',
      `/admin/integrations/${unreachable}/activate`,
      { form_key: await agent.sessionFormKey() },
      json,
    );
    expect(failed.status).toBe(400);
    expect(((await failed.json()) as { message: string }).message).toBe(
      'The attempt to post data to consumer failed due to an unexpected error. Please try again later.',
    );
  });

  it('deletes an integration from its edit page', async () => {
    const agent = new AdminAgent(t.base);
    await agent.signIn();
    const id = await createIntegration(agent, {});
    const res = await agent.request('POST', `/admin/integrations/${id}/delete`, { form_key: await agent.sessionFormKey() });
    expect(res.status).toBe(303);
    expect(await t.ds.query(`SELECT 1 FROM integration WHERE integration_id = $1`, [id])).toEqual([]);
    expect(await (await agent.request('GET', '/admin/integrations')).text()).toMatch(
      /The integration &#39;ui-[^&]+&#39; has been deleted\./,
    );
  });

  it('signing out ends the session: the cookie no longer opens a page', async () => {
    const agent = new AdminAgent(t.base);
    await agent.signIn();
    const cookie = agent.cookies.get('admin')!;
    const out = await agent.request('POST', '/admin/logout', { form_key: await agent.sessionFormKey() });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/admin/login?signed_out');
    expect(cookieLine(out, 'admin')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await (await agent.request('GET', '/admin/login?signed_out')).text()).toContain('You have logged out.');
    const replay = new AdminAgent(t.base);
    replay.cookies.set('admin', cookie);
    expect((await replay.request('GET', '/admin/integrations')).status).toBe(303);
  });

  it('ends a session idle longer than admin/security/session_lifetime, and one whose administrator is deactivated', async () => {
    const agent = new AdminAgent(t.base);
    await agent.signIn();
    await t.ds.query(`UPDATE admin_ui_session SET last_seen_at = now() - interval '901 seconds'`);
    expect((await agent.request('GET', '/admin/integrations')).status).toBe(303);

    const username = uniqueSku('ops').slice(0, 40);
    const password = 'ops-secret-123';
    const [{ user_id }] = await t.ds.query(`INSERT INTO admin_user (username, password) VALUES ($1, $2) RETURNING user_id`, [
      username,
      await t.app.get(PasswordHasher).hash(password),
    ]);
    const ops = new AdminAgent(t.base);
    expect((await ops.signIn(username, password)).status).toBe(303);
    expect((await ops.request('GET', '/admin/integrations')).status).toBe(200);
    await t.ds.query(`UPDATE admin_user SET is_active = false WHERE user_id = $1`, [user_id]);
    // The token's user state reaches this process through a database notification.
    const deadline = Date.now() + 5000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await ops.request('GET', '/admin/integrations')).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(303);
    expect(await t.ds.query(`SELECT 1 FROM admin_ui_session WHERE user_id = $1`, [user_id])).toEqual([]);
  });

  it('serves its script, styles and htmx from this origin, versioned and cached for good', async () => {
    const agent = new AdminAgent(t.base);
    const page = await (await agent.request('GET', '/admin/login')).text();
    const htmx = /src="(\/admin\/static\/htmx\.min\.js\?v=[0-9a-f]{12})"/.exec(page)![1];
    const res = await agent.request('GET', htmx);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('htmx');
    expect((await agent.request('GET', '/admin/static/nothing.js')).status).toBe(404);
  });

  it('answers the integration sign-in return (success_call_back) without a session', async () => {
    const res = await new AdminAgent(t.base).request('GET', '/admin/integration/loginSuccessCallback');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-page="integration-login-success"');
  });
});
