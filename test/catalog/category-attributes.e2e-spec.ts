import { CatalogApp, startCatalogApp } from './support';

const ATTR = '/rest/V1/categories/attributes';
const BOOLEAN = [
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
];

/** Category attributes (CategoryAttributeRepositoryInterface, CategoryAttributeOptionManagementInterface): read only. */
describe('category attributes (/V1/categories/attributes)', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp();
  });
  afterAll(() => t.close());

  it('reads a category attribute in the catalog attribute shape', async () => {
    const res = await t.admin.get(`${ATTR}/name`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      attribute_code: 'name',
      entity_type_id: '3',
      frontend_input: 'text',
      backend_type: 'varchar',
      is_required: true,
      is_user_defined: false,
      default_frontend_label: 'Name',
      scope: 'store',
      options: [],
      frontend_labels: [],
      is_visible: true,
      default_value: '',
      is_unique: '0',
      validation_rules: [],
      apply_to: [],
    });
    const description = (await t.admin.get(`${ATTR}/description`)).body;
    expect(description).toMatchObject({
      frontend_input: 'textarea',
      is_wysiwyg_enabled: true,
      is_html_allowed_on_front: true,
      is_required: false,
    });
    const menu = (await t.admin.get(`${ATTR}/include_in_menu`)).body;
    expect(menu).toMatchObject({
      frontend_input: 'select',
      source_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Boolean',
      default_value: '1',
      options: BOOLEAN,
    });
  });

  it('answers the options of each source model in Magento’s order', async () => {
    const options = async (code: string) => {
      const res = await t.admin.get(`${ATTR}/${code}/options`);
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await options('is_active')).toEqual(BOOLEAN);
    expect(await options('is_anchor')).toEqual(BOOLEAN);
    expect(await options('display_mode')).toEqual([
      { label: 'Products only', value: 'PRODUCTS' },
      { label: 'Static block only', value: 'PAGE' },
      { label: 'Static block and products', value: 'PRODUCTS_AND_PAGE' },
    ]);
    expect(await options('default_sort_by')).toEqual([
      { label: 'Position', value: 'position' },
      { label: 'Product Name', value: 'name' },
      { label: 'Price', value: 'price' },
    ]);
    expect(await options('available_sort_by')).toEqual(await options('default_sort_by'));
    expect((await options('page_layout')).map((o: any) => o.value)).toEqual([
      '',
      'empty',
      '1column',
      '2columns-left',
      '2columns-right',
      '3columns',
    ]);
    expect(await options('landing_page')).toEqual([{ label: 'Please select a static block.', value: '' }]);
    // No source: no options (AbstractAttribute::getOptions).
    expect(await options('name')).toEqual([]);
  });

  it('answers 404 for a code that is no category attribute (a product attribute included)', async () => {
    for (const path of [`${ATTR}/sku`, `${ATTR}/no_such_attribute/options`]) {
      const res = await t.admin.get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.');
    }
    expect((await t.admin.get(`${ATTR}/sku`)).body.parameters).toEqual(['sku']);
  });

  it('lists only category attributes with searchCriteria; the static path wins over /V1/categories/:categoryId', async () => {
    const all = await t.admin.get(`${ATTR}?searchCriteria[pageSize]=100`);
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(all.body.items.length);
    expect(all.body.items.map((a: any) => a.attribute_code)).toEqual(
      expect.arrayContaining(['name', 'is_active', 'url_key', 'default_sort_by']),
    );
    expect(all.body.items.every((a: any) => a.entity_type_id === '3')).toBe(true);
    expect(all.body.items.map((a: any) => a.attribute_code)).not.toContain('sku');

    const q =
      'searchCriteria[filterGroups][0][filters][0][field]=frontend_input&searchCriteria[filterGroups][0][filters][0][value]=textarea' +
      '&searchCriteria[sortOrders][0][field]=attribute_code&searchCriteria[sortOrders][0][direction]=ASC';
    const textareas = await t.admin.get(`${ATTR}?${q}`);
    expect(textareas.body.items.map((a: any) => a.attribute_code)).toEqual([
      'custom_layout_update',
      'description',
      'meta_description',
      'meta_keywords',
    ]);
    expect(textareas.body).toMatchObject({ total_count: 4, search_criteria: expect.any(Object) });

    expect((await t.admin.get('/rest/V1/categories/2')).body).toMatchObject({ id: 2, name: 'Default Category' });
  });

  it('requires the attributes ACL resource', async () => {
    expect((await t.anon.get(ATTR)).status).toBe(401);
    expect((await t.anon.get(`${ATTR}/name/options`)).status).toBe(401);
  });
});
