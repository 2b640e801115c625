import { DeclaredRoute, WebApiRegistry } from '@mercato/platform';
import { Client, startApp, TestApp } from '../support/app';

const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";

interface Failure {
  call: string;
  expected: unknown;
  got: unknown;
}

/**
 * Every declared store route, called without credentials, is refused with Magento's 401 unless
 * its ACL includes `anonymous`; so are the /async and /async/bulk twins of every write route.
 * The list comes from the registry, so routes declared later are covered without editing this.
 */
describe('authentication coverage of every declared route', () => {
  let t: TestApp;
  let anon: Client;
  let registry: WebApiRegistry;
  beforeAll(async () => {
    t = await startApp();
    anon = new Client(t.base);
    registry = t.app.get(WebApiRegistry);
  });
  afterAll(() => t.close());

  /** Store routes only (`/V1/…`); the marketplace's `/rest/v1/…` API is not one. */
  function storeRoutes(): DeclaredRoute[] {
    return registry.routes().filter((r) => /^\/V\d+\//.test(r.path));
  }

  function fill(path: string): string {
    return path.replace(/:([A-Za-z0-9_]+)/g, '1');
  }

  function expectedBody(acl: string[]) {
    return { message: NOT_AUTHORIZED, parameters: { resources: acl.join(', ') } };
  }

  async function check(failures: Failure[], method: string, path: string, body: unknown, acl: string[]): Promise<void> {
    const res = await anon.call(method, '/rest' + path, method === 'GET' ? undefined : body);
    const expected = { status: 401, body: expectedBody(acl) };
    const got = { status: res.status, body: res.body };
    if (JSON.stringify(got) !== JSON.stringify(expected)) failures.push({ call: `${method} ${path}`, expected, got });
  }

  it('declares routes to check, among them the token routes', () => {
    const keys = storeRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /V1/integration/admin/token',
        'POST /V1/integration/customer/token',
        'POST /V1/integration/customer/revoke-customer-token',
      ]),
    );
  });

  it('refuses every protected route to a caller without credentials with 401', async () => {
    const failures: Failure[] = [];
    let checked = 0;
    for (const route of storeRoutes()) {
      const path = fill(route.path);
      // The route the front controller picks for the filled-in path is the one whose ACL applies.
      const match = registry.matchSync(route.method, path);
      expect({ call: `${route.method} ${path}`, routed: !!match }).toEqual({ call: `${route.method} ${path}`, routed: true });
      const acl = match!.value.definition.acl;
      if (acl.includes('anonymous')) continue;
      await check(failures, route.method, path, {}, acl);
      checked++;
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses the /async and /async/bulk twins of every protected write route with 401', async () => {
    const failures: Failure[] = [];
    let checked = 0;
    for (const route of storeRoutes()) {
      // Credential routes (tokens, activation) have no twins at all: test/async/secrets.e2e-spec.ts.
      if (route.method === 'GET' || !route.queueable) continue;
      const asyncPath = fill(route.path);
      const asyncAcl = registry.matchSync(route.method, asyncPath)!.value.definition.acl;
      if (!asyncAcl.includes('anonymous')) {
        await check(failures, route.method, '/async' + asyncPath, {}, asyncAcl);
        checked++;
      }
      const bulk = registry.matchBulk(route.method, route.bulkPath);
      expect({ call: `${route.method} ${route.bulkPath}`, routed: !!bulk }).toEqual({
        call: `${route.method} ${route.bulkPath}`,
        routed: true,
      });
      const bulkAcl = bulk!.value.definition.acl;
      if (!bulkAcl.includes('anonymous')) {
        await check(failures, route.method, '/async/bulk' + route.bulkPath, [{}], bulkAcl);
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});
