import { DeclaredRoute, WebApiRegistry } from '@mercato/platform';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { createCustomer } from '../support/customers';
import { signedCall } from '../support/oauth';

/**
 * GET /rest/<store>/schema, /async/schema and /async/bulk/schema: the Swagger 2.0 documents Magento
 * serves (names as Magento's Webapi Swagger generator gives them), fetched by an administrator, who
 * may call every route; what other callers are shown is tested at the end.
 */

const ERROR_REF = '#/definitions/error-response';
const ASYNC_REF = '#/definitions/asynchronous-operations-data-async-response-interface';
const VERBS = ['get', 'put', 'post', 'delete', 'patch'];

type Doc = Record<string, any>;

function operations(doc: Doc): { path: string; verb: string; op: any }[] {
  return Object.entries<Record<string, any>>(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([verb, op]) => ({ path, verb, op })),
  );
}

/**
 * Structural check of a Swagger 2.0 document (no validator package is installed): the required
 * top-level fields, every `$ref` resolves to a definition, every `{x}` in a path has exactly one
 * required `in: path` parameter `x` (and no path parameter is left unused), at most one body,
 * typed non-body parameters, unique operationIds, declared tags and described responses.
 */
function structuralProblems(doc: Doc): string[] {
  const problems: string[] = [];
  if (doc.swagger !== '2.0') problems.push('swagger is not "2.0"');
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string') problems.push('info.title/version missing');
  if (typeof doc.basePath !== 'string' || !doc.basePath.startsWith('/')) problems.push('basePath must start with /');
  if (typeof doc.paths !== 'object' || typeof doc.definitions !== 'object') problems.push('paths/definitions missing');

  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}[${i}]`));
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref') {
        const m = /^#\/definitions\/(.+)$/.exec(String(v));
        if (!m || !(m[1] in doc.definitions)) problems.push(`${at}: $ref ${String(v)} does not resolve`);
      } else walk(v, `${at}.${k}`);
    }
  };
  walk(doc, '#');

  const tagNames = new Set((doc.tags ?? []).map((t: any) => t.name));
  const ids = new Set<string>();
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: path must start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [verb, op] of Object.entries<any>(item)) {
      const at = `${verb.toUpperCase()} ${path}`;
      if (!VERBS.includes(verb)) problems.push(`${at}: unknown verb`);
      const params: any[] = op.parameters ?? [];
      for (const name of templated) {
        const matching = params.filter((p) => p.in === 'path' && p.name === name);
        if (matching.length !== 1 || matching[0].required !== true) problems.push(`${at}: {${name}} needs one required path parameter`);
      }
      for (const p of params) {
        if (!['path', 'query', 'header', 'formData', 'body'].includes(p.in)) problems.push(`${at}: parameter ${p.name} has in=${p.in}`);
        if (typeof p.name !== 'string' || !p.name) problems.push(`${at}: parameter without a name`);
        if (p.in === 'path' && !templated.includes(p.name)) problems.push(`${at}: path parameter ${p.name} not in the path`);
        if (p.in === 'body' && !p.schema) problems.push(`${at}: body parameter without schema`);
        if (p.in !== 'body' && !['string', 'number', 'integer', 'boolean', 'array', 'file'].includes(p.type))
          problems.push(`${at}: ${p.name} has type ${p.type}`);
        if (p.type === 'array' && !p.items) problems.push(`${at}: array parameter ${p.name} without items`);
      }
      if (params.filter((p) => p.in === 'body').length > 1) problems.push(`${at}: more than one body parameter`);
      const keys = params.map((p) => `${p.in}:${p.name}`);
      if (new Set(keys).size !== keys.length) problems.push(`${at}: duplicate parameters`);
      if (typeof op.operationId !== 'string' || ids.has(op.operationId)) problems.push(`${at}: missing or duplicate operationId`);
      ids.add(op.operationId);
      for (const tag of op.tags ?? []) if (!tagNames.has(tag)) problems.push(`${at}: undeclared tag ${tag}`);
      const responses = Object.entries<any>(op.responses ?? {});
      if (!responses.length) problems.push(`${at}: no responses`);
      for (const [code, r] of responses)
        if (typeof r.description !== 'string') problems.push(`${at}: response ${code} without description`);
    }
  }
  for (const [name, def] of Object.entries<any>(doc.definitions)) {
    if (!['object', 'array'].includes(def.type)) problems.push(`definition ${name} has type ${def.type}`);
  }
  return problems;
}

describe('OpenAPI (Swagger 2.0) schema documents', () => {
  let t: TestApp;
  let admin: Client;
  let declared: readonly DeclaredRoute[];
  let sync: Doc;
  let asyncDoc: Doc;
  let bulk: Doc;

  beforeAll(async () => {
    // BASE_URL is where clients reach the API (behind a proxy, under a path): host, scheme and
    // basePath come from it.
    t = await startApp({ BASE_URL: 'https://shop.example/magento' });
    admin = await adminClient(t);
    // What an administrator may call: every route but a customer's own (`self`) ones.
    declared = t.app
      .get(WebApiRegistry)
      .routes()
      .filter((r) => !r.definition.acl.includes('self'));
    const fetch = async (path: string) => {
      const res = await admin.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      return res.body as Doc;
    };
    [sync, asyncDoc, bulk] = await Promise.all([
      fetch('/rest/default/schema?services=all'),
      fetch('/rest/all/async/schema?services=all'),
      fetch('/rest/default/async/bulk/schema?services=all'),
    ]);
  });
  afterAll(() => t.close());

  it('answers with a structurally valid Swagger 2.0 document of every kind', () => {
    for (const doc of [sync, asyncDoc, bulk]) {
      expect(structuralProblems(doc)).toEqual([]);
      expect(doc.info).toEqual({ version: '2.4', title: 'Mercato' });
      expect(doc.host).toBe('shop.example');
      expect(doc.schemes).toEqual(['https']);
      expect(doc.securityDefinitions).toEqual({ api_key: { type: 'apiKey', name: 'Authorization', in: 'header' } });
    }
    expect(sync.basePath).toBe('/magento/rest/default');
    expect(asyncDoc.basePath).toBe('/magento/rest/all/async');
    expect(bulk.basePath).toBe('/magento/rest/default/async/bulk');
  });

  it('the structural check itself catches a dangling $ref and an undeclared path parameter', () => {
    const broken = JSON.parse(JSON.stringify(sync));
    broken.paths['/V1/products/{sku}'].get.parameters.shift();
    broken.paths['/V1/products/special-price'].post.parameters[0].schema.properties.prices.items.$ref = '#/definitions/nope';
    expect(structuralProblems(broken)).toEqual([
      '#.paths./V1/products/special-price.post.parameters[0].schema.properties.prices.items: $ref #/definitions/nope does not resolve',
      'GET /V1/products/{sku}: {sku} needs one required path parameter',
    ]);
  });

  it("documents every declared route once, with Magento's service tag and operationId", () => {
    expect(operations(sync)).toHaveLength(declared.length);
    const ids = Object.fromEntries(
      operations(sync).map(({ path, verb, op }) => [`${verb.toUpperCase()} ${path}`, [op.tags, op.operationId]]),
    );
    expect(ids).toMatchObject({
      'POST /V1/products/special-price': [['catalogSpecialPriceStorageV1'], 'catalogSpecialPriceStorageV1UpdatePost'],
      'POST /V1/products/tier-prices-delete': [['catalogTierPriceStorageV1'], 'catalogTierPriceStorageV1DeletePost'],
      'PUT /V1/products/tier-prices': [['catalogTierPriceStorageV1'], 'catalogTierPriceStorageV1ReplacePut'],
      'POST /V1/products/cost-information': [['catalogCostStorageV1'], 'catalogCostStorageV1GetPost'],
      'GET /V1/products/types': [['catalogProductTypeListV1'], 'catalogProductTypeListV1GetProductTypesGet'],
      'GET /V1/products': [['catalogProductRepositoryV1'], 'catalogProductRepositoryV1GetListGet'],
      'POST /V1/products': [['catalogProductRepositoryV1'], 'catalogProductRepositoryV1SavePost'],
      'PUT /V1/products/{sku}': [['catalogProductRepositoryV1'], 'catalogProductRepositoryV1SavePut'],
      'DELETE /V1/products/{sku}': [['catalogProductRepositoryV1'], 'catalogProductRepositoryV1DeleteByIdDelete'],
      'POST /V1/integration/admin/token': [['integrationAdminTokenServiceV1'], 'integrationAdminTokenServiceV1CreateAdminAccessTokenPost'],
    });
    expect(sync.tags).toContainEqual({
      name: 'catalogProductRepositoryV1',
      description: 'Magento\\Catalog\\Api\\ProductRepositoryInterface',
    });
  });

  it("lists each operation's ACL resources, the error responses and the token security", () => {
    for (const route of declared) {
      const op = sync.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      expect(op.description).toContain(`ACL resources: ${route.definition.acl.join(', ')}`);
      expect(op.description).toContain(`Service contract: ${route.definition.contract}.`);
      if (route.definition.extension) expect(op.description).toContain(`Mercato extension, not in Magento: ${route.definition.extension}`);
      for (const code of ['400', '401', '500', 'default']) expect(op.responses[code].schema).toEqual({ $ref: ERROR_REF });
      expect(op.responses['200'].description).toBe('200 Success.');
      expect(op.security).toEqual(route.definition.acl.includes('anonymous') ? undefined : [{ api_key: [] }]);
    }
    expect(sync.paths['/V1/products/special-price'].post.description).toContain('ACL resources: Magento_Catalog::catalog');
    expect(sync.definitions['error-response']).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' }, errors: {}, code: { type: 'integer' }, parameters: {}, trace: { type: 'string' } },
      required: ['message'],
    });
  });

  it("describes each declared output as the 200 response: Magento's definitions, lists, scalars, nothing for void", () => {
    const success = (path: string, method: string) => sync.paths[path][method].responses['200'];
    expect(success('/V1/products/{sku}', 'get').schema).toEqual({ $ref: '#/definitions/catalog-data-product-interface' });
    expect(success('/V1/products', 'get').schema).toEqual({ $ref: '#/definitions/catalog-data-product-search-results-interface' });
    expect(sync.definitions['catalog-data-product-search-results-interface']).toMatchObject({
      properties: {
        items: { type: 'array', items: { $ref: '#/definitions/catalog-data-product-interface' } },
        search_criteria: { $ref: '#/definitions/framework-search-criteria-interface' },
        total_count: { type: 'integer' },
      },
      required: ['items', 'total_count'],
    });
    expect(success('/V1/orders', 'get').schema).toEqual({ $ref: '#/definitions/sales-data-order-search-result-interface' });
    expect(success('/V1/products/special-price', 'post').schema).toEqual({
      type: 'array',
      items: { $ref: '#/definitions/catalog-data-price-update-result-interface' },
    });
    expect(success('/V1/products/{sku}', 'delete').schema).toEqual({ type: 'boolean' });
    expect(success('/V1/inventory/sources', 'post')).toEqual({ description: '200 Success.' });
  });

  it('documents the special-price body: prices as an array of the special price definition', () => {
    const op = sync.paths['/V1/products/special-price'].post;
    expect(op.parameters).toEqual([
      {
        name: 'catalogSpecialPriceStorageV1UpdatePostBody',
        in: 'body',
        schema: {
          type: 'object',
          properties: { prices: { type: 'array', items: { $ref: '#/definitions/catalog-data-special-price-interface' } } },
          required: ['prices'],
        },
      },
    ]);
    expect(sync.definitions['catalog-data-special-price-interface']).toMatchObject({
      type: 'object',
      properties: {
        price: { type: 'number' },
        store_id: { type: 'integer' },
        sku: { type: 'string' },
        price_from: { type: 'string' },
        price_to: { type: 'string' },
      },
    });
  });

  it('puts {sku} in the path and the other arguments in the body or the query', () => {
    const item = sync.paths['/V1/products/{sku}'];
    const sku = { name: 'sku', in: 'path', type: 'string', required: true };
    expect(item.get.parameters).toEqual([
      sku,
      { name: 'editMode', in: 'query', type: 'boolean', required: false },
      { name: 'storeId', in: 'query', type: 'integer', required: false },
      { name: 'forceReload', in: 'query', type: 'boolean', required: false },
    ]);
    expect(item.delete.parameters).toEqual([sku]);
    expect(item.put.parameters).toEqual([
      sku,
      {
        name: 'catalogProductRepositoryV1SavePutBody',
        in: 'body',
        schema: {
          type: 'object',
          properties: { product: { $ref: '#/definitions/catalog-data-product-interface' }, saveOptions: { type: 'boolean' } },
          required: ['product'],
        },
      },
    ]);
    expect(sync.definitions['catalog-data-product-interface'].properties).toMatchObject({
      sku: { type: 'string' },
      extension_attributes: { $ref: '#/definitions/catalog-data-product-extension-interface' },
      tier_prices: { type: 'array', items: { $ref: '#/definitions/catalog-data-product-tier-price-interface' } },
      custom_attributes: { type: 'array', items: { $ref: '#/definitions/framework-attribute-interface' } },
    });
    expect(sync.paths['/V1/products/types'].get.parameters).toBeUndefined();
  });

  it("flattens getList's searchCriteria into Magento's query parameter names", () => {
    expect(sync.paths['/V1/products'].get.parameters).toEqual([
      { name: 'searchCriteria[filterGroups][][filters][][field]', in: 'query', type: 'string' },
      { name: 'searchCriteria[filterGroups][][filters][][value]', in: 'query', type: 'string' },
      { name: 'searchCriteria[filterGroups][][filters][][conditionType]', in: 'query', type: 'string' },
      { name: 'searchCriteria[sortOrders][][field]', in: 'query', type: 'string' },
      { name: 'searchCriteria[sortOrders][][direction]', in: 'query', type: 'string' },
      { name: 'searchCriteria[pageSize]', in: 'query', type: 'integer' },
      { name: 'searchCriteria[currentPage]', in: 'query', type: 'integer' },
    ]);
  });

  it('documents query parameter names the API accepts (index put in place of [])', async () => {
    const admin = await adminClient(t);
    const sku = uniqueSku('openapi');
    await createProduct(admin, { sku, name: 'Schema product' });
    const names: string[] = sync.paths['/V1/products'].get.parameters.map((p: any) => p.name);
    const value = (name: string) =>
      name.endsWith('[field]') && name.includes('filters')
        ? 'sku'
        : name.endsWith('[value]')
          ? sku
          : name.endsWith('[conditionType]')
            ? 'eq'
            : name.endsWith('[direction]')
              ? 'ASC'
              : name.endsWith('[field]')
                ? 'sku'
                : '1';
    const query = names.map((n) => `${encodeURIComponent(n.replace(/\[\]/g, '[0]'))}=${encodeURIComponent(value(n))}`).join('&');
    const res = await admin.get(`/rest/default/V1/products?${query}`);
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(1);
    expect(res.body.items.map((p: any) => p.sku)).toEqual([sku]);
  });

  // Queueable: not GET, and not a credential route (token issuing and the like have no async twin).
  it('async: only the queueable routes, same paths, answering the 202 acknowledgement', () => {
    const ops = operations(asyncDoc);
    expect(ops.every(({ verb }) => verb !== 'get')).toBe(true);
    const expected = declared.filter((r) => r.queueable).map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(ops.map(({ verb, path }) => `${verb} ${path}`).sort()).toEqual(expected.sort());
    for (const { op } of ops) {
      expect(op.responses['202']).toEqual({ description: '202 Accepted.', schema: { $ref: ASYNC_REF } });
      expect(op.responses['200']).toBeUndefined();
      expect(op.responses['400'].schema).toEqual({ $ref: ERROR_REF });
    }
    expect(asyncDoc.paths['/V1/products/{sku}'].put.parameters[0]).toEqual({ name: 'sku', in: 'path', type: 'string', required: true });
    expect(asyncDoc.paths['/V1/products/special-price'].post.parameters[0].schema.properties.prices).toEqual({
      type: 'array',
      items: { $ref: '#/definitions/catalog-data-special-price-interface' },
    });
    expect(asyncDoc.definitions['asynchronous-operations-data-async-response-interface']).toMatchObject({
      type: 'object',
      properties: {
        bulk_uuid: { type: 'string' },
        request_items: { type: 'array', items: { $ref: '#/definitions/asynchronous-operations-data-item-status-interface' } },
        errors: { type: 'boolean' },
      },
    });
    expect(asyncDoc.definitions['asynchronous-operations-data-item-status-interface'].properties).toMatchObject({
      id: { type: 'integer' },
      data_hash: { type: 'string' },
      status: { type: 'string' },
      error_message: { type: 'string' },
      error_code: { type: 'integer' },
    });
    expect(sync.definitions['asynchronous-operations-data-async-response-interface']).toBeUndefined();
  });

  it("bulk: non-GET routes at their bulk paths, an array body whose elements are the method's arguments", () => {
    const ops = operations(bulk);
    const expected = declared.filter((r) => r.queueable).map((r) => `${r.method.toLowerCase()} ${r.bulkPath}`);
    expect(ops.map(({ verb, path }) => `${verb} ${path}`).sort()).toEqual(expected.sort());
    for (const { path, op } of ops) {
      expect(path).not.toContain('{');
      expect(op.parameters).toHaveLength(1);
      expect(op.parameters[0]).toMatchObject({ name: `${op.operationId}Body`, in: 'body', schema: { type: 'array' } });
      expect(op.responses['202']).toEqual({ description: '202 Accepted.', schema: { $ref: ASYNC_REF } });
    }
    const put = bulk.paths['/V1/products/bySku'].put;
    expect(put.operationId).toBe('catalogProductRepositoryV1SavePut');
    expect(put.parameters[0].schema.items).toEqual({
      type: 'object',
      properties: {
        product: { $ref: '#/definitions/catalog-data-product-interface' },
        saveOptions: { type: 'boolean' },
      },
      // save($product, $saveOptions): the path's sku is the product's own, not an argument.
      required: ['product'],
    });
    expect(bulk.paths['/V1/products/bySku'].delete.parameters[0].schema.items).toEqual({
      type: 'object',
      properties: { sku: { type: 'string' } },
      required: ['sku'],
    });
  });

  it('services= keeps only the named services and the definitions they use', async () => {
    const one = (await admin.get('/rest/default/schema?services=catalogProductRepositoryV1')).body as Doc;
    expect(structuralProblems(one)).toEqual([]);
    expect(one.tags.map((x: any) => x.name)).toEqual(['catalogProductRepositoryV1']);
    expect(new Set(operations(one).map(({ op }) => op.operationId))).toEqual(
      new Set([
        'catalogProductRepositoryV1SavePost',
        'catalogProductRepositoryV1SavePut',
        'catalogProductRepositoryV1DeleteByIdDelete',
        'catalogProductRepositoryV1GetListGet',
        'catalogProductRepositoryV1GetGet',
      ]),
    );
    expect(one.definitions['catalog-data-product-interface']).toBeDefined();
    expect(one.definitions['catalog-data-special-price-interface']).toBeUndefined();

    const two = (await admin.get('/rest/default/async/schema?services=catalogSpecialPriceStorageV1,catalogCostStorageV1')).body as Doc;
    expect(structuralProblems(two)).toEqual([]);
    expect(two.tags.map((x: any) => x.name)).toEqual(['catalogSpecialPriceStorageV1', 'catalogCostStorageV1']);
    expect(Object.keys(two.paths).sort()).toEqual([
      '/V1/products/cost',
      '/V1/products/cost-delete',
      '/V1/products/cost-information',
      '/V1/products/special-price',
      '/V1/products/special-price-delete',
      '/V1/products/special-price-information',
    ]);
    expect(two.definitions['catalog-data-product-interface']).toBeUndefined();

    const none = (await admin.get('/rest/default/schema?services=noSuchServiceV1')).body as Doc;
    expect(none).toMatchObject({ swagger: '2.0', tags: [], paths: {} });
  });

  it("serves the default store's document without a store code", async () => {
    const res = await admin.get('/rest/schema?services=all');
    expect(res.status).toBe(200);
    expect(res.body.basePath).toBe('/magento/rest/default');
    expect(res.body.paths).toEqual(sync.paths);
  });
});

/** Magento's schema generator keeps only the methods the caller's ACL allows (AbstractSchemaGenerator). */
describe('OpenAPI documents hold what the caller may call', () => {
  let t: TestApp;
  let admin: Client;
  let routes: readonly DeclaredRoute[];
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    routes = t.app.get(WebApiRegistry).routes();
  });
  afterAll(() => t.close());

  const keys = (doc: Doc) =>
    operations(doc)
      .map(({ verb, path }) => `${verb.toUpperCase()} ${path}`)
      .sort();
  const expected = (keep: (acl: readonly string[]) => boolean, kind: 'sync' | 'async' = 'sync') =>
    routes
      .filter((r) => keep(r.definition.acl) && (kind === 'sync' || r.queueable))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();

  it('an anonymous caller is shown the anonymous routes only, in every kind of document', async () => {
    const anon = new Client(t.base);
    const sync = (await anon.get('/rest/default/schema?services=all')).body as Doc;
    expect(keys(sync)).toEqual(expected((acl) => acl.includes('anonymous')));
    expect(keys(sync)).toContain('POST /V1/guest-carts');
    expect(keys(sync)).not.toContain('GET /V1/products');
    const asyncDoc = (await anon.get('/rest/default/async/schema?services=all')).body as Doc;
    expect(keys(asyncDoc)).toEqual(expected((acl) => acl.includes('anonymous'), 'async'));
    const bulk = (await anon.get('/rest/default/async/bulk/schema?services=all')).body as Doc;
    expect(operations(bulk)).toHaveLength(expected((acl) => acl.includes('anonymous'), 'async').length);
    // Definitions follow the operations: no product interface without a product route.
    expect(sync.definitions['catalog-data-product-interface']).toBeUndefined();
  });

  it('a customer is shown the anonymous and its own (self) routes', async () => {
    const customer = await createCustomer(t);
    const token = await new Client(t.base).post<string>('/rest/V1/integration/customer/token', {
      username: customer.email,
      password: customer.password,
    });
    expect(token.status).toBe(200);
    const doc = (await new Client(t.base, token.body).get('/rest/default/schema?services=all')).body as Doc;
    expect(keys(doc)).toEqual(expected((acl) => acl.includes('anonymous') || acl.includes('self')));
    expect(keys(doc)).toContain('GET /V1/carts/mine');
    expect(keys(doc)).not.toContain('GET /V1/customers/{customerId}');
  });

  it('an integration is shown the routes of the resources it was granted, an administrator all but self', async () => {
    const created = await admin.post('/rest/V1/integrations', {
      integration: { name: uniqueSku('schema'), resources: ['Magento_Catalog::products'] },
    });
    const creds = (await admin.post(`/rest/V1/integrations/${created.body.id}/activate`)).body;
    const doc = (await signedCall(t.base, creds, 'GET', '/rest/default/schema?services=all')).body as Doc;
    const granted = new Set(['Magento_Catalog::products']);
    expect(keys(doc)).toEqual(expected((acl) => acl.includes('anonymous') || (!acl.includes('self') && acl.every((r) => granted.has(r)))));
    expect(keys(doc)).toContain('PUT /V1/products/{sku}');
    expect(keys(doc)).not.toContain('POST /V1/products/special-price');

    const all = (await admin.get('/rest/default/schema?services=all')).body as Doc;
    expect(keys(all)).toEqual(expected((acl) => !acl.includes('self')));
  });
});
