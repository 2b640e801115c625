import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { createCustomer } from '../support/customers';

const NO_SUCH = 'No such entity with %fieldName = %fieldValue';

/** Customer groups over HTTP (own database: the default group is configuration). */
describe('customer groups', () => {
  let t: TestApp;
  let admin: Client;
  let anon: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('groups');
    admin = await adminClient(t);
    anon = new Client(t.base);
  });
  afterAll(() => t.close());

  it('answers the seeded groups with their tax class', async () => {
    const res = await admin.get('/rest/V1/customerGroups/1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 1, code: 'General', tax_class_id: 3, tax_class_name: 'Retail Customer' });
    expect((await admin.get('/rest/V1/customerGroups/0')).body).toMatchObject({ id: 0, code: 'NOT LOGGED IN' });
  });

  it("404s an unknown group with Magento's message", async () => {
    const res = await admin.get('/rest/V1/customerGroups/999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: NO_SUCH, parameters: { fieldName: 'id', fieldValue: 999 } });
  });

  it('creates a group with the default tax class, and refuses a duplicate code whatever its case', async () => {
    const res = await admin.post('/rest/V1/customerGroups', { group: { code: 'VIP' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), code: 'VIP', tax_class_id: 3, tax_class_name: 'Retail Customer' });
    expect(res.body.id).toBeGreaterThan(3);
    const dup = await admin.post('/rest/V1/customerGroups', { group: { code: 'vip', tax_class_id: 3 } });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ message: 'Customer Group already exists.' });
  });

  it('requires a code and a customer tax class', async () => {
    for (const code of [undefined, '', '   ']) {
      const res = await admin.post('/rest/V1/customerGroups', { group: { code } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'code' } });
    }
    const product = await admin.post('/rest/V1/customerGroups', { group: { code: 'Wrong class', tax_class_id: 2 } });
    expect(product.status).toBe(400);
    expect(product.body).toEqual({
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { fieldName: 'taxClassId', value: 2 },
    });
    const missing = await admin.post('/rest/V1/customerGroups', { group: { code: 'No class', tax_class_id: 999 } });
    expect(missing.body.parameters).toEqual({ fieldName: 'taxClassId', value: 999 });
  });

  it('cuts a code to 32 characters, as Magento does', async () => {
    const res = await admin.post('/rest/V1/customerGroups', { group: { code: 'x'.repeat(40) } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('x'.repeat(32));
  });

  it('updates a group by PUT, the path id winning over the body', async () => {
    const { body: created } = await admin.post('/rest/V1/customerGroups', { group: { code: 'Before' } });
    const res = await admin.put(`/rest/V1/customerGroups/${created.id}`, { group: { id: 1, code: 'After', tax_class_id: 3 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, code: 'After', tax_class_id: 3, tax_class_name: 'Retail Customer' });
    expect((await admin.get(`/rest/V1/customerGroups/${created.id}`)).body.code).toBe('After');
    expect((await admin.get('/rest/V1/customerGroups/1')).body.code).toBe('General');
    // Magento checks the tax class on update too, so it is required there.
    const noClass = await admin.put(`/rest/V1/customerGroups/${created.id}`, { group: { code: 'After' } });
    expect(noClass.status).toBe(400);
    expect(noClass.body).toEqual({
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { fieldName: 'taxClassId', value: null },
    });
    const unknown = await admin.put('/rest/V1/customerGroups/999', { group: { code: 'Ghost', tax_class_id: 3 } });
    expect(unknown.status).toBe(404);
  });

  it('keeps and answers excluded websites', async () => {
    const res = await admin.post('/rest/V1/customerGroups', {
      group: { code: 'No web', extension_attributes: { exclude_website_ids: [1, 0, 77] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.extension_attributes).toEqual({ exclude_website_ids: [1, 0, 77] });
    const read = await admin.get(`/rest/V1/customerGroups/${res.body.id}`);
    expect(read.body.extension_attributes).toEqual({ exclude_website_ids: [1] });
    await admin.put(`/rest/V1/customerGroups/${res.body.id}`, {
      group: { code: 'No web', tax_class_id: 3, extension_attributes: { exclude_website_ids: [] } },
    });
    expect((await admin.get(`/rest/V1/customerGroups/${res.body.id}`)).body.extension_attributes).toBeUndefined();
  });

  it('searches groups with searchCriteria', async () => {
    const all = await admin.get('/rest/V1/customerGroups/search?searchCriteria=');
    expect(all.status).toBe(200);
    expect(all.body.items.slice(0, 4).map((g: any) => g.code)).toEqual(['NOT LOGGED IN', 'General', 'Wholesale', 'Retailer']);
    expect(all.body.total_count).toBe(all.body.items.length);
    const q =
      '/rest/V1/customerGroups/search?searchCriteria[filterGroups][0][filters][0][field]=code' +
      '&searchCriteria[filterGroups][0][filters][0][value]=%25sale%25&searchCriteria[filterGroups][0][filters][0][conditionType]=like' +
      '&searchCriteria[sortOrders][0][field]=id&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=1';
    const found = await admin.get(q);
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([{ id: 2, code: 'Wholesale', tax_class_id: 3, tax_class_name: 'Retail Customer' }]);
    expect(found.body.total_count).toBe(1);
    const byClass = await admin.get(
      '/rest/V1/customerGroups/search?searchCriteria[filterGroups][0][filters][0][field]=tax_class_name' +
        '&searchCriteria[filterGroups][0][filters][0][value]=Retail Customer',
    );
    expect(byClass.body.total_count).toBeGreaterThanOrEqual(4);
  });

  it("answers the default group of the URL's store and of a store id, and sets it", async () => {
    expect((await admin.get('/rest/V1/customerGroups/default')).body).toMatchObject({ id: 1, code: 'General' });
    expect((await admin.get('/rest/V1/customerGroups/default/1')).body).toMatchObject({ id: 1 });
    expect((await admin.get('/rest/default/V1/customerGroups/default')).body).toMatchObject({ id: 1 });
    const unknownStore = await admin.get('/rest/V1/customerGroups/default/99');
    expect(unknownStore.status).toBe(404);
    expect(unknownStore.body).toEqual({ message: NO_SUCH, parameters: { fieldName: 'storeId', fieldValue: 99 } });

    const set = await admin.put('/rest/V1/customerGroups/default/3', {});
    expect(set.status).toBe(200);
    expect(set.body).toBe(3);
    expect((await admin.get('/rest/V1/customerGroups/default/1')).body).toMatchObject({ id: 3, code: 'Retailer' });
    expect((await admin.get('/rest/V1/customerGroups/3/permissions')).body).toBe(true);
    expect((await admin.get('/rest/V1/customerGroups/1/permissions')).body).toBe(false);
    const missing = await admin.put('/rest/V1/customerGroups/default/999', {});
    expect(missing.status).toBe(404);

    // A store view's own value wins over the default scope.
    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('stores', 1, 'customer/create_account/default_group', '2')`,
    );
    expect((await admin.get('/rest/V1/customerGroups/default/1')).body).toMatchObject({ id: 2 });
    expect((await admin.get('/rest/V1/customerGroups/default/0')).body).toMatchObject({ id: 3 });
    await t.ds.query(`DELETE FROM core_config_data WHERE scope = 'stores' AND path = 'customer/create_account/default_group'`);
    await admin.put('/rest/V1/customerGroups/default/1', {});
  });

  it('marks NOT LOGGED IN and default groups read-only and refuses to delete them', async () => {
    expect((await admin.get('/rest/V1/customerGroups/0/permissions')).body).toBe(true);
    expect((await admin.get('/rest/V1/customerGroups/1/permissions')).body).toBe(true);
    expect((await admin.get('/rest/V1/customerGroups/2/permissions')).body).toBe(false);
    const unknown = await admin.get('/rest/V1/customerGroups/999/permissions');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: NO_SUCH, parameters: { fieldName: 'groupId', fieldValue: 999 } });
    for (const id of [0, 1]) {
      const res = await admin.delete(`/rest/V1/customerGroups/${id}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Cannot delete group.' });
    }
  });

  it("deletes a group and moves its customers to their store's default group", async () => {
    const { body: group } = await admin.post('/rest/V1/customerGroups', { group: { code: 'Temporary' } });
    const customer = await createCustomer(t);
    await t.ds.query(`UPDATE customer_entity SET group_id = $1 WHERE entity_id = $2`, [group.id, customer.id]);
    const res = await admin.delete(`/rest/V1/customerGroups/${group.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await admin.get(`/rest/V1/customerGroups/${group.id}`)).status).toBe(404);
    const [row] = await t.ds.query(`SELECT group_id FROM customer_entity WHERE entity_id = $1`, [customer.id]);
    expect(row.group_id).toBe(1);
    expect((await admin.delete(`/rest/V1/customerGroups/${group.id}`)).status).toBe(404);
  });

  it('refuses callers without credentials', async () => {
    const res = await anon.get('/rest/V1/customerGroups/1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Customer::group' },
    });
  });
});
