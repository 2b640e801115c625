import { createProduct, uniqueSku } from '../support/app';
import { addWebsite, CatalogApp, listPath, PRODUCT_NOT_FOUND, startCatalogApp } from './support';

/** ProductWebsiteLinkRepositoryInterface: assigning products to websites and taking them out. */
describe('product websites', () => {
  let t: CatalogApp;
  let second: { websiteId: number; storeId: number; storeCode: string };
  beforeAll(async () => {
    // A database of its own: the file adds a website.
    t = await startCatalogApp('product_websites');
    second = await addWebsite(t, 'links_second');
  });
  afterAll(() => t.close());

  /** A product created through the default store view, so in website 1 only. */
  async function product(): Promise<string> {
    const sku = uniqueSku('web');
    const created = await createProduct(t.admin, { sku });
    expect(created.extension_attributes.website_ids).toEqual([1]);
    return sku;
  }

  const websiteIds = async (sku: string) => (await t.admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.website_ids;
  // The website filter, narrowed to the SKU asked about (a page holds at most 300 products).
  const inWebsite = async (websiteId: number, sku: string) =>
    (await t.admin.get(listPath({ groups: [[{ field: 'website_id', value: websiteId }], [{ field: 'sku', value: sku }]] }))).body.items.map(
      (p: { sku: string }) => p.sku,
    );
  const storedWebsites = async (sku: string): Promise<number[]> =>
    (
      await t.ds.query(
        `SELECT w.website_id FROM catalog_product_website w JOIN catalog_product_entity e ON e.entity_id = w.product_id WHERE e.sku = $1
         ORDER BY 1`,
        [sku],
      )
    ).map((r: { website_id: number }) => r.website_id);

  it("POST assigns the product to a website: product GET, the website filter and the website's store view see it", async () => {
    const sku = await product();
    const updatedAt = (await t.admin.get(`/rest/V1/products/${sku}`)).body.updated_at;
    expect(await inWebsite(second.websiteId, sku)).not.toContain(sku);

    const res = await t.admin.post(`/rest/V1/products/${sku}/websites`, { productWebsiteLink: { sku, website_id: second.websiteId } });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await websiteIds(sku)).toEqual([1, second.websiteId]);
    expect(await inWebsite(second.websiteId, sku)).toContain(sku);
    const inStore = await t.admin.get(listPath({ groups: [[{ field: 'sku', value: sku }]] }, second.storeCode));
    expect(inStore.body.items.map((p: { sku: string }) => p.sku)).toEqual([sku]);
    expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.updated_at >= updatedAt).toBe(true);

    const again = await t.admin.post(`/rest/V1/products/${sku}/websites`, { productWebsiteLink: { sku, website_id: second.websiteId } });
    expect(again.status).toBe(200);
    expect(again.body).toBe(true);
    expect(await storedWebsites(sku)).toEqual([1, second.websiteId]);
  });

  it('PUT assigns too, the path naming the product', async () => {
    const sku = await product();
    const res = await t.admin.put(`/rest/V1/products/${sku}/websites`, { productWebsiteLink: { website_id: second.websiteId } });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await websiteIds(sku)).toEqual([1, second.websiteId]);
  });

  it('POST assigns the product the link names (Magento reads the SKU from productWebsiteLink)', async () => {
    const named = await product();
    const other = await product();
    await t.admin.post(`/rest/V1/products/${other}/websites`, { productWebsiteLink: { sku: named, website_id: second.websiteId } });
    expect(await websiteIds(named)).toEqual([1, second.websiteId]);
    expect(await websiteIds(other)).toEqual([1]);
  });

  it('DELETE unassigns the product from the website; unassigning it again changes nothing', async () => {
    const sku = await product();
    await t.admin.post(`/rest/V1/products/${sku}/websites`, { productWebsiteLink: { sku, website_id: second.websiteId } });
    expect(await inWebsite(second.websiteId, sku)).toContain(sku);

    const res = await t.admin.delete(`/rest/V1/products/${sku}/websites/${second.websiteId}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await websiteIds(sku)).toEqual([1]);
    expect(await inWebsite(second.websiteId, sku)).not.toContain(sku);

    const again = await t.admin.delete(`/rest/V1/products/${sku}/websites/${second.websiteId}`);
    expect(again.status).toBe(200);
    expect(await websiteIds(sku)).toEqual([1]);

    await t.admin.delete(`/rest/V1/products/${sku}/websites/1`);
    expect(await websiteIds(sku)).toEqual([]);
    expect(await inWebsite(1, sku)).not.toContain(sku);
  });

  it("refuses a missing website (or 0) and an unknown one with Magento's messages, writing nothing", async () => {
    const sku = await product();
    for (const link of [{ sku }, { sku, website_id: 0 }]) {
      const res = await t.admin.post(`/rest/V1/products/${sku}/websites`, { productWebsiteLink: link });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'There are not websites for assign to product' });
    }
    const id = (await t.admin.get(`/rest/V1/products/${sku}`)).body.id;
    const unknown = await t.admin.post(`/rest/V1/products/${sku}/websites`, { productWebsiteLink: { sku, website_id: 999 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'Could not assign product "%1" to websites "%2"', parameters: [String(id), 999] });
    expect(await storedWebsites(sku)).toEqual([1]);
  });

  it('answers 404 for an unknown product, and 400 for a website id that is not a number', async () => {
    const missing = uniqueSku('web-missing');
    const save = await t.admin.post(`/rest/V1/products/${missing}/websites`, { productWebsiteLink: { sku: missing, website_id: 1 } });
    expect(save.status).toBe(404);
    expect(save.body).toEqual(PRODUCT_NOT_FOUND);
    const del = await t.admin.delete(`/rest/V1/products/${missing}/websites/1`);
    expect(del.status).toBe(404);
    expect(del.body).toEqual(PRODUCT_NOT_FOUND);

    const sku = await product();
    expect((await t.admin.delete(`/rest/V1/products/${sku}/websites/abc`)).status).toBe(400);
  });

  it('needs Magento_Catalog::products', async () => {
    const sku = await product();
    const res = await t.anon.post(`/rest/V1/products/${sku}/websites`, { productWebsiteLink: { sku, website_id: second.websiteId } });
    expect(res.status).toBe(401);
    expect(await storedWebsites(sku)).toEqual([1]);
  });

  it('runs as a bulk: one operation per element, refused elements before anything is scheduled', async () => {
    const sku = await product();
    const res = await t.admin.post('/rest/all/async/bulk/V1/products/bySku/websites', [
      { sku, productWebsiteLink: { sku, website_id: second.websiteId } },
    ]);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ request_items: [{ id: 0, status: 'accepted' }], errors: false });
    const status = await t.admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/status`);
    expect(status.body.description).toBe('async.magento.catalog.api.productwebsitelinkrepositoryinterface.save.post');

    const bad = await t.admin.post('/rest/all/async/bulk/V1/products/bySku/websites', [
      { sku, productWebsiteLink: { sku, website_id: second.websiteId } },
      { sku, productWebsiteLink: { sku, website: 1 } },
    ]);
    expect(bad.status).toBe(400);
  });
});
