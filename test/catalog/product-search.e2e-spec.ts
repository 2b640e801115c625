import { createProduct, uniqueSku } from '../support/app';
import { addCategory, CatalogApp, FilterSpec, listPath, startCatalogApp } from './support';

/** GET /V1/products?searchCriteria… (ProductRepositoryInterface::getList). */
describe('GET /V1/products with searchCriteria', () => {
  let t: CatalogApp;
  let prefix: string;
  const sku = (n: number) => `${prefix}-${n}`;
  /** Filter keeping this file's products only (other files share the database). */
  let mine: FilterSpec;

  beforeAll(async () => {
    t = await startCatalogApp();
    prefix = uniqueSku('search');
    mine = { field: 'sku', value: `${prefix}-%`, condition_type: 'like' };
    const rows: [number, string, number, string][] = [
      [1, 'Alpha Bag', 10, 'simple'],
      [2, 'Beta Bag', 20, 'simple'],
      [3, 'Gamma Shoe', 30, 'virtual'],
      [4, 'Delta Shoe', 40, 'simple'],
      [5, 'Epsilon Hat', 50, 'downloadable'],
    ];
    for (const [n, name, price, type_id] of rows) await createProduct(t.admin, { sku: sku(n), name, price, type_id });
  });
  afterAll(() => t.close());

  const list = async (criteria: Parameters<typeof listPath>[0], store = '') => {
    const res = await t.admin.get(listPath(criteria, store));
    expect(res.status).toBe(200);
    return res.body;
  };
  const skus = (body: { items: { sku: string }[] }) => body.items.map((i) => i.sku);
  const within = (...groups: FilterSpec[][]) => ({ groups: [[mine], ...groups] });

  it('filters with eq (the default condition) and answers the SearchResults shape', async () => {
    const res = await t.admin.get(listPath({ groups: [[{ field: 'sku', value: sku(2) }]] }));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['items', 'search_criteria', 'total_count']);
    expect(res.body.total_count).toBe(1);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toEqual((await t.admin.get(`/rest/V1/products/${sku(2)}`)).body);
    expect(res.body.search_criteria).toEqual({ filter_groups: [{ filters: [{ field: 'sku', value: sku(2), condition_type: 'eq' }] }] });
  });

  it('filters with like and % wildcards (case-insensitive)', async () => {
    expect(skus(await list(within([{ field: 'name', value: '%bag%', condition_type: 'like' }])))).toEqual([sku(1), sku(2)]);
    expect(skus(await list(within([{ field: 'name', value: 'Gamma%', condition_type: 'like' }])))).toEqual([sku(3)]);
    expect((await list({ groups: [[mine]] })).total_count).toBe(5);
  });

  it('filters with in on a comma-separated list', async () => {
    const body = await list({ groups: [[{ field: 'sku', value: `${sku(1)},${sku(4)},nope`, condition_type: 'in' }]] });
    expect(skus(body)).toEqual([sku(1), sku(4)]);
    expect(skus(await list(within([{ field: 'type_id', value: 'virtual,downloadable', condition_type: 'in' }])))).toEqual([sku(3), sku(5)]);
    expect(skus(await list(within([{ field: 'type_id', value: 'simple', condition_type: 'neq' }])))).toEqual([sku(3), sku(5)]);
  });

  it('compares prices with gt, lteq, gteq and lt', async () => {
    expect(skus(await list(within([{ field: 'price', value: '30', condition_type: 'gt' }])))).toEqual([sku(4), sku(5)]);
    expect(skus(await list(within([{ field: 'price', value: '20', condition_type: 'lteq' }])))).toEqual([sku(1), sku(2)]);
    expect(skus(await list(within([{ field: 'price', value: 40, condition_type: 'gteq' }])))).toEqual([sku(4), sku(5)]);
    expect(skus(await list(within([{ field: 'price', value: '10.5', condition_type: 'lt' }])))).toEqual([sku(1)]);
  });

  it('merges a from and a to filter on one field of a group into one range', async () => {
    const body = await list(
      within([
        { field: 'price', value: '20', condition_type: 'from' },
        { field: 'price', value: '40', condition_type: 'to' },
      ]),
    );
    expect(skus(body)).toEqual([sku(2), sku(3), sku(4)]);
  });

  it('ORs the filters inside a group and ANDs the groups', async () => {
    const or = await list(
      within([
        { field: 'name', value: 'Alpha Bag' },
        { field: 'price', value: '50', condition_type: 'eq' },
      ]),
    );
    expect(skus(or)).toEqual([sku(1), sku(5)]);

    const and = await list(
      within([{ field: 'name', value: '%Shoe', condition_type: 'like' }], [{ field: 'price', value: '35', condition_type: 'gt' }]),
    );
    expect(skus(and)).toEqual([sku(4)]);
  });

  it('sorts by sort_orders, ASC or DESC in any case, several fields in order', async () => {
    expect(skus(await list({ ...within(), sort: [{ field: 'price', direction: 'DESC' }] }))).toEqual([5, 4, 3, 2, 1].map(sku));
    expect(skus(await list({ ...within(), sort: [{ field: 'name', direction: 'asc' }] }))).toEqual([1, 2, 4, 5, 3].map(sku));
    const multi = await list({
      ...within(),
      sort: [
        { field: 'type_id', direction: 'ASC' },
        { field: 'price', direction: 'desc' },
      ],
    });
    expect(skus(multi)).toEqual([5, 4, 2, 1, 3].map(sku));
    expect(multi.search_criteria.sort_orders).toEqual([
      { field: 'type_id', direction: 'ASC' },
      { field: 'price', direction: 'DESC' },
    ]);
  });

  it('rejects a sort direction other than ASC or DESC', async () => {
    const res = await t.admin.get(listPath({ ...within(), sort: [{ field: 'price', direction: 'up' }] }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The sort order has to be specified as %1 for ascending order or %2 for descending order.',
      parameters: ['ASC', 'DESC'],
    });
  });

  it('pages with page_size and current_page; a page past the end is empty with total_count unchanged', async () => {
    const sort = [{ field: 'price', direction: 'ASC' }];
    const page2 = await list({ ...within(), sort, pageSize: 2, currentPage: 2 });
    expect(skus(page2)).toEqual([sku(3), sku(4)]);
    expect(page2.total_count).toBe(5);
    expect(page2.search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'sku', value: `${prefix}-%`, condition_type: 'like' }] }],
      sort_orders: [{ field: 'price', direction: 'ASC' }],
      page_size: 2,
      current_page: 2,
    });
    expect(skus(await list({ ...within(), sort, pageSize: 2, currentPage: 3 }))).toEqual([sku(5)]);
    const past = await list({ ...within(), sort, pageSize: 2, currentPage: 9 });
    expect(past.items).toEqual([]);
    expect(past.total_count).toBe(5);
    // A page below 1 is the first page; no page_size means every row.
    expect(skus(await list({ ...within(), sort, pageSize: 2, currentPage: 0 }))).toEqual([sku(1), sku(2)]);
    expect((await list({ ...within(), currentPage: 2 })).items).toHaveLength(5);
  });

  it('accepts camelCase keys (filterGroups, conditionType, sortOrders, pageSize, currentPage)', async () => {
    const q =
      `searchCriteria[filterGroups][0][filters][0][field]=sku` +
      `&searchCriteria[filterGroups][0][filters][0][value]=${encodeURIComponent(`${prefix}-%`)}` +
      `&searchCriteria[filterGroups][0][filters][0][conditionType]=like` +
      `&searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=DESC` +
      `&searchCriteria[pageSize]=2&searchCriteria[currentPage]=1`;
    const res = await t.admin.get(`/rest/V1/products?${q}`);
    expect(res.status).toBe(200);
    expect(skus(res.body)).toEqual([sku(5), sku(4)]);
    expect(res.body.total_count).toBe(5);
    expect(res.body.search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'sku', value: `${prefix}-%`, condition_type: 'like' }] }],
      sort_orders: [{ field: 'price', direction: 'DESC' }],
      page_size: 2,
      current_page: 1,
    });
  });

  it('echoes filter values as strings and only the parts that were given', async () => {
    const body = await list({ groups: [[mine], [{ field: 'price', value: 10, condition_type: 'eq' }]] });
    expect(body.search_criteria).toEqual({
      filter_groups: [
        { filters: [{ field: 'sku', value: `${prefix}-%`, condition_type: 'like' }] },
        { filters: [{ field: 'price', value: '10', condition_type: 'eq' }] },
      ],
    });
    expect(body.search_criteria).not.toHaveProperty('page_size');
    expect(body.search_criteria).not.toHaveProperty('sort_orders');
  });

  it('requires the searchCriteria argument; an empty one lists every product', async () => {
    const missing = await t.admin.get('/rest/V1/products');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'searchCriteria' },
    });

    const all = await t.admin.get('/rest/V1/products?searchCriteria=');
    expect(all.status).toBe(200);
    expect(all.body.search_criteria).toEqual({ filter_groups: [] });
    expect(all.body.total_count).toBeGreaterThanOrEqual(5);
    expect(all.body.items.map((i: { sku: string }) => i.sku)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5].map(sku)));
  });

  it('rejects a filter on an unknown field with 400', async () => {
    const res = await t.admin.get(listPath({ groups: [[{ field: 'no_such_field', value: '1' }]] }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid attribute name: %1', parameters: ['no_such_field'] });
  });

  it('filters on custom attributes of every backend type', async () => {
    await t.admin.post('/rest/all/V1/products', {
      product: { sku: sku(3), custom_attributes: [{ attribute_code: 'description', value: 'Waterproof shoe' }] },
    });
    expect(skus(await list(within([{ field: 'description', value: '%waterproof%', condition_type: 'like' }])))).toEqual([sku(3)]);
    expect(skus(await list(within([{ field: 'status', value: '1' }], [{ field: 'visibility', value: '4' }])))).toHaveLength(5);
    expect(skus(await list(within([{ field: 'description', value: '', condition_type: 'notnull' }])))).toEqual([sku(3)]);
  });

  it('filters category_id on membership, for products in several categories too', async () => {
    const shoes = await addCategory(t, `Shoes ${prefix}`);
    const sale = await addCategory(t, `Sale ${prefix}`);
    await t.admin.post('/rest/all/V1/products', {
      product: { sku: sku(3), extension_attributes: { category_links: [{ category_id: String(shoes) }, { category_id: String(sale) }] } },
    });
    await t.admin.post('/rest/all/V1/products', {
      product: { sku: sku(4), extension_attributes: { category_links: [{ category_id: String(shoes) }] } },
    });
    expect(skus(await list(within([{ field: 'category_id', value: shoes }])))).toEqual([sku(3), sku(4)]);
    expect(skus(await list(within([{ field: 'category_id', value: sale, condition_type: 'eq' }])))).toEqual([sku(3)]);
    expect(skus(await list(within([{ field: 'category_id', value: `${sale},${shoes}`, condition_type: 'in' }])))).toEqual([sku(3), sku(4)]);
    expect(skus(await list(within([{ field: 'category_id', value: shoes, condition_type: 'nin' }])))).toEqual([sku(1), sku(2), sku(5)]);
  });
});
