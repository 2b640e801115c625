import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, fieldsOf, runMigrations, WebApiRegistry } from '@mercato/platform';
import { schema } from '@mercato/setup';
import { startApp, TestApp } from '../support/app';

interface MagentoRoute {
  method: string;
  path: string;
  service: string;
  serviceMethod: string;
  resources: string[];
  asyncTopic?: string;
  forcedParams?: Record<string, string>;
}

/** A service method's parameters, read from Magento's service interfaces (test/fixtures). */
interface ServiceParameter {
  name: string;
  type: string;
  optional: boolean;
}

/**
 * Arguments read or not read unlike Magento's method, on purpose. `GET
 * /V1/customerGroups/:id/permissions` is `isReadonly($groupId)`: Magento itself then requires a
 * `groupId` query argument and ignores the path; Mercato reads the path's id.
 */
const ARGUMENT_DEVIATIONS: Record<string, string[]> = {
  'GET /V1/customerGroups/:id/permissions': ['id', 'groupId'],
};

/**
 * Routes whose ACL differs from Magento 2.4.6's on purpose. Assigning a guest cart is anonymous, as
 * Magento declared it before 2.4 and the clients written for it call it (a call without customerId
 * is a 400, not a 401); the service itself lets only the customer being assigned do it.
 */
const ACL_DEVIATIONS: Record<string, string[]> = {
  'PUT /V1/guest-carts/:cartId': ['anonymous'],
};

