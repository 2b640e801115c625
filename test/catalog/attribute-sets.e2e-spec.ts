import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';

const SETS = '/rest/V1/products/attribute-sets';
const EAV = '/rest/V1/eav/attribute-sets';
const NO_SUCH = 'No such entity with %fieldName = %fieldValue';

/** Attribute sets, groups and set membership over HTTP (catalog and EAV routes). */
describe('attribute sets and groups', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('attribute_sets');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const byName = (q: string) =>
    `searchCriteria[filterGroups][0][filters][0][field]=attribute_set_name` +
    `&searchCriteria[filterGroups][0][filters][0][value]=${encodeURIComponent(q)}`;
  const userAttribute = async (code: string): Promise<number> => {
    const [{ attribute_id }] = await t.ds.query(
      `INSERT INTO eav_attribute (entity_type_id, attribute_code, backend_type, frontend_input, frontend_label, is_user_defined)
       VALUES (4, $1, 'varchar', 'text', $1, true) RETURNING attribute_id`,
      [code],
    );
    return attribute_id;
  };
  const groupId = async (setId: number, code: string): Promise<number> =>
    (
      await t.ds.query(`SELECT attribute_group_id FROM eav_attribute_group WHERE attribute_set_id = $1 AND attribute_group_code = $2`, [
        setId,
        code,
      ])
    )[0].attribute_group_id;

  describe('the installed Default product set', () => {
    it('is readable through both the catalog and EAV routes', async () => {
      const expected = { attribute_set_id: 4, attribute_set_name: 'Default', sort_order: 1, entity_type_id: 4 };
      expect((await admin.get(`${SETS}/4`)).body).toEqual(expected);
      expect((await admin.get(`${EAV}/4`)).body).toEqual(expected);
    });

    it('has the install groups and every system product attribute in a group', async () => {
      const res = await admin.get(
        `/rest/V1/products/attribute-sets/groups/list?searchCriteria[filterGroups][0][filters][0][field]=attribute_set_id` +
          `&searchCriteria[filterGroups][0][filters][0][value]=4`,
      );
      expect(res.status).toBe(200);
      const names = res.body.items.map((g: any) => g.attribute_group_name);
      for (const n of [
        'Product Details',
        'Content',
        'Images',
        'Search Engine Optimization',
        'Advanced Pricing',
        'Design',
        'Schedule Design Update',
        'Gift Options',
      ]) {
        expect(names).toContain(n);
      }
      expect(res.body.items[0]).toEqual({
        attribute_group_id: expect.any(Number),
        attribute_group_name: 'Product Details',
        attribute_set_id: 4,
        extension_attributes: { attribute_group_code: 'product-details', tab_group_code: 'basic' },
      });
      const attrs = await admin.get(`${SETS}/4/attributes`);
      expect(attrs.status).toBe(200);
      const codes = attrs.body.map((a: any) => a.attribute_code);
      expect(codes.slice(0, 2)).toEqual(['name', 'sku']);
      expect(codes).toEqual(expect.arrayContaining(['price', 'description', 'image', 'url_key', 'special_price']));
      const [{ unplaced }] = await t.ds.query(
        `SELECT count(*)::int AS unplaced FROM eav_attribute a WHERE a.entity_type_id = 4
         AND NOT EXISTS (SELECT 1 FROM eav_entity_attribute ea WHERE ea.attribute_id = a.attribute_id AND ea.attribute_set_id = 4)`,
      );
      expect(unplaced).toBe(0);
    });

    it('cannot be deleted', async () => {
      for (const path of [`${SETS}/4`, `${EAV}/4`]) {
        const res = await admin.delete(path);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: "The default attribute set can't be deleted." });
      }
    });
  });

  describe('sets', () => {
    it('creates a set from a skeleton, copying its groups and attributes', async () => {
      const res = await admin.post(SETS, { attributeSet: { attribute_set_name: 'Shoes', sort_order: 3 }, skeletonId: 4 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ attribute_set_id: expect.any(Number), attribute_set_name: 'Shoes', sort_order: 3, entity_type_id: 4 });
      const id = res.body.attribute_set_id;
      const [a, b] = await Promise.all([admin.get(`${SETS}/4/attributes`), admin.get(`${SETS}/${id}/attributes`)]);
      expect(b.body.map((x: any) => x.attribute_code)).toEqual(a.body.map((x: any) => x.attribute_code));
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM eav_attribute_group WHERE attribute_set_id = $1`, [id]);
      const [{ m }] = await t.ds.query(`SELECT count(*)::int AS m FROM eav_attribute_group WHERE attribute_set_id = 4`);
      expect(n).toBe(m);
    });

    it('refuses duplicate (case-insensitive) and empty names, ids, and unknown skeletons', async () => {
      const dup = await admin.post(SETS, { attributeSet: { attribute_set_name: 'default' }, skeletonId: 4 });
      expect(dup.status).toBe(400);
      expect(dup.body).toEqual({
        message: 'A "%1" attribute set name already exists. Create a new name and try again.',
        parameters: ['default'],
      });
      const empty = await admin.post(SETS, { attributeSet: { attribute_set_name: ' ' }, skeletonId: 4 });
      expect(empty.body).toEqual({ message: 'The attribute set name is empty. Enter the name and try again.' });
      const withId = await admin.post(SETS, { attributeSet: { attribute_set_id: 4, attribute_set_name: 'X' }, skeletonId: 4 });
      expect(withId.status).toBe(400);
      expect(withId.body).toEqual({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'id', value: 4 },
      });
      const skeleton = await admin.post(SETS, { attributeSet: { attribute_set_name: 'Y' }, skeletonId: 1 });
      expect(skeleton.status).toBe(400);
      expect(skeleton.body.message).toBe(
        "The attribute set couldn't be created because it's based on a non-existing or non-product attribute set.",
      );
      const missing = await admin.post(SETS, { attributeSet: { attribute_set_name: 'Y' } });
      expect(missing.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'skeletonId' } });
    });

    it('renames, lists, and deletes a set with its products', async () => {
      const { body: set } = await admin.post(SETS, { attributeSet: { attribute_set_name: 'Bags' }, skeletonId: 4 });
      const put = await admin.put(`${SETS}/${set.attribute_set_id}`, { attributeSet: { attribute_set_name: 'Handbags', sort_order: 7 } });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ ...set, attribute_set_name: 'Handbags', sort_order: 7 });
      const clash = await admin.put(`${SETS}/${set.attribute_set_id}`, { attributeSet: { attribute_set_name: 'Default' } });
      expect(clash.status).toBe(400);

      const list = await admin.get(`${SETS}/sets/list?${byName('Handbags')}`);
      expect(list.body).toMatchObject({ items: [put.body], total_count: 1 });
      expect((await admin.get(`${SETS}/sets/list?searchCriteria=`)).body.items.every((s: any) => s.entity_type_id === 4)).toBe(true);

      await t.ds.query(`INSERT INTO catalog_product_entity (attribute_set_id, sku) VALUES ($1, 'set-delete-probe')`, [
        set.attribute_set_id,
      ]);
      const del = await admin.delete(`${SETS}/${set.attribute_set_id}`);
      expect(del.status).toBe(200);
      expect(del.body).toBe(true);
      expect(await t.ds.query(`SELECT 1 FROM catalog_product_entity WHERE sku = 'set-delete-probe'`)).toEqual([]);
      const gone = await admin.get(`${SETS}/${set.attribute_set_id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ message: NO_SUCH, parameters: { fieldName: 'id', fieldValue: set.attribute_set_id } });
    });

    it('keeps non-product sets out of the catalog routes, in the EAV ones', async () => {
      expect((await admin.get(`${SETS}/1`)).status).toBe(404);
      expect((await admin.get(`${EAV}/1`)).body).toMatchObject({ attribute_set_id: 1, entity_type_id: 1 });
      const list = await admin.get(
        `${EAV}/list?searchCriteria[filterGroups][0][filters][0][field]=entity_type_code` +
          `&searchCriteria[filterGroups][0][filters][0][value]=customer_address`,
      );
      expect(list.body).toMatchObject({ items: [{ attribute_set_id: 2, attribute_set_name: 'Default' }], total_count: 1 });

      const created = await admin.post(EAV, {
        entityTypeCode: 'customer',
        attributeSet: { attribute_set_name: 'Wholesale' },
        skeletonId: 1,
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ attribute_set_name: 'Wholesale', entity_type_id: 1 });
      const put = await admin.put(`${EAV}/${created.body.attribute_set_id}`, { attributeSet: { attribute_set_name: 'Trade' } });
      expect(put.body.attribute_set_name).toBe('Trade');
      expect((await admin.delete(`${EAV}/${created.body.attribute_set_id}`)).body).toBe(true);
      expect((await admin.get(`${EAV}/${created.body.attribute_set_id}`)).status).toBe(404);
      expect((await admin.delete(`${EAV}/1`)).body).toEqual({ message: "The default attribute set can't be deleted." });
    });
  });

  describe('attribute membership', () => {
    it('assigns, moves and unassigns a user attribute; system attributes stay', async () => {
      const attrId = await userAttribute('fabric_sets');
      const { body: set } = await admin.post(SETS, { attributeSet: { attribute_set_name: 'Clothes' }, skeletonId: 4 });
      const content = await groupId(set.attribute_set_id, 'content');
      const res = await admin.post(`${SETS}/attributes`, {
        attributeSetId: set.attribute_set_id,
        attributeGroupId: content,
        attributeCode: 'fabric_sets',
        sortOrder: 5,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.any(Number));
      const again = await admin.post(`${SETS}/attributes`, {
        attributeSetId: set.attribute_set_id,
        attributeGroupId: await groupId(set.attribute_set_id, 'design'),
        attributeCode: 'fabric_sets',
        sortOrder: 1,
      });
      expect(again.body).toBe(res.body);
      const attrs = (await admin.get(`${SETS}/${set.attribute_set_id}/attributes`)).body;
      expect(attrs.find((a: any) => a.attribute_code === 'fabric_sets')).toMatchObject({
        attribute_id: attrId,
        is_user_defined: true,
        frontend_input: 'text',
      });

      const system = await admin.delete(`${SETS}/${set.attribute_set_id}/attributes/sku`);
      expect(system.status).toBe(400);
      expect(system.body).toEqual({ message: "The system attribute can't be deleted." });
      const ok = await admin.delete(`${SETS}/${set.attribute_set_id}/attributes/fabric_sets`);
      expect(ok.body).toBe(true);
      const twice = await admin.delete(`${SETS}/${set.attribute_set_id}/attributes/fabric_sets`);
      expect(twice.status).toBe(400);
      expect(twice.body).toEqual({
        message: 'The "%1" attribute wasn\'t found in the "%2" attribute set. Enter the attribute and try again.',
        parameters: ['fabric_sets', set.attribute_set_id],
      });
    });

    it('refuses unknown sets, groups, attributes, and groups of another set', async () => {
      const details4 = await groupId(4, 'product-details');
      const { body: set } = await admin.post(SETS, { attributeSet: { attribute_set_name: 'Toys' }, skeletonId: 4 });
      const assign = (over: Record<string, unknown>) =>
        admin.post(`${SETS}/attributes`, {
          attributeSetId: set.attribute_set_id,
          attributeGroupId: details4,
          attributeCode: 'name',
          sortOrder: 1,
          ...over,
        });
      const foreign = await assign({});
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ message: "The attribute group doesn't belong to the attribute set." });
      const noSet = await assign({ attributeSetId: 99999 });
      expect(noSet.status).toBe(404);
      expect(noSet.body.parameters).toEqual([99999]);
      const noGroup = await assign({ attributeGroupId: 99999 });
      expect(noGroup.body).toEqual({
        message: 'The group with the "%1" ID doesn\'t exist. Verify the ID and try again.',
        parameters: [99999],
      });
      const noAttr = await assign({ attributeGroupId: await groupId(set.attribute_set_id, 'content'), attributeCode: 'nope_nope' });
      expect(noAttr.status).toBe(404);
      expect(noAttr.body.message).toBe('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.');
      expect((await admin.get(`${SETS}/99999/attributes`)).body).toEqual({
        message: NO_SUCH,
        parameters: { fieldName: 'attributeSetId', fieldValue: 99999 },
      });
    });
  });

  describe('groups', () => {
    it('creates, renames through the set path, and deletes a group', async () => {
      const { body: set } = await admin.post(SETS, { attributeSet: { attribute_set_name: 'Garden' }, skeletonId: 4 });
      const created = await admin.post(`${SETS}/groups`, {
        group: { attribute_group_name: 'Care Tips', attribute_set_id: set.attribute_set_id },
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        attribute_group_id: expect.any(Number),
        attribute_group_name: 'Care Tips',
        attribute_set_id: set.attribute_set_id,
        extension_attributes: { attribute_group_code: 'care-tips', tab_group_code: null },
      });
      const dup = await admin.post(`${SETS}/groups`, {
        group: { attribute_group_name: 'Care Tips', attribute_set_id: set.attribute_set_id },
      });
      expect(dup.status).toBe(400);
      expect(dup.body).toEqual({ message: "The attributeGroup can't be saved." });

      const put = await admin.put(`${SETS}/${set.attribute_set_id}/groups`, {
        group: {
          attribute_group_id: created.body.attribute_group_id,
          attribute_group_name: 'Plant Care',
          extension_attributes: { tab_group_code: 'advanced' },
        },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({
        attribute_group_name: 'Plant Care',
        extension_attributes: { attribute_group_code: 'care-tips', tab_group_code: 'advanced' },
      });
      const wrongSet = await admin.put(`${SETS}/4/groups`, {
        group: { attribute_group_id: created.body.attribute_group_id, attribute_group_name: 'X' },
      });
      expect(wrongSet.status).toBe(400);
      expect(wrongSet.body).toEqual({ message: "The attribute group doesn't belong to the provided attribute set." });
      const noSet = await admin.post(`${SETS}/groups`, { group: { attribute_group_name: 'X', attribute_set_id: 1 } });
      expect(noSet.status).toBe(404);
      expect(noSet.body).toEqual({ message: NO_SUCH, parameters: { fieldName: 'attributeSetId', fieldValue: 1 } });

      const del = await admin.delete(`${SETS}/groups/${created.body.attribute_group_id}`);
      expect(del.body).toBe(true);
      const gone = await admin.delete(`${SETS}/groups/${created.body.attribute_group_id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({
        message: 'The group with the "%1" ID doesn\'t exist. Verify the ID and try again.',
        parameters: [created.body.attribute_group_id],
      });

      const system = await admin.delete(`${SETS}/groups/${await groupId(set.attribute_set_id, 'product-details')}`);
      expect(system.status).toBe(400);
      expect(system.body).toEqual({ message: "The attribute group can't be deleted because it contains system attributes." });
    });
  });

  it('requires the sets ACL resource', async () => {
    const res = await new Client(t.base).get(`${SETS}/4`);
    expect(res.status).toBe(401);
  });
});
