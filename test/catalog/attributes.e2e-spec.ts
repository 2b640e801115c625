import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';

const ATTR = '/rest/V1/products/attributes';
const INVALID_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';

/** Product attributes and their options (ProductAttributeRepositoryInterface, option management, types). */
describe('product attributes (/V1/products/attributes)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('attributes');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const create = (attribute: Record<string, unknown>) => admin.post(ATTR, { attribute });

  it('lists the input types with Magento labels', async () => {
    const res = await admin.get(`${ATTR}/types`);
    expect(res.status).toBe(200);
    expect(res.body.map((x: any) => x.value)).toEqual([
      'text',
      'textarea',
      'texteditor',
      'date',
      'datetime',
      'boolean',
      'multiselect',
      'select',
      'price',
      'media_image',
      'weee',
      'swatch_visual',
      'swatch_text',
      'pagebuilder',
    ]);
    expect(res.body[5]).toEqual({ value: 'boolean', label: 'Yes/No' });
    expect(res.body[7]).toEqual({ value: 'select', label: 'Dropdown' });
  });

  it('reads a system attribute with its catalog properties and source options', async () => {
    const res = await admin.get(`${ATTR}/name`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      attribute_code: 'name',
      frontend_input: 'text',
      backend_type: 'varchar',
      entity_type_id: '4',
      is_required: true,
      is_user_defined: false,
      default_frontend_label: 'Product Name',
      scope: 'store',
      is_searchable: '1',
      used_in_product_listing: '1',
      options: [],
    });
    const status = await admin.get(`${ATTR}/status/options`);
    expect(status.body).toEqual([
      { label: 'Enabled', value: '1' },
      { label: 'Disabled', value: '2' },
    ]);
  });

  it('answers 404 for an unknown code', async () => {
    const res = await admin.get(`${ATTR}/no_such_attribute`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.',
      parameters: ['no_such_attribute'],
    });
  });

  it('creates a select attribute with options, store labels and a default, derives backend type and models', async () => {
    const res = await create({
      attribute_code: 'test_material',
      frontend_input: 'select',
      default_frontend_label: 'Material',
      scope: 'global',
      is_filterable: true,
      is_searchable: '1',
      apply_to: ['simple', 'virtual'],
      note: 'why',
      frontend_labels: [{ store_id: 1, label: 'Matière' }],
      options: [
        { label: 'Wool', sort_order: 2, store_labels: [{ store_id: 1, label: 'Laine' }] },
        { label: 'Cotton', sort_order: 1, is_default: true },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      attribute_code: 'test_material',
      frontend_input: 'select',
      backend_type: 'int',
      is_user_defined: true,
      scope: 'global',
      is_filterable: true,
      is_searchable: '1',
      apply_to: ['simple', 'virtual'],
      note: 'why',
      default_frontend_label: 'Material',
      source_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Table',
      frontend_labels: [{ store_id: 1, label: 'Matière' }],
    });
    const options = res.body.options;
    expect(options.map((o: any) => o.label)).toEqual([' ', 'Cotton', 'Wool']);
    expect(res.body.default_value).toBe(options[1].value);
    const stored = await t.ds.query(
      `SELECT v.store_id, v.value FROM eav_attribute_option_value v WHERE v.option_id = $1 ORDER BY store_id`,
      [Number(options[2].value)],
    );
    expect(stored).toEqual([
      { store_id: 0, value: 'Wool' },
      { store_id: 1, value: 'Laine' },
    ]);
  });

  it('derives backend types from inputs and generates a code from the label', async () => {
    const cases: [string, string][] = [
      ['multiselect', 'varchar'],
      ['textarea', 'text'],
      ['price', 'decimal'],
      ['date', 'datetime'],
      ['boolean', 'int'],
      ['text', 'varchar'],
    ];
    for (const [input, backend] of cases) {
      const res = await create({ attribute_code: `test_bt_${input}`, frontend_input: input, default_frontend_label: input });
      expect(res.status).toBe(200);
      expect(res.body.backend_type).toBe(backend);
    }
    const gen = await create({ frontend_input: 'text', default_frontend_label: 'Fabric Care' });
    expect(gen.body.attribute_code).toBe('fabric_care');
    const bool = await admin.get(`${ATTR}/test_bt_boolean/options`);
    expect(bool.body).toEqual([
      { label: 'Yes', value: '1' },
      { label: 'No', value: '0' },
    ]);
  });

  it('validates code, input type, label, reserved and duplicate codes', async () => {
    const bad = await create({ attribute_code: '1bad-code', frontend_input: 'text', default_frontend_label: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Attribute code "1bad-code" is invalid. ' +
        'Please use only letters (a-z or A-Z), numbers (0-9) or underscore (_) in this field, and the first character should be a letter.',
    );
    const long = await create({ attribute_code: 'a'.repeat(61), frontend_input: 'text', default_frontend_label: 'X' });
    expect(long.body.message).toBe('An attribute code must not be less than 1 and more than 60 characters.');
    const input = await create({ attribute_code: 'test_bad_input', frontend_input: 'spinner', default_frontend_label: 'X' });
    expect(input).toMatchObject({
      status: 400,
      body: { message: INVALID_VALUE, parameters: { fieldName: 'frontend_input', value: 'spinner' } },
    });
    const label = await create({ attribute_code: 'test_no_label', frontend_input: 'text' });
    expect(label).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'frontend_label' } },
    });
    const reserved = await create({ attribute_code: 'category_ids', frontend_input: 'text', default_frontend_label: 'X' });
    expect(reserved).toMatchObject({
      status: 400,
      body: { message: "The attribute code '%1' is reserved by system. Please try another attribute code", parameters: ['category_ids'] },
    });
    const dup = await create({ attribute_code: 'sku', frontend_input: 'text', default_frontend_label: 'X' });
    expect(dup).toMatchObject({
      status: 400,
      body: { message: 'An attribute with the same code (%1) already exists.', parameters: ['sku'] },
    });
    const unknown = await create({
      attribute_code: 'test_unknown_prop',
      frontend_input: 'text',
      default_frontend_label: 'X',
      colour: 'red',
    });
    expect(unknown.status).toBe(400);
    expect(
      await t.ds.query(
        `SELECT 1 FROM eav_attribute WHERE attribute_code LIKE 'test_%'
         AND attribute_code IN ('test_bad_input', 'test_no_label', 'test_unknown_prop')`,
      ),
    ).toEqual([]);
  });

  it('updates an attribute without changing its code or input', async () => {
    await create({ attribute_code: 'test_upd', frontend_input: 'text', default_frontend_label: 'Before' });
    const res = await admin.put(`${ATTR}/test_upd`, {
      attribute: {
        attribute_code: 'renamed',
        frontend_input: 'select',
        default_frontend_label: 'After',
        is_required: true,
        is_comparable: '1',
        position: 7,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      attribute_code: 'test_upd',
      frontend_input: 'text',
      default_frontend_label: 'After',
      is_required: true,
      is_comparable: '1',
      position: 7,
    });
    expect((await admin.put(`${ATTR}/test_missing`, { attribute: { default_frontend_label: 'x' } })).status).toBe(404);
    // A required attribute is required of every product here (no attribute-set membership yet): undo it.
    expect((await admin.put(`${ATTR}/test_upd`, { attribute: { is_required: false } })).body.is_required).toBe(false);
  });

  it('searches attributes with searchCriteria', async () => {
    const q =
      'searchCriteria[filterGroups][0][filters][0][field]=frontend_input&searchCriteria[filterGroups][0][filters][0][value]=price' +
      '&searchCriteria[sortOrders][0][field]=attribute_code&searchCriteria[sortOrders][0][direction]=ASC&searchCriteria[pageSize]=2';
    const res = await admin.get(`${ATTR}?${q}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.attribute_code)).toEqual(['cost', 'price']);
    expect(res.body.total_count).toBeGreaterThanOrEqual(4);
    expect(res.body.search_criteria.page_size).toBe(2);
  });

  it('adds, updates and deletes options', async () => {
    await create({ attribute_code: 'test_opts', frontend_input: 'multiselect', default_frontend_label: 'Opts' });
    const added = await admin.post(`${ATTR}/test_opts/options`, {
      option: { label: 'Red', sort_order: 1, store_labels: [{ store_id: 1, label: 'Rouge' }] },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatch(/^id_\d+$/);
    const id = Number(added.body.slice(3));
    const dup = await admin.post(`${ATTR}/test_opts/options`, { option: { label: 'Red' } });
    expect(dup).toMatchObject({
      status: 400,
      body: { message: 'Admin store attribute option label "%1" is already exists.', parameters: ['Red'] },
    });
    expect((await admin.post(`${ATTR}/test_opts/options`, { option: { label: ' ' } })).status).toBe(400);

    expect((await admin.put(`${ATTR}/test_opts/options/${id}`, { option: { label: 'Crimson' } })).body).toBe(true);
    expect((await admin.get(`${ATTR}/test_opts/options`)).body).toEqual([
      { label: ' ', value: '' },
      { label: 'Crimson', value: String(id) },
    ]);
    expect(await t.ds.query(`SELECT store_id, value FROM eav_attribute_option_value WHERE option_id = $1 ORDER BY store_id`, [id])).toEqual(
      [
        { store_id: 0, value: 'Crimson' },
        { store_id: 1, value: 'Rouge' },
      ],
    );

    const missing = await admin.delete(`${ATTR}/test_opts/options/999999`);
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'The "%1" attribute doesn\'t include an option with "%2" ID.', parameters: ['test_opts', '999999'] },
    });
    expect((await admin.delete(`${ATTR}/test_opts/options/${id}`)).body).toBe(true);
    expect((await admin.get(`${ATTR}/test_opts/options`)).body).toEqual([{ label: ' ', value: '' }]);

    const text = await admin.post(`${ATTR}/name/options`, { option: { label: 'x' } });
    expect(text).toMatchObject({ status: 400, body: { message: 'The "%1" attribute doesn\'t work with options.', parameters: ['name'] } });
  });

  it('deletes user-defined attributes and refuses system ones', async () => {
    await create({ attribute_code: 'test_del', frontend_input: 'select', default_frontend_label: 'Del', options: [{ label: 'A' }] });
    expect((await admin.delete(`${ATTR}/test_del`)).body).toBe(true);
    expect((await admin.get(`${ATTR}/test_del`)).status).toBe(404);
    const sys = await admin.delete(`${ATTR}/sku`);
    expect(sys).toMatchObject({ status: 400, body: { message: "The system attribute can't be deleted." } });
    expect((await admin.get(`${ATTR}/sku`)).status).toBe(200);
  });

  it('removes product values with a deleted attribute; the product still reads', async () => {
    await create({ attribute_code: 'test_with_values', frontend_input: 'text', default_frontend_label: 'Valued' });
    // A product keeps values of its attribute set's attributes only: put it in the Default set.
    const [group] = await t.ds.query(
      `SELECT attribute_group_id FROM eav_attribute_group WHERE attribute_set_id = 4 AND attribute_group_code = 'product-details'`,
    );
    const assigned = await admin.post('/rest/V1/products/attribute-sets/attributes', {
      attributeSetId: 4,
      attributeGroupId: group.attribute_group_id,
      attributeCode: 'test_with_values',
      sortOrder: 1,
    });
    expect(assigned.status).toBe(200);
    const sku = uniqueSku('attr');
    await createProduct(admin, { sku, custom_attributes: [{ attribute_code: 'test_with_values', value: 'hello' }] });
    const before = await admin.get(`/rest/V1/products/${sku}`);
    expect(before.body.custom_attributes).toContainEqual({ attribute_code: 'test_with_values', value: 'hello' });
    expect((await admin.delete(`${ATTR}/test_with_values`)).body).toBe(true);
    const after = await admin.get(`/rest/V1/products/${sku}`);
    expect(after.status).toBe(200);
    expect(after.body.custom_attributes.map((a: any) => a.attribute_code)).not.toContain('test_with_values');
  });

  it('requires the attributes ACL resource', async () => {
    expect((await new Client(t.base).get(`${ATTR}/types`)).status).toBe(401);
  });
});
