import { createProduct, uniqueSku } from '../support/app';
import { addStoreView, CatalogApp, DATE_TIME, phpQuery, startCatalogApp } from './support';

/**
 * Categories over HTTP (Magento_Catalog's category routes): repository CRUD with per-store values,
 * the tree, moves, searchCriteria lists and product assignments. A private database, since the
 * tests reshape the category tree and add a store view.
 */
describe('categories', () => {
  let t: CatalogApp;

  beforeAll(async () => {
    t = await startCatalogApp('categories');
    await addStoreView(t, 'catstore');
  });
  afterAll(() => t.close());

  const create = async (category: Record<string, unknown>) => {
    const res = await t.admin.post('/rest/V1/categories', { category });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('reads the default category as Magento answers it', async () => {
    const res = await t.admin.get('/rest/V1/categories/2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 2,
      parent_id: 1,
      name: 'Default Category',
      is_active: true,
      level: 1,
      path: '1/2',
      include_in_menu: true,
      available_sort_by: [],
    });
    expect(res.body.created_at).toMatch(DATE_TIME);
    expect(res.body.custom_attributes).toEqual(expect.arrayContaining([{ attribute_code: 'path', value: '1/2' }]));
  });

  it('answers 404 with Magento’s message for an unknown id', async () => {
    const res = await t.admin.get('/rest/V1/categories/999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'id', fieldValue: 999999 },
    });
  });

  it('creates a category under the default category with derived path, level, position and defaults', async () => {
    const a = await create({ name: 'Alpha', is_active: true, custom_attributes: [{ attribute_code: 'description', value: 'First' }] });
    expect(a).toMatchObject({
      parent_id: 2,
      name: 'Alpha',
      is_active: true,
      level: 2,
      path: `1/2/${a.id}`,
      include_in_menu: true,
      children: '',
    });
    expect(a.custom_attributes).toEqual(
      expect.arrayContaining([
        { attribute_code: 'description', value: 'First' },
        { attribute_code: 'is_anchor', value: '1' },
      ]),
    );
    const b = await create({ name: 'Beta', parent_id: a.id, available_sort_by: ['name', 'price'], include_in_menu: false });
    expect(b).toMatchObject({
      parent_id: a.id,
      level: 3,
      path: `1/2/${a.id}/${b.id}`,
      position: 1,
      available_sort_by: ['name', 'price'],
      include_in_menu: false,
    });
    const parent = (await t.admin.get(`/rest/V1/categories/${a.id}`)).body;
    expect(parent.children).toBe(String(b.id));
    expect(parent.custom_attributes).toEqual(expect.arrayContaining([{ attribute_code: 'children_count', value: '1' }]));
  });

  it('refuses a category without name, and an unknown parent', async () => {
    const noName = await t.admin.post('/rest/V1/categories', { category: { is_active: true } });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({
      message: 'Could not save category: %1',
      parameters: ['The "name" attribute is required. Enter and try again.'],
    });
    const noParent = await t.admin.post('/rest/V1/categories', { category: { name: 'Orphan', parent_id: 888888 } });
    expect(noParent.status).toBe(404);
    expect(noParent.body.parameters).toEqual({ fieldName: 'id', fieldValue: 888888 });
    const unknownField = await t.admin.post('/rest/V1/categories', { category: { name: 'X', colour: 'red' } });
    expect(unknownField.status).toBe(400);
  });

  it('updates defaults through `all` and store-view overrides through a store code', async () => {
    const c = await create({ name: 'Scoped' });
    const all = await t.admin.put(`/rest/all/V1/categories/${c.id}`, { category: { name: 'Scoped default', is_active: false } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ id: c.id, name: 'Scoped default', is_active: false });
    const view = await t.admin.put(`/rest/catstore/V1/categories/${c.id}`, { category: { name: 'Scoped in view', is_active: true } });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ name: 'Scoped in view', is_active: true });
    expect((await t.admin.get(`/rest/all/V1/categories/${c.id}`)).body).toMatchObject({ name: 'Scoped default', is_active: false });
    expect((await t.admin.get(`/rest/catstore/V1/categories/${c.id}`)).body).toMatchObject({ name: 'Scoped in view', is_active: true });
    const stored = await t.ds.query(
      `SELECT store_id, value FROM catalog_category_entity_varchar v JOIN eav_attribute a USING (attribute_id) WHERE v.entity_id = $1
       AND a.attribute_code = 'name'`,
      [c.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].value).toBe('Scoped in view');
  });

  it('returns the tree from the default root, with depth and an explicit root', async () => {
    const top = await create({ name: 'Tree top' });
    const mid = await create({ name: 'Tree mid', parent_id: top.id });
    await create({ name: 'Tree leaf', parent_id: mid.id });
    const tree = (await t.admin.get('/rest/V1/categories')).body;
    expect(tree).toMatchObject({ id: 2, parent_id: 1, name: 'Default Category', level: 1, product_count: 0 });
    const node = tree.children_data.find((n: { id: number }) => n.id === top.id);
    expect(node.children_data[0]).toMatchObject({
      id: mid.id,
      level: 3,
      children_data: [expect.objectContaining({ name: 'Tree leaf', children_data: [] })],
    });
    const shallow = (await t.admin.get(`/rest/V1/categories?rootCategoryId=${top.id}&depth=1`)).body;
    expect(shallow).toMatchObject({ id: top.id, children_data: [{ id: mid.id, children_data: [] }] });
    const missing = await t.admin.get('/rest/V1/categories?rootCategoryId=777777');
    expect(missing.status).toBe(404);
  });

  it('moves a category with its subtree, after a sibling, and refuses a move into its own child', async () => {
    const left = await create({ name: 'Left' });
    const right = await create({ name: 'Right' });
    const r1 = await create({ name: 'R1', parent_id: right.id });
    const r2 = await create({ name: 'R2', parent_id: right.id });
    const child = await create({ name: 'Child', parent_id: left.id });
    const grand = await create({ name: 'Grand', parent_id: child.id });

    const moved = await t.admin.put(`/rest/V1/categories/${child.id}/move`, { parentId: right.id, afterId: r1.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toBe(true);
    expect((await t.admin.get(`/rest/V1/categories/${right.id}`)).body.children).toBe(`${r1.id},${child.id},${r2.id}`);
    expect((await t.admin.get(`/rest/V1/categories/${grand.id}`)).body).toMatchObject({
      path: `1/2/${right.id}/${child.id}/${grand.id}`,
      level: 4,
    });
    const counts = await t.ds.query(
      `SELECT entity_id, children_count FROM catalog_category_entity WHERE entity_id = ANY($1) ORDER BY entity_id`,
      [[left.id, right.id]],
    );
    expect(counts).toEqual([
      { entity_id: left.id, children_count: 0 },
      { entity_id: right.id, children_count: 4 },
    ]);

    const intoChild = await t.admin.put(`/rest/V1/categories/${right.id}/move`, { parentId: grand.id });
    expect(intoChild.status).toBe(400);
    expect(intoChild.body.message).toBe('Operation do not allow to move a parent category to any of children category');
  });

  it('deletes a category with its subtree; the roots cannot be deleted', async () => {
    const doomed = await create({ name: 'Doomed' });
    const sub = await create({ name: 'Doomed sub', parent_id: doomed.id });
    const res = await t.admin.delete(`/rest/V1/categories/${doomed.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await t.admin.get(`/rest/V1/categories/${sub.id}`)).status).toBe(404);
    for (const id of [1, 2]) {
      const root = await t.admin.delete(`/rest/V1/categories/${id}`);
      expect(root.status).toBe(400);
      expect(root.body).toMatchObject({ message: 'Cannot delete category with id %1', parameters: [id] });
    }
    expect((await t.admin.delete('/rest/V1/categories/999999')).status).toBe(404);
  });

  it('lists categories with searchCriteria on columns and store values', async () => {
    const tag = `List-${Date.now()}`;
    await create({ name: `${tag} one`, is_active: true });
    await create({ name: `${tag} two`, is_active: false });
    const like = { filters: [{ field: 'name', value: `${tag}%`, condition_type: 'like' }] };
    const list = (searchCriteria: Record<string, unknown>) => t.admin.get(`/rest/V1/categories/list?${phpQuery({ searchCriteria })}`);
    const res = await list({ filter_groups: [like], sort_orders: [{ field: 'name', direction: 'DESC' }] });
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(2);
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual([`${tag} two`, `${tag} one`]);
    const active = await list({ filter_groups: [like, { filters: [{ field: 'is_active', value: '1' }] }] });
    expect(active.body.items.map((i: { name: string }) => i.name)).toEqual([`${tag} one`]);
  });

  it('assigns products with positions, lists and removes them', async () => {
    const cat = await create({ name: 'With products' });
    const sku = uniqueSku('cat-link');
    await createProduct(t.admin, { sku });
    const add = await t.admin.post(`/rest/V1/categories/${cat.id}/products`, {
      productLink: { sku, position: 3, category_id: String(cat.id) },
    });
    expect(add.status).toBe(200);
    expect(add.body).toBe(true);
    expect((await t.admin.put(`/rest/V1/categories/${cat.id}/products`, { productLink: { sku, position: 7 } })).status).toBe(200);
    const links = await t.admin.get(`/rest/V1/categories/${cat.id}/products`);
    expect(links.body).toEqual([{ sku, position: 7, category_id: String(cat.id) }]);
    const product = await t.admin.get(`/rest/all/V1/products/${sku}`);
    expect(product.body.extension_attributes.category_links).toEqual([
      expect.objectContaining({ category_id: String(cat.id), position: 7 }),
    ]);
    expect((await t.admin.get(`/rest/V1/categories?rootCategoryId=${cat.id}`)).body.product_count).toBe(1);

    const unknown = await t.admin.post(`/rest/V1/categories/${cat.id}/products`, { productLink: { sku: 'no-such-sku-x', position: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("The product that was requested doesn't exist. Verify the product and try again.");

    const del = await t.admin.delete(`/rest/V1/categories/${cat.id}/products/${sku}`);
    expect(del.status).toBe(200);
    expect(del.body).toBe(true);
    const again = await t.admin.delete(`/rest/V1/categories/${cat.id}/products/${sku}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("The category doesn't contain the specified product.");
    expect((await t.admin.get(`/rest/V1/categories/${cat.id}/products`)).body).toEqual([]);
  });

  it('requires the categories ACL resource', async () => {
    expect((await t.anon.get('/rest/V1/categories/2')).status).toBe(401);
  });
});
