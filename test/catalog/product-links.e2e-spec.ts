import { createProduct, uniqueSku } from '../support/app';
import { CatalogApp, PRODUCT_NOT_FOUND, startCatalogApp } from './support';

const LINKED_DATA_INVALID = { message: 'The linked products data is invalid. Verify the data and try again.' };
const LINK_FIELDS = ['sku', 'link_type', 'linked_product_sku', 'linked_product_type', 'position'];

/** Related, cross-sell and up-sell links: link types, the link routes and `product_links` on product save and read. */
describe('product links', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp();
  });
  afterAll(() => t.close());

  /** Products named by role; answers their SKUs. */
  async function products(...roles: string[]): Promise<Record<string, string>> {
    const skus: Record<string, string> = {};
    for (const role of roles) {
      skus[role] = uniqueSku(`link-${role}`);
      await createProduct(t.admin, { sku: skus[role], type_id: role.startsWith('virtual') ? 'virtual' : 'simple' });
    }
    return skus;
  }

  const linksOf = async (sku: string, type: string) => (await t.admin.get(`/rest/V1/products/${sku}/links/${type}`)).body;
  const linkCount = async (sku: string): Promise<number> =>
    (
      await t.ds.query(
        `SELECT count(*)::int AS n FROM catalog_product_link l JOIN catalog_product_entity e ON e.entity_id = l.product_id
         WHERE e.sku = $1`,
        [sku],
      )
    )[0].n;
  const brief = (links: { linked_product_sku: string; position: number }[]) => links.map((l) => [l.linked_product_sku, l.position]);

  describe('link types', () => {
    it("lists related, crosssell, upsell and associated with their codes, in Magento's order", async () => {
      const res = await t.admin.get('/rest/V1/products/links/types');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { code: 1, name: 'related' },
        { code: 5, name: 'crosssell' },
        { code: 4, name: 'upsell' },
        { code: 3, name: 'associated' },
      ]);
      expect(Object.keys(res.body[0])).toEqual(['code', 'name']);
    });

    it("answers each type's attributes (position), and none for a type it does not know", async () => {
      for (const type of ['related', 'crosssell', 'upsell']) {
        expect((await t.admin.get(`/rest/V1/products/links/${type}/attributes`)).body).toEqual([{ code: 'position', type: 'int' }]);
      }
      const unknown = await t.admin.get('/rest/V1/products/links/no_such_type/attributes');
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual([]);
    });

    it('needs Magento_Catalog::catalog', async () => {
      expect((await t.anon.get('/rest/V1/products/links/types')).status).toBe(401);
    });
  });

  describe('POST /V1/products/:sku/links (setProductLinks) and GET /V1/products/:sku/links/:type', () => {
    it("sets links with their positions and answers them in ProductLinkInterface's shape, by position", async () => {
      const s = await products('main', 'a', 'virtual-b');
      const res = await t.admin.post(`/rest/V1/products/${s.main}/links`, {
        items: [
          { sku: s.main, link_type: 'related', linked_product_sku: s.a, position: 2 },
          { sku: s.main, link_type: 'related', linked_product_sku: s['virtual-b'], position: 1, extension_attributes: { qty: 1 } },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);

      const got = await t.admin.get(`/rest/V1/products/${s.main}/links/related`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual([
        { sku: s.main, link_type: 'related', linked_product_sku: s['virtual-b'], linked_product_type: 'virtual', position: 1 },
        { sku: s.main, link_type: 'related', linked_product_sku: s.a, linked_product_type: 'simple', position: 2 },
      ]);
      expect(Object.keys(got.body[0])).toEqual(LINK_FIELDS);
      expect(await linksOf(s.main, 'upsell')).toEqual([]);
    });

    it("numbers a type's links 1..n in the order sent when one of them has no position", async () => {
      const s = await products('main', 'a', 'b', 'c');
      await t.admin.post(`/rest/V1/products/${s.main}/links`, {
        items: [
          { link_type: 'crosssell', linked_product_sku: s.c, position: 9 },
          { link_type: 'crosssell', linked_product_sku: s.a },
          { link_type: 'crosssell', linked_product_sku: s.b },
        ],
      });
      expect(brief(await linksOf(s.main, 'crosssell'))).toEqual([
        [s.c, 1],
        [s.a, 2],
        [s.b, 3],
      ]);
    });

    it('replaces the links of the types sent and keeps the other types; no items change nothing', async () => {
      const s = await products('main', 'a', 'b', 'c');
      await t.admin.post(`/rest/V1/products/${s.main}/links`, {
        items: [
          { link_type: 'related', linked_product_sku: s.a, position: 1 },
          { link_type: 'related', linked_product_sku: s.b, position: 2 },
        ],
      });
      await t.admin.post(`/rest/V1/products/${s.main}/links`, { items: [{ link_type: 'upsell', linked_product_sku: s.c, position: 4 }] });
      expect(brief(await linksOf(s.main, 'related'))).toEqual([
        [s.a, 1],
        [s.b, 2],
      ]);
      expect(brief(await linksOf(s.main, 'upsell'))).toEqual([[s.c, 4]]);

      await t.admin.post(`/rest/V1/products/${s.main}/links`, { items: [{ link_type: 'related', linked_product_sku: s.c, position: 5 }] });
      expect(brief(await linksOf(s.main, 'related'))).toEqual([[s.c, 5]]);
      expect(brief(await linksOf(s.main, 'upsell'))).toEqual([[s.c, 4]]);

      const none = await t.admin.post(`/rest/V1/products/${s.main}/links`, { items: [] });
      expect(none.status).toBe(200);
      expect(await linkCount(s.main)).toBe(2);
    });

    it('refuses a missing or unknown link type before anything else, writing nothing', async () => {
      const s = await products('main', 'a');
      const missing = await t.admin.post(`/rest/V1/products/${s.main}/links`, { items: [{ linked_product_sku: s.a }] });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'linkType' } });

      const unknown = await t.admin.post(`/rest/V1/products/no-such-${s.main}/links`, {
        items: [
          { link_type: 'related', linked_product_sku: s.a },
          { link_type: 'no_such_type', linked_product_sku: s.a },
        ],
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        message: 'The "%1" link type wasn\'t found. Verify the type and try again.',
        parameters: ['no_such_type'],
      });
      expect(await linkCount(s.main)).toBe(0);
    });

    it('answers 404 for an unknown product and invalid link data for an unknown linked SKU, writing nothing', async () => {
      const s = await products('main', 'a', 'b');
      await t.admin.post(`/rest/V1/products/${s.main}/links`, { items: [{ link_type: 'related', linked_product_sku: s.a, position: 1 }] });

      const product = await t.admin.post(`/rest/V1/products/no-such-${s.main}/links`, {
        items: [{ link_type: 'related', linked_product_sku: s.a }],
      });
      expect(product.status).toBe(404);
      expect(product.body).toEqual(PRODUCT_NOT_FOUND);

      const linked = await t.admin.post(`/rest/V1/products/${s.main}/links`, {
        items: [
          { link_type: 'related', linked_product_sku: s.b, position: 1 },
          { link_type: 'related', linked_product_sku: `no-such-${s.b}`, position: 2 },
        ],
      });
      expect(linked.status).toBe(400);
      expect(linked.body).toEqual(LINKED_DATA_INVALID);
      expect(brief(await linksOf(s.main, 'related'))).toEqual([[s.a, 1]]);
    });

    it("GET answers Magento's errors for an unknown type (checked first) and an unknown product", async () => {
      const s = await products('main');
      const type = await t.admin.get(`/rest/V1/products/no-such-${s.main}/links/bogus`);
      expect(type.status).toBe(404);
      expect(type.body).toEqual({ message: 'The "%1" link type is unknown. Verify the type and try again.', parameters: ['bogus'] });
      const product = await t.admin.get(`/rest/V1/products/no-such-${s.main}/links/related`);
      expect(product.status).toBe(404);
      expect(product.body).toEqual(PRODUCT_NOT_FOUND);
    });

    it('rejects properties ProductLinkInterface does not have', async () => {
      const s = await products('main', 'a');
      const res = await t.admin.post(`/rest/V1/products/${s.main}/links`, {
        items: [{ link_type: 'related', linked_product_sku: s.a, rank: 1 }],
      });
      expect(res.status).toBe(400);
      expect(await linkCount(s.main)).toBe(0);
    });
  });

  describe('PUT /V1/products/:sku/links (save one link) and DELETE /V1/products/:sku/links/:type/:linkedProductSku', () => {
    it('adds one link, moves it, keeps the others, and deletes it', async () => {
      const s = await products('main', 'a', 'b');
      await t.admin.post(`/rest/V1/products/${s.main}/links`, {
        items: [{ link_type: 'crosssell', linked_product_sku: s.a, position: 1 }],
      });

      const added = await t.admin.put(`/rest/V1/products/${s.main}/links`, {
        entity: { link_type: 'crosssell', linked_product_sku: s.b, position: 7 },
      });
      expect(added.status).toBe(200);
      expect(added.body).toBe(true);
      expect(brief(await linksOf(s.main, 'crosssell'))).toEqual([
        [s.a, 1],
        [s.b, 7],
      ]);

      // The path's SKU wins over the entity's, as on every PUT with an id in the path.
      await t.admin.put(`/rest/V1/products/${s.main}/links`, { entity: { sku: s.a, link_type: 'crosssell', linked_product_sku: s.b } });
      expect(brief(await linksOf(s.main, 'crosssell'))).toEqual([
        [s.b, 0],
        [s.a, 1],
      ]);
      expect(await linkCount(s.a)).toBe(0);

      const deleted = await t.admin.delete(`/rest/V1/products/${s.main}/links/crosssell/${s.b}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toBe(true);
      expect(brief(await linksOf(s.main, 'crosssell'))).toEqual([[s.a, 1]]);

      const again = await t.admin.delete(`/rest/V1/products/${s.main}/links/crosssell/${s.b}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: "Product %1 doesn't have linked %2 as %3", parameters: [s.main, s.b, 'crosssell'] });
    });

    it('PUT: 404 for an unknown linked product or product, invalid data for an unknown type, writing nothing', async () => {
      const s = await products('main', 'a');
      const linked = await t.admin.put(`/rest/V1/products/${s.main}/links`, {
        entity: { link_type: 'related', linked_product_sku: 'no-such-linked' },
      });
      expect(linked.status).toBe(404);
      expect(linked.body).toEqual(PRODUCT_NOT_FOUND);
      const product = await t.admin.put(`/rest/V1/products/no-such-${s.main}/links`, {
        entity: { link_type: 'related', linked_product_sku: s.a },
      });
      expect(product.status).toBe(404);
      const type = await t.admin.put(`/rest/V1/products/${s.main}/links`, {
        entity: { link_type: 'no_such_type', linked_product_sku: s.a },
      });
      expect(type.status).toBe(400);
      expect(type.body).toEqual(LINKED_DATA_INVALID);
      expect(await linkCount(s.main)).toBe(0);
    });

    it("DELETE: Magento's errors for an unknown type and an unknown product", async () => {
      const s = await products('main', 'a');
      const type = await t.admin.delete(`/rest/V1/products/${s.main}/links/bogus/${s.a}`);
      expect(type.status).toBe(404);
      expect(type.body).toEqual({ message: 'The "%1" link type is unknown. Verify the type and try again.', parameters: ['bogus'] });
      const product = await t.admin.delete(`/rest/V1/products/no-such-${s.main}/links/related/${s.a}`);
      expect(product.status).toBe(404);
      expect(product.body).toEqual(PRODUCT_NOT_FOUND);
    });
  });

  describe('product_links on product save and read', () => {
    it('saves product_links with the product and answers them on save, GET and the product list', async () => {
      const s = await products('a', 'virtual-b');
      const sku = uniqueSku('link-main');
      const created = await createProduct(t.admin, {
        sku,
        product_links: [
          { sku, link_type: 'upsell', linked_product_sku: s['virtual-b'], linked_product_type: 'virtual', position: 0 },
          { sku, link_type: 'related', linked_product_sku: s.a, position: 3 },
        ],
      });
      const expected = [
        { sku, link_type: 'related', linked_product_sku: s.a, linked_product_type: 'simple', position: 3 },
        { sku, link_type: 'upsell', linked_product_sku: s['virtual-b'], linked_product_type: 'virtual', position: 0 },
      ];
      expect(created.product_links).toEqual(expected);
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.product_links).toEqual(expected);

      const list = await t.admin.get(
        `/rest/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku` +
          `&searchCriteria[filter_groups][0][filters][0][value]=${sku},${s.a}` +
          `&searchCriteria[filter_groups][0][filters][0][condition_type]=in`,
      );
      expect(list.status).toBe(200);
      const bySku = Object.fromEntries(list.body.items.map((p: { sku: string; product_links: unknown[] }) => [p.sku, p.product_links]));
      expect(bySku).toEqual({ [sku]: expected, [s.a]: [] });
    });

    it("replaces all links when product_links is sent (Magento's link save handler), keeps them if absent; [] removes them", async () => {
      const s = await products('a', 'b', 'c');
      const sku = uniqueSku('link-main');
      await createProduct(t.admin, {
        sku,
        product_links: [
          { link_type: 'related', linked_product_sku: s.a },
          { link_type: 'related', linked_product_sku: s.b },
          { link_type: 'crosssell', linked_product_sku: s.c, position: 2 },
        ],
      });
      expect(brief(await linksOf(sku, 'related'))).toEqual([
        [s.a, 1],
        [s.b, 2],
      ]);

      const replaced = await t.admin.put(`/rest/all/V1/products/${sku}`, {
        product: { product_links: [{ link_type: 'related', linked_product_sku: s.c, position: 1 }] },
      });
      expect(replaced.status).toBe(200);
      expect(brief(replaced.body.product_links)).toEqual([[s.c, 1]]);
      expect(replaced.body.product_links.map((l: { link_type: string }) => l.link_type)).toEqual(['related']);

      const untouched = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { name: 'Renamed' } });
      expect(untouched.body.product_links).toHaveLength(1);

      const cleared = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { product_links: [] } });
      expect(cleared.status).toBe(200);
      expect(cleared.body.product_links).toEqual([]);
      expect(await linkCount(sku)).toBe(0);
    });

    it('refuses an unknown linked SKU (404) or link type (400), writing nothing of the product', async () => {
      const s = await products('a');
      const sku = uniqueSku('link-main');
      await createProduct(t.admin, {
        sku,
        name: 'Before',
        product_links: [{ link_type: 'related', linked_product_sku: s.a, position: 1 }],
      });

      const missing = `no-such-${s.a}`;
      const linked = await t.admin.put(`/rest/all/V1/products/${sku}`, {
        product: { name: 'After', product_links: [{ link_type: 'upsell', linked_product_sku: missing }] },
      });
      expect(linked.status).toBe(404);
      expect(linked.body).toEqual({ message: 'The Product with the "%1" SKU doesn\'t exist.', parameters: [missing] });

      const type = await t.admin.put(`/rest/all/V1/products/${sku}`, {
        product: { name: 'After', product_links: [{ link_type: 'no_such_type', linked_product_sku: s.a }] },
      });
      expect(type.status).toBe(400);
      expect(type.body).toEqual(LINKED_DATA_INVALID);

      const fresh = uniqueSku('link-new');
      const create = await t.admin.post('/rest/V1/products', {
        product: {
          sku: fresh,
          name: 'New',
          price: 1,
          attribute_set_id: 4,
          product_links: [{ link_type: 'related', linked_product_sku: missing }],
        },
      });
      expect(create.status).toBe(404);
      expect((await t.admin.get(`/rest/V1/products/${fresh}`)).status).toBe(404);

      const product = (await t.admin.get(`/rest/V1/products/${sku}`)).body;
      expect(product.name).toBe('Before');
      expect(brief(product.product_links)).toEqual([[s.a, 1]]);
    });

    it("a link route's write shows at once in the (cached) product GET", async () => {
      const s = await products('main', 'a');
      expect((await t.admin.get(`/rest/V1/products/${s.main}`)).body.product_links).toEqual([]);
      await t.admin.put(`/rest/V1/products/${s.main}/links`, { entity: { link_type: 'upsell', linked_product_sku: s.a, position: 2 } });
      expect(brief((await t.admin.get(`/rest/V1/products/${s.main}`)).body.product_links)).toEqual([[s.a, 2]]);
      await t.admin.delete(`/rest/V1/products/${s.main}/links/upsell/${s.a}`);
      expect((await t.admin.get(`/rest/V1/products/${s.main}`)).body.product_links).toEqual([]);
    });

    it('deleting a linked product removes the links to it; deleting the product removes its own', async () => {
      const s = await products('main', 'a', 'b');
      await t.admin.post(`/rest/V1/products/${s.main}/links`, {
        items: [
          { link_type: 'related', linked_product_sku: s.a, position: 1 },
          { link_type: 'related', linked_product_sku: s.b, position: 2 },
        ],
      });
      await t.admin.post(`/rest/V1/products/${s.b}/links`, { items: [{ link_type: 'related', linked_product_sku: s.a, position: 1 }] });
      // Read once so the product sits in the cache the delete must empty.
      expect((await t.admin.get(`/rest/V1/products/${s.main}`)).body.product_links).toHaveLength(2);

      expect((await t.admin.delete(`/rest/V1/products/${s.a}`)).status).toBe(200);
      expect(brief((await t.admin.get(`/rest/V1/products/${s.main}`)).body.product_links)).toEqual([[s.b, 2]]);
      expect(await linkCount(s.b)).toBe(0);

      expect((await t.admin.delete(`/rest/V1/products/${s.main}`)).status).toBe(200);
      expect(await linkCount(s.main)).toBe(0);
    });
  });

  describe('asynchronously', () => {
    it('schedules setProductLinks on its topic, and refuses bad input before scheduling', async () => {
      const s = await products('main', 'a');
      const res = await t.admin.post(`/rest/all/async/V1/products/${s.main}/links`, {
        items: [{ link_type: 'related', linked_product_sku: s.a }],
      });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ request_items: [{ id: 0, status: 'accepted' }], errors: false });
      const status = await t.admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/status`);
      expect(status.body.description).toBe('async.magento.catalog.api.productlinkmanagementinterface.setproductlinks.post');

      const bad = await t.admin.post(`/rest/all/async/V1/products/${s.main}/links`, { items: [{ link_type: 'related', rank: 1 }] });
      expect(bad.status).toBe(400);
    });
  });
});
