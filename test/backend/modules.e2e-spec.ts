import { WebApiRegistry } from '@mercato/platform';
import { adminClient, Client, startApp, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';

/** Magento_Backend's GET /V1/modules: the enabled Magento modules, derived from the declared routes. */
describe('GET /V1/modules', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it("refuses a caller without credentials with Magento's 401", async () => {
    const res = await new Client(t.base).get('/rest/V1/modules');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Backend::admin' },
    });
  });

  it('answers a list of Magento module names, each once', async () => {
    const res = await admin.get<string[]>('/rest/V1/modules');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const name of res.body) expect(name).toMatch(/^Magento_[A-Za-z]+$/);
    expect(new Set(res.body).size).toBe(res.body.length);
    expect(res.body).toEqual(
      expect.arrayContaining([
        'Magento_Store',
        'Magento_Catalog',
        'Magento_Customer',
        'Magento_Quote',
        'Magento_Checkout',
        'Magento_Sales',
        'Magento_CatalogInventory',
        'Magento_InventoryApi',
        'Magento_Integration',
        'Magento_Backend',
        'Magento_Analytics',
      ]),
    );
  });

  it('names exactly the Magento modules whose routes are served, in load order', async () => {
    const res = await admin.get<string[]>('/rest/V1/modules');
    const served: string[] = [];
    for (const r of t.app.get(WebApiRegistry).routes()) {
      if (r.definition.extension) continue;
      const [vendor, module] = r.definition.contract.split('\\');
      const name = `${vendor}_${module}`;
      if (vendor === 'Magento' && !served.includes(name)) served.push(name);
    }
    expect(res.body).toEqual(served);
    // Load order: the store module (everything depends on it) first, dependents after.
    expect(res.body[0]).toBe('Magento_Store');
    expect(res.body.indexOf('Magento_Catalog')).toBeLessThan(res.body.indexOf('Magento_Quote'));
    // Mercato's own routes (`extension`, Mercato namespace) name no Magento module.
    expect(res.body.some((n) => n.startsWith('Mercato'))).toBe(false);
  });

  it('refuses a customer: the route is for administrators and integrations', async () => {
    const customer = await createCustomer(t);
    const token = await new Client(t.base).post<string>('/rest/V1/integration/customer/token', {
      username: customer.email,
      password: customer.password,
    });
    expect(token.status).toBe(200);
    const res = await new Client(t.base, token.body).get('/rest/V1/modules');
    expect(res.status).toBe(401);
    expect(res.body.parameters).toEqual({ resources: 'Magento_Backend::admin' });
  });
});
