import { createProduct, uniqueSku } from '../support/app';
import { CatalogApp, startCatalogApp, storedValues } from './support';

const SETS = '/rest/V1/products/attribute-sets';
const empty = (label: string) => `The "${label}" attribute value is empty. Set the attribute and try again.`;

/**
 * Product save validates the attributes of the product's attribute set only (Magento's
 * _isApplicableAttribute: set membership and apply_to), and drops values of attributes outside
 * the set. A private database: the file adds required attributes.
 */
describe('required attributes follow attribute-set membership', () => {
  let t: CatalogApp;
  let setId: number;
  let groupId: number;

  const newAttribute = async (attribute: Record<string, unknown>) => {
    const res = await t.admin.post('/rest/V1/products/attributes', { attribute: { frontend_input: 'text', ...attribute } });
    expect(res.status).toBe(200);
  };
  const assign = async (code: string, set = setId, group = groupId) => {
    const res = await t.admin.post(`${SETS}/attributes`, {
      attributeSetId: set,
      attributeGroupId: group,
      attributeCode: code,
      sortOrder: 1,
    });
    expect(res.status).toBe(200);
  };
  const save = (product: Record<string, unknown>) =>
    t.admin.post('/rest/V1/products', {
      product: { type_id: 'simple', price: 10, name: 'Required test', attribute_set_id: setId, ...product },
    });

  beforeAll(async () => {
    t = await startCatalogApp('required_attributes');
    const set = await t.admin.post(SETS, { attributeSet: { attribute_set_name: 'Fabrics' }, skeletonId: 4 });
    setId = set.body.attribute_set_id;
    const groups = await t.admin.get(
      `${SETS}/groups/list?searchCriteria[filterGroups][0][filters][0][field]=attribute_set_id` +
        `&searchCriteria[filterGroups][0][filters][0][value]=${setId}`,
    );
    groupId = groups.body.items.find((g: any) => g.attribute_group_name === 'Product Details').attribute_group_id;
    await newAttribute({ attribute_code: 'req_material', default_frontend_label: 'Material', is_required: true });
    await assign('req_material');
  });
  afterAll(() => t.close());

  it('requires a required user-defined attribute only for products of a set that holds it', async () => {
    // Default set: the attribute is not in it, so not required.
    await createProduct(t.admin, { sku: uniqueSku('req-default') });

    const sku = uniqueSku('req-fabric');
    const refused = await save({ sku });
    expect(refused).toMatchObject({ status: 400, body: { message: empty('Material') } });
    expect(await t.ds.query(`SELECT 1 FROM catalog_product_entity WHERE sku = $1`, [sku])).toEqual([]);

    const saved = await save({ sku, custom_attributes: [{ attribute_code: 'req_material', value: 'Linen' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.custom_attributes).toContainEqual({ attribute_code: 'req_material', value: 'Linen' });

    // On update the stored value stays when the attribute is not sent, but it cannot be emptied.
    expect((await t.admin.put(`/rest/V1/products/${sku}`, { product: { name: 'Renamed' } })).status).toBe(200);
    const emptied = await t.admin.put(`/rest/V1/products/${sku}`, {
      product: { custom_attributes: [{ attribute_code: 'req_material', value: '' }] },
    });
    expect(emptied).toMatchObject({ status: 400, body: { message: empty('Material') } });
  });

  it('drops values of attributes outside the product’s set, as Magento’s save handlers do', async () => {
    const sku = uniqueSku('req-outside');
    const res = await createProduct(t.admin, { sku, custom_attributes: [{ attribute_code: 'req_material', value: 'Silk' }] });
    expect(res.custom_attributes.map((a: any) => a.attribute_code)).not.toContain('req_material');
    expect(await storedValues(t, sku, 'req_material')).toEqual({});
  });

  it('follows membership changes at once', async () => {
    await newAttribute({ attribute_code: 'req_weave', default_frontend_label: 'Weave', is_required: true });
    expect(
      (await save({ sku: uniqueSku('req-weave'), custom_attributes: [{ attribute_code: 'req_material', value: 'Wool' }] })).status,
    ).toBe(200);
    await assign('req_weave');
    const refused = await save({ sku: uniqueSku('req-weave'), custom_attributes: [{ attribute_code: 'req_material', value: 'Wool' }] });
    expect(refused).toMatchObject({ status: 400, body: { message: empty('Weave') } });
    expect((await t.admin.delete(`${SETS}/${setId}/attributes/req_weave`)).body).toBe(true);
    expect(
      (await save({ sku: uniqueSku('req-weave'), custom_attributes: [{ attribute_code: 'req_material', value: 'Wool' }] })).status,
    ).toBe(200);
  });

  it('skips a required attribute whose apply_to leaves the product’s type out', async () => {
    await newAttribute({ attribute_code: 'req_virtual_only', default_frontend_label: 'Licence', is_required: true, apply_to: ['virtual'] });
    await assign('req_virtual_only');
    const values = [{ attribute_code: 'req_material', value: 'Cotton' }];
    expect((await save({ sku: uniqueSku('req-simple'), custom_attributes: values })).status).toBe(200);
    const virtual = await save({ sku: uniqueSku('req-virtual'), type_id: 'virtual', custom_attributes: values });
    expect(virtual).toMatchObject({ status: 400, body: { message: empty('Licence') } });
  });
});
