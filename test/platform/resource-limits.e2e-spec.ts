import { request as httpRequest } from 'node:http';
import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';

/**
 * Limits enforced before work is done: bodies are read only once the route is found and the caller
 * known, within the caller's limit and the process's budget of body bytes in flight; a bulk carries
 * at most as many requests as its caller's kind may send; page sizes have a ceiling, and the
 * operation log is never listed whole; text attributes keep Magento's column limits.
 */
describe('resource limits, before work is done', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  const MB = 1024 * 1024;

  beforeAll(async () => {
    // Small limits so the test does not need hundreds of megabytes to show them.
    t = await startIsolatedApp('resource-limits', {
      MAX_BODY_BYTES: String(2 * MB),
      MAX_ANONYMOUS_BODY_BYTES: String(64 * 1024),
      MAX_BODY_BYTES_IN_FLIGHT: String(3 * MB),
    });
    admin = await adminClient(t);
    guest = new Client(t.base);
  });
  afterAll(() => t.close());

  const operations = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM magento_operation`))[0].n);
  const emails = (n: number) => Array.from({ length: n }, (_, i) => ({ customerEmail: `limit-${i}@example.com` }));

  describe('bulks, per kind of caller', () => {
    it('an anonymous bulk holds at most 20 requests (Magento’s message), and nothing is queued beyond it', async () => {
      const before = await operations();
      const refused = await guest.post('/rest/async/bulk/V1/customers/isEmailAvailable', emails(21));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'Maximum items of type "%type" is %max',
        parameters: { type: expect.stringMatching(/^\\/), max: 20 },
      });
      expect(await operations()).toBe(before);
      expect((await guest.post('/rest/async/bulk/V1/customers/isEmailAvailable', emails(20))).status).toBe(202);
      expect(await operations()).toBe(before + 20);
    });

    it('administrators may send far more, and each kind’s limit is configurable', async () => {
      expect((await admin.post('/rest/async/bulk/V1/customers/isEmailAvailable', emails(500))).status).toBe(202);
      const config = t.app.get(ScopeConfig);
      await config.set('webapi/validation/bulk_item_limit_admin', '10');
      try {
        const refused = await admin.post('/rest/async/bulk/V1/customers/isEmailAvailable', emails(11));
        expect(refused).toMatchObject({ status: 400, body: { message: 'Maximum items of type "%type" is %max', parameters: { max: 10 } } });
      } finally {
        await config.set('webapi/validation/bulk_item_limit_admin', null);
      }
    });
  });

  describe('request bodies', () => {
    it('a refused caller’s body is never read: 401 answers while the body is still being sent', async () => {
      // 100 MB announced, 1 KB sent: an answer can only come before the body was read.
      const reply = await partialRequest('/rest/V1/products', 100 * MB, 1024);
      expect(reply.status).toBe(401);
    });

    it('an unknown route answers before the body is read', async () => {
      expect((await partialRequest('/rest/V1/no-such-route', 100 * MB, 1024)).status).toBe(404);
    });

    it('anonymous callers get a much smaller body limit than authenticated ones', async () => {
      const big = { customerEmail: 'x@example.com', padding: 'x'.repeat(100 * 1024) };
      const anonymous = await guest.post('/rest/V1/customers/isEmailAvailable', big);
      expect(anonymous).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
      // The same 100 KB from an administrator is read (and the unknown top-level key ignored).
      expect((await admin.post('/rest/V1/customers/isEmailAvailable', big)).status).toBe(200);
      const tooBig = await admin.post('/rest/V1/customers/isEmailAvailable', { ...big, padding: 'x'.repeat(3 * MB) });
      expect(tooBig).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
    });

    it('beyond the bytes in flight a request gets 503 with Retry-After, before its body is read; the budget comes back', async () => {
      // Two bodies of 1.5 MB announced and held open take the 3 MB budget.
      const held = [holdRequest(admin.token!, 1.5 * MB), holdRequest(admin.token!, 1.5 * MB)];
      await Promise.all(held.map((h) => h.started));
      const busy = await rawRequest(
        'POST',
        '/rest/V1/customers/isEmailAvailable',
        admin.token!,
        JSON.stringify({ customerEmail: 'a@example.com' }),
      );
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(JSON.parse(busy.body)).toEqual({ message: 'The service is busy. Try again later.' });
      for (const h of held) h.abort();
      await Promise.all(held.map((h) => h.closed));
      let after = await admin.post('/rest/V1/customers/isEmailAvailable', { customerEmail: 'a@example.com' });
      for (let i = 0; i < 20 && after.status === 503; i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = await admin.post('/rest/V1/customers/isEmailAvailable', { customerEmail: 'a@example.com' });
      }
      expect(after.status).toBe(200);
    });
  });

  describe('page sizes', () => {
    it('a page size above the maximum is refused with Magento’s message, however large', async () => {
      for (const size of ['301', '99999999999999999999', '1e22']) {
        const res = await admin.get(`/rest/V1/products?searchCriteria[pageSize]=${size}`);
        expect({ size, ...res }).toMatchObject({
          size,
          status: 400,
          body: { message: 'Maximum SearchCriteria pageSize is %max', parameters: { max: 300 } },
        });
      }
      expect((await admin.get('/rest/V1/products?searchCriteria[pageSize]=300')).status).toBe(200);
    });

    it('the operation log is never listed whole: without a page size it answers the maximum page', async () => {
      await admin.post('/rest/async/bulk/V1/customers/isEmailAvailable', emails(310));
      const list = await admin.get('/rest/V1/bulk?searchCriteria=');
      expect(list.status).toBe(200);
      expect(list.body.items).toHaveLength(300);
      expect(list.body.total_count).toBeGreaterThanOrEqual(310);
    });
  });

  describe('text attributes keep Magento’s column limits', () => {
    const NOT_SAVED = { message: 'The product was unable to be saved. Please try again.' };

    it('a product name over 255 characters, a description over 64 KB, an int beyond int(11): refused, nothing stored', async () => {
      const sku = uniqueSku('limits');
      const base = { sku, name: 'Limits', price: 5, attribute_set_id: 4, type_id: 'simple' };
      expect(await admin.post('/rest/V1/products', { product: { ...base, name: 'n'.repeat(256) } })).toMatchObject({
        status: 400,
        body: NOT_SAVED,
      });
      const description = { attribute_code: 'description', value: 'd'.repeat(65536) };
      expect(await admin.post('/rest/V1/products', { product: { ...base, custom_attributes: [description] } })).toMatchObject({
        status: 400,
        body: NOT_SAVED,
      });
      const tooBigInt = await admin.post('/rest/V1/products', {
        product: { ...base, custom_attributes: [{ attribute_code: 'tax_class_id', value: String(2 ** 31) }] },
      });
      expect(tooBigInt.status).toBe(400);
      expect((await admin.get(`/rest/V1/products/${sku}`)).status).toBe(404);
      await createProduct(admin, {
        ...base,
        name: 'n'.repeat(255),
        custom_attributes: [{ attribute_code: 'description', value: 'd'.repeat(65535) }],
      });
      expect((await admin.get(`/rest/V1/products/${sku}`)).body.name).toHaveLength(255);
    });

    it('a category text attribute over its column is refused as Magento reports it', async () => {
      const res = await admin.post('/rest/V1/categories', {
        category: { parent_id: 2, name: 'Limits', custom_attributes: [{ attribute_code: 'meta_title', value: 'm'.repeat(256) }] },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Could not save category: %1');
    });
  });

  /** Sends headers announcing `announced` bytes and `sent` of them, then waits for an answer. */
  function partialRequest(path: string, announced: number, sent: number): Promise<{ status: number }> {
    return new Promise((resolve, reject) => {
      const url = new URL(t.base + path);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': announced },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode! });
          req.destroy();
        },
      );
      req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
      req.write('x'.repeat(sent));
      setTimeout(() => reject(new Error('no answer: the server waited for the body')), 5000).unref();
    });
  }

  /** A request announcing `bytes` that sends one byte and holds the connection open. */
  function holdRequest(token: string, bytes: number) {
    const url = new URL(t.base);
    let started!: () => void;
    let closed!: () => void;
    const startedP = new Promise<void>((r) => (started = r));
    const closedP = new Promise<void>((r) => (closed = r));
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: '/rest/V1/customers/isEmailAvailable',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Math.round(bytes), Authorization: `Bearer ${token}` },
    });
    req.on('error', () => undefined);
    req.on('close', () => closed());
    req.write('{', () => setTimeout(started, 200));
    return { started: startedP, closed: closedP, abort: () => req.destroy() };
  }

  function rawRequest(
    method: string,
    path: string,
    token: string,
    body: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const url = new URL(t.base);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${token}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
});
