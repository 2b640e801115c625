import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';

describe('REST front controller: store codes, routing and errors', () => {
  let t: TestApp;
  let admin: Client;
  let sku: string;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    sku = uniqueSku('route');
    await createProduct(admin, { sku, name: 'Routing product' });
  });
  afterAll(() => t.close());

  it('answers GET /health with {"status":"ok"}', async () => {
    const res = await new Client(t.base).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await new Client(t.base).post('/health', {})).status).toBe(405);
    expect((await new Client(t.base).get('/health/more')).status).toBe(404);
  });

  it.each(['/rest/V1', '/rest/default/V1', '/rest/all/V1', '/index.php/rest/V1'.replace('/index.php', '')])(
    'routes %s/products/:sku',
    async (prefix) => {
      const res = await admin.get(`${prefix}/products/${sku}`);
      expect(res.status).toBe(200);
      expect(res.body.sku).toBe(sku);
    },
  );

  it('answers an unknown store code with 400 "Specified request cannot be processed."', async () => {
    const res = await admin.get(`/rest/nosuch/V1/products/${sku}`);
    expect(res).toMatchObject({ status: 400, body: { message: 'Specified request cannot be processed.' } });
    expect(res.body.parameters).toBeUndefined();
  });

  it('does not accept the admin store code in the URL', async () => {
    const res = await admin.get(`/rest/admin/V1/products/${sku}`);
    expect(res).toMatchObject({ status: 400, body: { message: 'Specified request cannot be processed.' } });
  });

  it('answers a path that matches no route with 404', async () => {
    const res = await admin.get('/rest/V1/no-such-route');
    expect(res).toEqual(expect.objectContaining({ status: 404, body: { message: 'Request does not match any route.' } }));
    const wrongMethod = await admin.call('DELETE', '/rest/V1/products/types');
    expect(wrongMethod.status).toBe(404);
  });

  it('answers an unsupported HTTP method with 405 and a rendered message', async () => {
    const res = await admin.call('PATCH', `/rest/V1/products/${sku}`, {});
    expect(res).toMatchObject({ status: 405, body: { message: 'The PATCH HTTP method is not supported.' } });
  });

  it('refuses GET on the async and bulk prefixes', async () => {
    for (const path of [`/rest/async/V1/products/${sku}`, `/rest/default/async/bulk/V1/products/${sku}`]) {
      const res = await admin.get(path);
      expect(res).toMatchObject({ status: 400, body: { message: 'Specified request cannot be processed.' } });
    }
  });

  it('rejects a body that is not JSON', async () => {
    const res = await admin.call('POST', '/rest/V1/products/base-prices-information', '{"skus": [', {});
    expect(res).toMatchObject({ status: 400, body: { message: 'Decoding error.' } });
  });

  it('rejects an unsupported content type', async () => {
    const res = await admin.call('POST', '/rest/V1/products/base-prices-information', 'skus=a', { 'Content-Type': 'text/plain' });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Server cannot understand Content-Type HTTP header media type text/plain' },
    });
  });

  it('rejects a body that is not an object', async () => {
    const res = await admin.post('/rest/V1/products/base-prices-information', [1, 2]);
    expect(res.status).toBe(400);
  });

  it('reports two missing arguments in the aggregate form', async () => {
    const res = await new Client(t.base).post('/rest/V1/integration/admin/token', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'One or more input exceptions have occurred.',
      errors: [
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'username' } },
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } },
      ],
    });
  });

  it('accepts a body larger than 1 MB (10,000 price records)', async () => {
    const skus = Array.from({ length: 10_000 }, (_, i) => `nonexistent-${i}-${'x'.repeat(80)}`);
    const res = await admin.post('/rest/V1/products/base-prices-information', { skus });
    expect(res).toMatchObject({ status: 200, body: [] });
  });

  it('masks internal errors as Magento does, with a report id', async () => {
    // A fault of the server, not of the request: the table the route reads is briefly missing.
    await t.ds.query(`ALTER TABLE tax_class RENAME TO tax_class_away`);
    let res;
    try {
      res = await admin.get('/rest/V1/taxClasses/3');
    } finally {
      await t.ds.query(`ALTER TABLE tax_class_away RENAME TO tax_class`);
    }
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/^Internal Error\. Details are available in Magento log file\. Report ID: webapi-[0-9a-f]+$/);
    expect(res.body.trace).toBeUndefined();
  });
});

describe('partial responses (?fields=)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('keeps only the named fields, nested with brackets', async () => {
    const sku = uniqueSku('fields');
    await createProduct(admin, { sku, name: 'Fields product' });
    const one = await admin.get(`/rest/V1/products/${sku}?fields=sku,name,extension_attributes[website_ids]`);
    expect(one.body).toEqual({ sku, name: 'Fields product', extension_attributes: { website_ids: [1] } });
    const list = await admin.get(
      `/rest/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${sku}&fields=items[sku],total_count`,
    );
    expect(list.body).toEqual({ items: [{ sku }], total_count: 1 });
  });

  it('ignores top-level keys that are not arguments of the service method, in the body and the query', async () => {
    const res = await admin.post('/rest/V1/products/special-price?XDEBUG_SESSION_START=PHPSTORM&_=1', { prices: [], extra: 1 });
    expect(res).toMatchObject({ status: 200, body: [] });
    // Inside a data object an unknown property is still Magento's accessor error.
    const inner = await admin.post('/rest/V1/products/special-price', { prices: [{ sku: 'x', price: 1, store_id: 0, extra: 1 }] });
    expect(inner.status).toBe(400);
    expect(inner.body.message).toBe('Property "%fieldName" does not have accessor method "%getter" in class "%className".');
  });
});
