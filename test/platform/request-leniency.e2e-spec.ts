import { DeclaredRoute, WebApiRegistry } from '@mercato/platform';
import { adminClient, Client, createProduct, Reply, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import { createCustomer } from '../support/customers';
import { concretePath } from '../support/route-walk';
import { describeOnce } from '../support/modes';

const STRAY_QUERY = '_=1700000000000&XDEBUG_SESSION_START=PHPSTORM';
const STRAY_KEY = 'not_an_argument';

/** The shape of a success (what a create or a list answers differs from call to call, its shape does not). */
function shape(body: unknown): unknown {
  if (Array.isArray(body)) return 'array';
  if (body && typeof body === 'object') return Object.keys(body).sort();
  return typeof body;
}

/** What must not change: the status, an error's whole body, a success's shape. */
function outcome(res: Reply): unknown {
  return { status: res.status, body: res.status >= 400 ? res.body : shape(res.body) };
}

/**
 * Magento reads a request through ServiceInputProcessor: only the service method's own arguments are
 * read, from the query string and the body alike, and everything else at the top level is ignored
 * (real clients send `?searchCriteria=` to every GET, jQuery `?_=<timestamp>`, debuggers
 * `?XDEBUG_SESSION_START=`). A DELETE's body is not read. Bulk elements are resolved against the
 * method's arguments, not the route's path.
 */
describeOnce('requests are read as Magento reads them', () => {
  let t: TestApp;
  let admin: Client;
  let customer: Client;
  let customerId: number;
  let anonymous: Client;
  let consumer: ConsumerProcess | null = null;

  beforeAll(async () => {
    // Its own database: the sweep below calls every write route (with made-up ids).
    t = await startIsolatedApp('request_leniency');
    admin = await adminClient(t);
    anonymous = new Client(t.base);
    const c = await createCustomer(t);
    customerId = c.id;
    const token = await anonymous.post<string>('/rest/V1/integration/customer/token', { username: c.email, password: c.password });
    customer = new Client(t.base, token.body);
  });
  afterAll(async () => {
    await consumer?.stop();
    await t.close();
  });

  describe('stray top-level arguments change nothing, on every route of the registry', () => {
    const answers: { route: string; method: string; plain: unknown; stray: unknown }[] = [];

    beforeAll(async () => {
      const routes = t.app
        .get(WebApiRegistry)
        .routes()
        // Revoking the caller's own token would end the sweep's session.
        .filter((r) => !r.path.includes('revoke'));
      for (const r of routes) {
        const caller = callerFor(r);
        const path = concretePath(r);
        const hasBody = r.method === 'POST' || r.method === 'PUT';
        const plain = await caller.call(r.method, path, hasBody ? {} : undefined);
        // A DELETE carries a body too: Magento does not read it.
        const stray = await caller.call(
          r.method,
          `${path}?${STRAY_QUERY}`,
          r.method === 'GET' ? undefined : { [STRAY_KEY]: { any: 'thing' } },
        );
        answers.push({ route: `${r.method} ${r.path}`, method: r.method, plain: outcome(plain), stray: outcome(stray) });
      }
    }, 180_000);

    function callerFor(r: DeclaredRoute): Client {
      if (r.definition.acl.includes('self')) return customer;
      if (r.definition.acl.includes('anonymous')) return anonymous;
      return admin;
    }

    it('samples at least 30 routes of every HTTP method, taken from the registry', () => {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        expect({ method, count: answers.filter((a) => a.method === method).length >= 30 }).toEqual({ method, count: true });
      }
    });

    it('answers each route the same with and without them', () => {
      const changed = answers.filter((a) => JSON.stringify(a.plain) !== JSON.stringify(a.stray));
      expect(changed).toEqual([]);
    });

    it('never names an ignored key in an answer', () => {
      const named = answers.filter((a) => /not_an_argument|XDEBUG_SESSION_START|"_"/.test(JSON.stringify(a.stray)));
      expect(named).toEqual([]);
    });
  });

  describe('what real clients send', () => {
    it('a GET with ?searchCriteria= answers the entity (magento-api-rest appends it to every GET)', async () => {
      const sku = uniqueSku('lenient');
      await createProduct(admin, { sku, name: 'Lenient' });
      const product = await admin.get(`/rest/V1/products/${sku}?searchCriteria=`);
      expect(product).toMatchObject({ status: 200, body: { sku, name: 'Lenient' } });
      const person = await admin.get(`/rest/V1/customers/${customerId}?searchCriteria`);
      expect(person).toMatchObject({ status: 200, body: { id: customerId } });
      const nested = await admin.get(`/rest/V1/shipment/999999/comments?searchCriteria[pageSize]=20`);
      expect(nested).toMatchObject({
        status: 404,
        body: { message: "The entity that was requested doesn't exist. Verify the entity and try again." },
      });
    });

    it('PUT stockItems with save_options (my-magento) saves the stock item', async () => {
      const sku = uniqueSku('stock');
      await createProduct(admin, { sku });
      const res = await admin.put(`/rest/V1/products/${sku}/stockItems/1`, {
        stock_item: { qty: 12, is_in_stock: true },
        save_options: true,
      });
      expect(res.status).toBe(200);
      expect((await admin.get(`/rest/V1/stockItems/${sku}`)).body).toMatchObject({ qty: 12, is_in_stock: true });
    });

    it("posts base prices with ?XDEBUG_SESSION_START=PHPSTORM (Magento's own BasePriceStorageTest)", async () => {
      const sku = uniqueSku('base');
      await createProduct(admin, { sku, price: 10 });
      const res = await admin.post('/rest/V1/products/base-prices?XDEBUG_SESSION_START=PHPSTORM', {
        prices: [{ sku, price: 14.5, store_id: 0 }],
      });
      expect(res).toMatchObject({ status: 200, body: [] });
      expect((await admin.post('/rest/V1/products/base-prices-information', { skus: [sku] })).body).toEqual([
        { sku, price: 14.5, store_id: 0 },
      ]);
    });

    it('reads no body on a synchronous DELETE: DELETE /V1/products/base-prices is the product "base-prices"', async () => {
      const res = await admin.call('DELETE', '/rest/V1/products/base-prices', { prices: [{ sku: 'x', price: 1, store_id: 0 }] });
      expect(res).toMatchObject({
        status: 404,
        body: { message: "The product that was requested doesn't exist. Verify the product and try again." },
      });
    });

    it('keeps an unknown property inside a data object an error', async () => {
      const res = await admin.post('/rest/V1/products', { product: { sku: uniqueSku('bad'), nmae: 'typo' } });
      expect(res).toMatchObject({
        status: 400,
        body: {
          message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
          parameters: { fieldName: 'nmae', getter: 'getNmae', className: 'Magento\\Catalog\\Api\\Data\\ProductInterface' },
        },
      });
    });
  });

  describe("bulk elements are resolved against the method's arguments", () => {
    beforeAll(() => {
      consumer = startConsumer([], { DATABASE_URL: t.databaseUrl });
    });

    it('PUT /async/bulk/V1/products/bySku takes [{product}] (save($product, $saveOptions) has no sku argument)', async () => {
      const sku = uniqueSku('bulk-put');
      await createProduct(admin, { sku, name: 'Before' });
      const res = await admin.put('/rest/async/bulk/V1/products/bySku', [{ product: { sku, name: 'After' } }]);
      expect(res.status).toBe(202);
      const status = await waitForBulk(admin, res.body.bulk_uuid);
      expect(status.operations_list).toMatchObject([{ id: 0, status: 1 }]);
      expect((await admin.get(`/rest/V1/products/${sku}`)).body.name).toBe('After');
    });

    it('POST /async/bulk/V1/categories/byCategoryId/products takes [{productLink}] (save($productLink))', async () => {
      const sku = uniqueSku('bulk-link');
      await createProduct(admin, { sku });
      const res = await admin.post('/rest/async/bulk/V1/categories/byCategoryId/products', [
        { productLink: { sku, position: 3, category_id: 2 } },
      ]);
      expect(res.status).toBe(202);
      const status = await waitForBulk(admin, res.body.bulk_uuid);
      expect(status.operations_list).toMatchObject([{ id: 0, status: 1 }]);
      const assigned = (await admin.get('/rest/V1/categories/2/products')).body as { sku: string; position: number }[];
      expect(assigned).toContainEqual(expect.objectContaining({ sku, position: 3 }));
    });

    it("queues the method's arguments only: ignored keys never reach the operation log", async () => {
      const sku = uniqueSku('bulk-args');
      // A negative price fails the operation, which keeps its serialized_data (a complete one drops it, as in Magento).
      const product = { sku, name: 'Args', price: -2, type_id: 'simple' };
      const res = await admin.post(`/rest/async/V1/products?${STRAY_QUERY}`, { product, [STRAY_KEY]: 1 });
      expect(res.status).toBe(202);
      await waitForBulk(admin, res.body.bulk_uuid);
      const op = (await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`)).body.operations_list[0];
      expect(op.status).toBe(3);
      expect(JSON.parse(JSON.parse(op.serialized_data).meta_information)).toEqual({ product });
    });

    it('still requires a former path parameter that is an argument (ConfigurableProduct save($sku, $option))', async () => {
      const res = await admin.post('/rest/async/bulk/V1/configurable-products/bySku/options', [
        { option: { attribute_id: '93', label: 'Color', values: [] } },
      ]);
      expect(res).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'sku' } },
      });
    });

    it("the bulk schema lists the method's arguments only", async () => {
      const doc = (await admin.get('/rest/default/async/bulk/schema?services=catalogProductRepositoryV1')).body;
      expect(doc.paths['/V1/products/bySku'].put.parameters[0].schema.items.required).toEqual(['product']);
      const links = (await admin.get('/rest/default/async/bulk/schema?services=catalogCategoryLinkRepositoryV1')).body;
      expect(Object.keys(links.paths['/V1/categories/byCategoryId/products'].post.parameters[0].schema.items.properties)).toEqual([
        'productLink',
      ]);
    });
  });

  describe('searchCriteria as Magento on MySQL reads it', () => {
    it('matches field names without regard to case', async () => {
      const q = (field: string) =>
        admin.get(
          `/rest/V1/customers/search` +
            `?searchCriteria[filter_groups][0][filters][0][field]=${field}` +
            `&searchCriteria[filter_groups][0][filters][0][value]=${customerId}` +
            `&searchCriteria[filter_groups][0][filters][0][condition_type]=eq`,
        );
      const exact = await q('entity_id');
      const camel = await q('Entity_ID');
      expect(exact.body.total_count).toBe(1);
      expect(camel.body.items).toEqual(exact.body.items);
      const byName = await admin.get(
        '/rest/V1/customers/search?searchCriteria[filter_groups][0][filters][0][field]=firstName' +
          '&searchCriteria[filter_groups][0][filters][0][value]=Test',
      );
      expect(byName.status).toBe(200);
      expect(byName.body.items.map((c: { id: number }) => c.id)).toContain(customerId);
    });

    it('compares a date with a value that is not a date as with the zero date (my-magento sends created_at gteq None)', async () => {
      const all = await admin.get('/rest/V1/customers/search?searchCriteria=');
      const none = await admin.get(
        '/rest/V1/customers/search?searchCriteria[filter_groups][0][filters][0][field]=created_at' +
          '&searchCriteria[filter_groups][0][filters][0][value]=None&searchCriteria[filter_groups][0][filters][0][condition_type]=gteq',
      );
      expect(none.status).toBe(200);
      expect(none.body.total_count).toBe(all.body.total_count);
      const before = await admin.get(
        '/rest/V1/customers/search?searchCriteria[filter_groups][0][filters][0][field]=created_at' +
          '&searchCriteria[filter_groups][0][filters][0][value]=None&searchCriteria[filter_groups][0][filters][0][condition_type]=lt',
      );
      expect(before.body.total_count).toBe(0);
    });

    it("keeps Magento's own rejections: restricted symbols in a sort field", async () => {
      const res = await admin.get(
        '/rest/V1/customers/search?searchCriteria[sortOrders][0][field]=email;drop&searchCriteria[sortOrders][0][direction]=ASC',
      );
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'Sort order field %1 contains restricted symbols', parameters: ['email;drop'] },
      });
    });
  });

  describe('PUT /V1/guest-carts/:cartId (assign a guest cart)', () => {
    it('is open to anonymous callers: without customerId the service asks for it (400, not 401)', async () => {
      const masked = (await anonymous.post<string>('/rest/V1/guest-carts')).body;
      const res = await anonymous.put(`/rest/V1/guest-carts/${masked}`, { storeId: 1 });
      expect(res).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'customerId' } },
      });
    });

    it('lets only the customer being assigned take the cart', async () => {
      const masked = (await anonymous.post<string>('/rest/V1/guest-carts')).body;
      const stranger = await anonymous.put(`/rest/V1/guest-carts/${masked}`, { customerId, storeId: 1 });
      expect(stranger).toMatchObject({
        status: 401,
        body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } },
      });
      const own = await customer.put(`/rest/V1/guest-carts/${masked}`, { customerId: 424242, storeId: 1 });
      expect(own).toMatchObject({ status: 200, body: true });
      expect((await customer.get('/rest/V1/carts/mine')).body.customer.id).toBe(customerId);
    });
  });
});