describe('schema and route declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('migrations are idempotent: running them again applies nothing', async () => {
    const ds = await new DataSource(dataSourceOptions(process.env.MERCATO_TEST_DATABASE_URL!, schema, 2)).initialize();
    try {
      await runMigrations(ds);
      expect(await ds.showMigrations()).toBe(false);
    } finally {
      await ds.destroy();
    }
  });

  it('seeds the defaults of a fresh install', async () => {
    const q = (sql: string) => t.ds.query(sql);
    expect(await q(`SELECT store_id, code, website_id FROM store ORDER BY store_id`)).toEqual([
      { store_id: 0, code: 'admin', website_id: 0 },
      { store_id: 1, code: 'default', website_id: 1 },
    ]);
    expect(await q(`SELECT website_id, code FROM store_website ORDER BY website_id`)).toEqual([
      { website_id: 0, code: 'admin' },
      { website_id: 1, code: 'base' },
    ]);
    expect(await q(`SELECT group_id, code FROM store_group WHERE group_id = 1`)).toEqual([{ group_id: 1, code: 'main_website_store' }]);
    expect(await q(`SELECT customer_group_id, customer_group_code FROM customer_group ORDER BY 1`)).toEqual([
      { customer_group_id: 0, customer_group_code: 'NOT LOGGED IN' },
      { customer_group_id: 1, customer_group_code: 'General' },
      { customer_group_id: 2, customer_group_code: 'Wholesale' },
      { customer_group_id: 3, customer_group_code: 'Retailer' },
    ]);
    expect(await q(`SELECT class_id, class_name FROM tax_class ORDER BY 1`)).toEqual([
      { class_id: 2, class_name: 'Taxable Goods' },
      { class_id: 3, class_name: 'Retail Customer' },
    ]);
    expect(await q(`SELECT attribute_set_name FROM eav_attribute_set WHERE attribute_set_id = 4`)).toEqual([
      { attribute_set_name: 'Default' },
    ]);
    expect(await q(`SELECT entity_id, parent_id FROM catalog_category_entity WHERE entity_id <= 2 ORDER BY 1`)).toEqual([
      { entity_id: 1, parent_id: 0 },
      { entity_id: 2, parent_id: 1 },
    ]);
    expect(await q(`SELECT source_code FROM inventory_source`)).toEqual([{ source_code: 'default' }]);
    expect(await q(`SELECT stock_id, name FROM inventory_stock`)).toEqual([{ stock_id: 1, name: 'Default Stock' }]);
    expect(await q(`SELECT type, code, stock_id FROM inventory_stock_sales_channel`)).toEqual([
      { type: 'website', code: 'base', stock_id: 1 },
    ]);
  });

  it("every declared route names Magento's contract, ACL resources and async topic for that path", () => {
    const magento: MagentoRoute[] = JSON.parse(readFileSync(join(__dirname, '../fixtures/magento-routes.json'), 'utf8'));
    const byKey = new Map(magento.map((r) => [`${r.method} ${r.path}`, r]));
    const commerce: { method: string; path: string }[] = JSON.parse(
      readFileSync(join(__dirname, '../fixtures/commerce-routes.json'), 'utf8'),
    );
    const commerceKeys = new Set(commerce.map((r) => `${r.method} ${r.path}`));
    const declared = t.app.get(WebApiRegistry).routes();
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) {
      if (route.definition.extension) continue; // Mercato's own routes, not Magento's
      if (route.definition.edition === 'commerce') {
        // Spec §4.9's commerce-edition list (routes.json has the open-source edition only).
        expect({ route: `${route.method} ${route.path}`, commerce: commerceKeys.has(`${route.method} ${route.path}`) }).toEqual({
          route: `${route.method} ${route.path}`,
          commerce: true,
        });
        continue;
      }
      const m = byKey.get(`${route.method} ${route.path}`);
      expect({ route: `${route.method} ${route.path}`, found: !!m }).toEqual({ route: `${route.method} ${route.path}`, found: true });
      expect(route.definition.contract).toBe(`${m!.service}::${m!.serviceMethod}`);
      expect({ route: `${route.method} ${route.path}`, acl: route.definition.acl }).toEqual({
        route: `${route.method} ${route.path}`,
        acl: ACL_DEVIATIONS[`${route.method} ${route.path}`] ?? m!.resources,
      });
      if (m!.asyncTopic) expect(route.topic).toBe(m!.asyncTopic);
    }
  });
  it("every declared route reads exactly its service method's arguments", () => {
    const magento: MagentoRoute[] = JSON.parse(readFileSync(join(__dirname, '../fixtures/magento-routes.json'), 'utf8'));
    const forcedByRoute = new Map(
      magento.map((r) => [`${r.method} ${r.path}`, Object.keys(r.forcedParams ?? {}).map((k) => k.split('.')[0])]),
    );
    const methods: Record<string, ServiceParameter[]> = JSON.parse(
      readFileSync(join(__dirname, '../fixtures/magento-service-parameters.json'), 'utf8'),
    );
    const snake = (n: string) => n.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
    const problems: string[] = [];
    let checked = 0;
    for (const route of t.app.get(WebApiRegistry).routes()) {
      const key = `${route.method} ${route.path}`;
      const parameters = methods[route.definition.contract];
      if (route.definition.extension || !parameters) continue; // Mercato's own, and commerce contracts not in the open source
      checked += 1;
      const fields = route.definition.input ? fieldsOf(route.definition.input) : [];
      const forced = new Set([...Object.keys(route.definition.force ?? {}), ...(forcedByRoute.get(key) ?? [])]);
      const allowed = new Set(ARGUMENT_DEVIATIONS[key] ?? []);
      const byName = new Map(parameters.map((p) => [snake(p.name), p]));
      for (const f of fields) {
        const parameter = byName.get(snake(f.name));
        if (!parameter) {
          // Not an argument: only a path value an entity carries, a forced one, or a listed deviation.
          if (!f.carriedBy && !forced.has(f.name) && !allowed.has(f.name))
            problems.push(`${key}: "${f.name}" is no parameter of ${route.definition.contract}`);
        } else if (!!f.required !== !parameter.optional && !route.params.includes(f.name) && !forced.has(f.name)) {
          problems.push(
            `${key}: "${f.name}" is ${f.required ? 'required' : 'optional'}, ` +
              `Magento's parameter is ${parameter.optional ? 'optional' : 'required'}`,
          );
        }
      }
      for (const p of parameters) {
        const declared = fields.some((f) => snake(f.name) === snake(p.name));
        if (!declared && !p.optional && !forced.has(p.name) && !allowed.has(p.name))
          problems.push(`${key}: Magento's required argument "${p.name}" is not read`);
      }
    }
    expect(checked).toBeGreaterThan(360);
    expect(problems).toEqual([]);
  });
});
