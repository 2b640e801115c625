import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebApiRegistry } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';
import { outputDeparturesOf } from '../support/output';

interface CatalogueRoute {
  method: string;
  path: string;
  resources?: string[];
}

const NO_ROUTE = 'Request does not match any route.';

/**
 * Spec §4.9 and §4.1: every route of the catalogue (Magento's open-source routes in routes.json and
 * the commerce-edition routes of the spec) is declared and answers as a route does — whatever the
 * answer to made-up ids and an empty body is (a validation error, "no such entity", an auth error),
 * never "Request does not match any route." and never a server error.
 */
describe('route coverage: every route of spec §4.9 and §4.1 answers', () => {
  let t: TestApp;
  let admin: Client;
  let customer: Client;
  let anonymous: Client;
  const routes: CatalogueRoute[] = [
    ...JSON.parse(readFileSync(join(__dirname, '../fixtures/magento-routes.json'), 'utf8')),
    ...JSON.parse(readFileSync(join(__dirname, '../fixtures/commerce-routes.json'), 'utf8')),
  ];
  const answers: { route: string; status: number; message?: string; body: unknown }[] = [];

  beforeAll(async () => {
    // Its own database: the calls below use made-up ids, but a DELETE must never touch shared rows.
    t = await startIsolatedApp('route_coverage');
    admin = await adminClient(t);
    anonymous = new Client(t.base);
    const c = await createCustomer(t);
    const token = await anonymous.post<string>('/rest/V1/integration/customer/token', { username: c.email, password: c.password });
    customer = new Client(t.base, token.body);
    for (const r of routes) {
      const caller = r.path.includes('/mine') || r.path.includes('/me') ? customer : r.path.includes('guest') ? anonymous : admin;
      const path =
        '/rest' +
        r.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => (/id$|Id$|qty|price|storeId/i.test(name) ? '999999' : 'no-such-' + name));
      const res = await caller.call(r.method, path, r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
      const message = (res.body as { message?: string })?.message;
      answers.push({ route: `${r.method} ${r.path}`, status: res.status, message, body: res.body });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('covers the whole catalogue (routes.json and the commerce-edition list)', () => {
    expect(routes.length).toBeGreaterThan(400);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('finds a declared route for every catalogue route', () => {
    expect(answers.filter((a) => a.status === 404 && a.message === NO_ROUTE)).toEqual([]);
  });

  it('answers every catalogue route without a server error', () => {
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  });

  it('declares an output for every route', () => {
    const undeclared = t.app
      .get(WebApiRegistry)
      .routes()
      .filter((r) => r.definition.output === undefined)
      .map((r) => `${r.definition.method} ${r.definition.path}`);
    expect(undeclared).toEqual([]);
  });

  it('answers what each route declares it outputs, whenever it succeeds', () => {
    const departures = answers
      .filter((a) => a.status >= 200 && a.status < 300)
      .flatMap((a) => outputDeparturesOf(t, a.route, a.body).map((d) => `${a.route} ${d}`));
    expect(departures).toEqual([]);
  });

  it('answers the authentication routes of §4.1', async () => {
    // Unsigned OAuth requests are refused by the OAuth server (the missing parameters), not by routing.
    for (const path of ['/oauth/token/request', '/oauth/token/access']) {
      const res = await anonymous.call('POST', path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(String(res.body)).toMatch(/^oauth_problem=.*oauth_consumer_key/);
    }
    // The developer-marketplace API refuses missing credentials in its own way.
    const session = await anonymous.call('POST', '/rest/v1/app/session/token', { grant_type: 'session' });
    expect(session.status).toBe(401);
    const user = await anonymous.call('GET', '/rest/v1/users/no-such-id');
    expect(user.status).toBe(401);
  });
});
