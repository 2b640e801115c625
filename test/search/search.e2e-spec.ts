import { Client, createProduct, uniqueSku } from '../support/app';
import { addCategory, addStoreView, CatalogApp, phpQuery, startCatalogApp } from '../catalog/support';
import { outputDeparturesOf } from '../support/output';

/** GET /V1/search (Magento\Search\Api\SearchInterface::search), answered by PostgreSQL full-text search. */
describe('GET /V1/search', () => {
  let t: CatalogApp;
  /** A word no other product has, so the file's searches see its own products only. */
  let word: string;
  const ids = new Map<string, number>();

  type Filter = { field: string; value: string | number };
  const path = (
    filters: Filter[],
    options: {
      request?: string | null;
      pageSize?: number;
      currentPage?: number;
      sort?: { field: string; direction?: string }[];
      store?: string;
    } = {},
  ) => {
    const sc: Record<string, unknown> = {};
    if (options.request !== null) sc.request_name = options.request ?? 'quick_search_container';
    sc.filter_groups = filters.map((f) => ({ filters: [f] }));
    if (options.sort) sc.sort_orders = options.sort;
    if (options.pageSize !== undefined) sc.page_size = options.pageSize;
    if (options.currentPage !== undefined) sc.current_page = options.currentPage;
    return `/rest/${options.store ? options.store + '/' : ''}V1/search?${phpQuery({ searchCriteria: sc })}`;
  };
  const search = async (filters: Filter[], options: Parameters<typeof path>[1] = {}, client: Client = t.anon) => {
    const res = await client.get(path(filters, options));
    expect(res.status).toBe(200);
    expect(outputDeparturesOf(t, 'GET /V1/search', res.body)).toEqual([]);
    return res.body;
  };
  const found = async (term: string, options: Parameters<typeof path>[1] = {}) =>
    (await search([{ field: 'search_term', value: term }], options)).items.map((i: { id: number }) => i.id);
  const make = async (key: string, product: Record<string, unknown>) => {
    const saved = await createProduct(t.admin, { sku: uniqueSku(key), ...product });
    ids.set(key, saved.id);
    return saved;
  };
  const id = (key: string) => ids.get(key)!;

  beforeAll(async () => {
    t = await startCatalogApp('search');
    word = 'qz' + Date.now().toString(36);
    await make('name', { name: `${word}rank Lamp` });
    await make('short', { name: 'Plain one', custom_attributes: [{ attribute_code: 'short_description', value: `<p>${word}rank</p>` }] });
    await make('description', {
      name: 'Plain two',
      custom_attributes: [{ attribute_code: 'description', value: `about ${word}rank here` }],
    });
  });
  afterAll(() => t.close());

  it('answers SearchResultInterface: documents with their score, aggregations, the criteria and the total', async () => {
    const body = await search([{ field: 'search_term', value: `${word}rank` }]);
    expect(Object.keys(body)).toEqual(['items', 'aggregations', 'search_criteria', 'total_count']);
    expect(body.total_count).toBe(3);
    for (const item of body.items) {
      expect(Object.keys(item)).toEqual(['id', 'custom_attributes']);
      expect(item.custom_attributes).toEqual([{ attribute_code: 'score', value: expect.any(Number) }]);
    }
    expect(body.aggregations).toEqual({ buckets: [{ name: 'category_bucket', values: [] }], bucket_names: ['category_bucket'] });
    expect(body.search_criteria).toEqual({
      request_name: 'quick_search_container',
      filter_groups: [{ filters: [{ field: 'search_term', value: `${word}rank`, condition_type: 'eq' }] }],
    });
  });

  it('ranks by relevance: name before short description before description, scores descending', async () => {
    const body = await search([{ field: 'search_term', value: `${word}rank` }]);
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([id('name'), id('short'), id('description')]);
    const scores = body.items.map((i: { custom_attributes: { value: number }[] }) => i.custom_attributes[0].value);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[2]).toBeGreaterThan(0);
  });

  it('puts an exact SKU match first', async () => {
    const sku = `${word}exact`;
    await createProduct(t.admin, { sku, name: 'Skuowner' });
    const other = await createProduct(t.admin, { sku: uniqueSku('noise'), name: `${sku} ${sku} ${sku}` });
    const [first, second] = await found(sku);
    expect(first).toBe((await t.admin.get(`/rest/V1/products/${sku}`)).body.id);
    expect(second).toBe(other.id);
  });

  it('matches the start of a word (users type prefixes), case-insensitively, and any of the words', async () => {
    await make('prefix', { name: `Telescope ${word}prefixable` });
    expect(await found(`${word}PREF`)).toEqual([id('prefix')]);
    expect(await found(`${word}prefixable telesc`)).toEqual([id('prefix')]);
    expect(await found(`nothingelse ${word}prefixa`)).toEqual([id('prefix')]);
    expect(await found(`${word}prefixablez`)).toEqual([]);
  });

  it('leaves out disabled products, products not visible in search and products of another website', async () => {
    await make('disabled', { name: `${word}hidden one`, status: 2 });
    await make('invisible', { name: `${word}hidden two`, visibility: 1 });
    await make('catalogonly', { name: `${word}hidden three`, visibility: 2 });
    await make('nowebsite', { name: `${word}hidden four`, extension_attributes: { website_ids: [] } });
    await make('visible', { name: `${word}hidden five`, visibility: 3 });
    expect(await found(`${word}hidden`)).toEqual([id('visible')]);
    // A visibility filter replaces the default (visible in search).
    const catalog = await search([
      { field: 'search_term', value: `${word}hidden` },
      { field: 'visibility', value: '2' },
    ]);
    expect(catalog.items.map((i: { id: number }) => i.id)).toEqual([id('catalogonly')]);
  });

  it('pages from current_page × page_size (the first page is 0) and counts every match', async () => {
    for (let n = 1; n <= 5; n++) await make(`page${n}`, { name: `${word}paged item` });
    const expected = [1, 2, 3, 4, 5].map((n) => id(`page${n}`));
    const page = (currentPage: number) => search([{ field: 'search_term', value: `${word}paged` }], { pageSize: 2, currentPage });
    const first = await page(0);
    expect(first.total_count).toBe(5);
    expect(first.items.map((i: { id: number }) => i.id)).toEqual(expected.slice(0, 2));
    expect((await page(1)).items.map((i: { id: number }) => i.id)).toEqual(expected.slice(2, 4));
    const last = await page(2);
    expect(last.items.map((i: { id: number }) => i.id)).toEqual(expected.slice(4));
    expect(last.total_count).toBe(5);
    expect(last.search_criteria).toMatchObject({ page_size: 2, current_page: 2 });
    const byId = await search([{ field: 'search_term', value: `${word}paged` }], { sort: [{ field: 'entity_id', direction: 'DESC' }] });
    expect(byId.items.map((i: { id: number }) => i.id)).toEqual([...expected].reverse());
  });

  it('finds store-view names in their store view, default values elsewhere', async () => {
    const product = await make('scoped', { name: `${word}defaultname Chair` });
    // A store view added after the product: it searches the default values until the product is saved again.
    await addStoreView(t, 'search_fr');
    expect(await found(`${word}defaultname`, { store: 'search_fr' })).toEqual([id('scoped')]);
    const res = await t.admin.put(`/rest/search_fr/V1/products/${product.sku}`, { product: { name: `${word}nomfrancais Chaise` } });
    expect(res.status).toBe(200);
    expect(await found(`${word}nomfrancais`, { store: 'search_fr' })).toEqual([id('scoped')]);
    expect(await found(`${word}defaultname`, { store: 'search_fr' })).toEqual([]);
    expect(await found(`${word}nomfrancais`)).toEqual([]);
    expect(await found(`${word}defaultname`)).toEqual([id('scoped')]);
  });

  it('reflects a product update and a product delete at once', async () => {
    const product = await make('renamed', { name: `${word}before Table` });
    expect(await found(`${word}before`)).toEqual([id('renamed')]);
    expect((await t.admin.put(`/rest/all/V1/products/${product.sku}`, { product: { name: `${word}after Table` } })).status).toBe(200);
    expect(await found(`${word}before`)).toEqual([]);
    expect(await found(`${word}after`)).toEqual([id('renamed')]);
    expect((await t.admin.put(`/rest/all/V1/products/${product.sku}`, { product: { status: 2 } })).status).toBe(200);
    expect(await found(`${word}after`)).toEqual([]);
    expect((await t.admin.put(`/rest/all/V1/products/${product.sku}`, { product: { status: 1 } })).status).toBe(200);
    expect(await found(`${word}after`)).toEqual([id('renamed')]);
    expect((await t.admin.delete(`/rest/V1/products/${product.sku}`)).status).toBe(200);
    expect(await found(`${word}after`)).toEqual([]);
  });

  it('filters by category and price, aggregates categories and (with an algorithm) price ranges', async () => {
    const category = await addCategory(t, `${word} category`);
    await make('cheap', {
      name: `${word}facet cheap`,
      price: 5,
      custom_attributes: [{ attribute_code: 'category_ids', value: [String(category)] }],
    });
    await make('middle', {
      name: `${word}facet middle`,
      price: 15,
      custom_attributes: [{ attribute_code: 'category_ids', value: [String(category)] }],
    });
    // 25, but a special price of 22 applies today.
    await make('dear', { name: `${word}facet dear`, price: 25, custom_attributes: [{ attribute_code: 'special_price', value: 22 }] });
    const term = { field: 'search_term', value: `${word}facet` };

    const all = await search([term, { field: 'price_dynamic_algorithm', value: 'auto' }]);
    expect(all.aggregations.bucket_names).toEqual(['price_bucket', 'category_bucket']);
    expect(all.aggregations.buckets[0]).toEqual({
      name: 'price_bucket',
      values: [
        { value: '0_10', metrics: [0, 10, 1, '0_10'] },
        { value: '10_20', metrics: [10, 20, 1, '10_20'] },
        { value: '20_30', metrics: [20, 30, 1, '20_30'] },
      ],
    });
    expect(all.aggregations.buckets[1]).toEqual({ name: 'category_bucket', values: [{ value: String(category), metrics: [category, 2] }] });

    const manual = await search([term, { field: 'price_dynamic_algorithm', value: 'manual' }]);
    expect(manual.aggregations.buckets[0].values).toEqual([{ value: '0_100', metrics: [0, 100, 3, '0_100'] }]);

    const inCategory = await search([term, { field: 'category_ids', value: String(category) }]);
    expect(inCategory.items.map((i: { id: number }) => i.id).sort()).toEqual([id('cheap'), id('middle')].sort());
    const priced = await search([term, { field: 'price.from', value: '10' }, { field: 'price.to', value: '22' }]);
    expect(priced.items.map((i: { id: number }) => i.id).sort()).toEqual([id('middle'), id('dear')].sort());

    const unknown = await t.anon.get(path([term, { field: 'price_dynamic_algorithm', value: 'nope' }]));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: '%1 was not found in algorithms', parameters: ['nope'] });

    const view = await search([{ field: 'category_ids', value: String(category) }], { request: 'catalog_view_container' });
    expect(view.items.map((i: { id: number }) => i.id).sort()).toEqual([id('cheap'), id('middle')].sort());
    expect(view.aggregations.bucket_names).toEqual(['category_bucket']);
  });

  it('answers advanced_search_container by SKU part and attribute text, without aggregations', async () => {
    const product = await make('advanced', {
      name: `${word}advanced Kettle`,
      custom_attributes: [{ attribute_code: 'description', value: 'stainless steel' }],
    });
    const bySku = await search([{ field: 'sku', value: product.sku.slice(2, 12) }], { request: 'advanced_search_container' });
    expect(bySku.items.map((i: { id: number }) => i.id)).toContain(id('advanced'));
    expect(bySku.aggregations).toEqual({ buckets: [], bucket_names: [] });
    const byText = await search(
      [
        { field: 'name', value: `${word}advanced` },
        { field: 'description', value: 'stainless' },
      ],
      { request: 'advanced_search_container' },
    );
    expect(byText.items.map((i: { id: number }) => i.id)).toEqual([id('advanced')]);
  });

  it('is open to guests, and answers 400 for an unknown, missing or empty request (Magento masks them as internal errors)', async () => {
    expect((await t.admin.get(path([{ field: 'search_term', value: `${word}rank` }]))).body.total_count).toBe(3);
    const unknown = await t.anon.get(path([{ field: 'search_term', value: 'x' }], { request: 'nope_container' }));
    expect(unknown).toMatchObject({ status: 400, body: { message: "Request name '%1' doesn't exist.", parameters: ['nope_container'] } });
    const missing = await t.anon.get(path([{ field: 'search_term', value: 'x' }], { request: null }));
    expect(missing).toMatchObject({ status: 400, body: { message: 'Request name not defined.' } });
    const empty = await t.anon.get(path([]));
    expect(empty).toMatchObject({ status: 400, body: { message: 'Request query and filters are not set' } });
    const noCriteria = await t.anon.get('/rest/V1/search');
    expect(noCriteria.status).toBe(400);
    expect(noCriteria.body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'searchCriteria' },
    });
  });
});
